import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionAction, CONDITIONS_CATALOGUE } from '../conditions/conditions.js';
import { isCataloguedScreen } from './routes.js';
import { COMPANION_SCREENS as SCREENS_WITHIN, isCompanionScreen as isScreenWithin } from './screen-map.js';

describe('isScreenWithin', () => {
  it('leaves a borrower on the links and uploads they open from income/review', () => {
    for (const screen of [
      'income/link/TRUV_PAYROLL',
      'income/upload/MANUAL_PAYSTUB',
      'income/upload/POINTSERV_TAX',
      'income/pointserv-callback',
    ])
      expect(isScreenWithin('income/review', screen), screen).toBe(true);
  });

  it('leaves a borrower on the conditions screens whatever the state decides', () => {
    for (const screen of ['conditions', 'conditions/upload-document', 'conditions/phone-number'])
      expect(isScreenWithin('bank/disburse', screen), screen).toBe(true);
    expect(isScreenWithin('bank/disburse', 'conditions/elsewhere')).toBe(false);
  });

  it('leaves a borrower on identity while it answers an ID condition (?conditionUuid=), and only then', () => {
    expect(isScreenWithin('bank/disburse', 'identity', '6f1c0c1e-3b9a-4a43-9a4c-0d8f3f1d2e11')).toBe(true);
    expect(isScreenWithin('bank/disburse', 'identity')).toBe(false);
    expect(isScreenWithin('bank/disburse', 'identity', '')).toBe(false);
    expect(isScreenWithin('bank/disburse', 'income/review', '6f1c0c1e-3b9a-4a43-9a4c-0d8f3f1d2e11')).toBe(false);
  });

  it('leaves every condition action the dashboard links to in place, whatever step is decided', () => {
    for (const categoryEnum of CONDITIONS_CATALOGUE) {
      const action = conditionAction({ uuid: 'c-1', categoryEnum });
      expect(isScreenWithin('product/select', action.screen, action.query.conditionUuid), categoryEnum).toBe(true);
    }
  });

  it('pulls them back from anywhere else, and from anything while another screen is decided', () => {
    expect(isScreenWithin('income/review', 'income/employer-verification')).toBe(false);
    expect(isScreenWithin('income/review', 'income/upload')).toBe(false);
    expect(isScreenWithin('income/review', 'bank/disburse')).toBe(false);
    expect(isScreenWithin('income/review', null)).toBe(false);
    expect(isScreenWithin('identity', 'income/upload/MANUAL_PAYSTUB')).toBe(false);
    expect(isScreenWithin('income/employer-verification', 'income/review')).toBe(false);
  });

  it('only names catalogued screens', () => {
    for (const [decided, within] of Object.entries(SCREENS_WITHIN)) {
      expect(isCataloguedScreen(decided), decided).toBe(true);
      for (const pattern of within ?? []) expect(isCataloguedScreen(pattern.replace(':type', 'X')), pattern).toBe(true);
    }
  });

  // Issue 25, item 9: complete links to the insurance still owed, and the borrower must be able to stay there.
  it('leaves a borrower on the insurance screens opened from complete', () => {
    expect(isScreenWithin('complete', 'insurance/upload')).toBe(true);
    expect(isScreenWithin('complete', 'insurance/requirements')).toBe(true);
    expect(isScreenWithin('complete', 'signing/intro')).toBe(false);
  });

  it('keeps a borrower only on a screen of the same part of the journey as the decided one (complete: the insurance it links to)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SCREENS_WITHIN).filter((k) => k !== 'complete')),
        fc.string(),
        (decided, current) => {
          if (isScreenWithin(decided, current)) expect(current.split('/')[0]).toBe(decided.split('/')[0]);
        },
      ),
    );
  });
  it('keeps nobody on a screen for a decided path named like an Object.prototype member', () => {
    for (const decided of ['constructor', 'valueOf', '__proto__', 'toString'])
      expect(isScreenWithin(decided, 'income/review')).toBe(false);
  });
});
