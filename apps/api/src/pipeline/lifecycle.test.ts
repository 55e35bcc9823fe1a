/**
 * The lifecycle's public functions over the machine, without a server: what the routes and the
 * store rely on (refusals, rejections, injected time, conditions, states the machine lacks).
 */
import { describe, expect, test } from 'vitest';
import {
  ACTIONS,
  isAvailable,
  PROFILE_STATE,
  resolveStep,
  hasBackgroundStep,
  runAction,
  StepInvalid,
  StepNotAvailable,
  applyStep,
} from './lifecycle.js';
import type { AppRecord } from './types.js';

const NOW = new Date('2026-11-23T18:00:00Z');
const record = (
  state: string,
  patch: { status?: AppRecord['status']; data?: Partial<AppRecord['data']> } = {},
): AppRecord => ({
  uuid: 'app-1',
  state,
  status: patch.status ?? {},
  data: {
    property: { uuid: 'p-1', street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
    statedIncome: { annualIncome: 150_000, employmentType: 'FULL_TIME' },
    ...patch.data,
  },
});
const offer = {
  id: 'offer-10',
  lineAmount: 100_000,
  minDraw: 50_000,
  aprPercent: 8.9,
  termYears: 10,
  originationFeePercent: 2.99,
};

describe('runAction', () => {
  test('records the profile with the time it was given, and moves to the soft pull', () => {
    expect(runAction('profile', record(PROFILE_STATE), { ssnLast4: '6789', ssnHash: 'h' }, NOW)).toEqual({
      state: 'WAITING_FOR_SOFT_CREDIT',
      data: { ssnLast4: '6789', ssnHash: 'h', softCreditConsentAt: '2026-11-23T18:00:00.000Z' },
    });
  });

  test('refuses an action its state has no transition for', () => {
    expect(() => runAction('profile', record('HMDA'), { ssnLast4: '6789', ssnHash: 'h' }, NOW)).toThrow(
      new StepNotAvailable('profile', 'HMDA'),
    );
    expect(() => runAction('profile', record('HMDA'), { ssnLast4: '6789', ssnHash: 'h' }, NOW)).toThrow(
      'This step is not available while the application is in HMDA.',
    );
  });

  test('rejects an unknown offer and a draw outside the line, with the range in words', () => {
    const app = record('OFFER_SELECTION', { data: { offers: [offer] } });
    expect(() => runAction('selectOffer', app, { offerId: 'gone', drawAmount: 60_000 }, NOW)).toThrow(StepInvalid);
    expect(() => runAction('selectOffer', app, { offerId: 'gone', drawAmount: 60_000 }, NOW)).toThrow(
      'That offer is no longer available.',
    );
    expect(() => runAction('selectOffer', app, { offerId: 'offer-10', drawAmount: 100_001 }, NOW)).toThrow(
      'The initial draw must be between $50,000 and $100,000.',
    );
    expect(runAction('selectOffer', app, { offerId: 'offer-10', drawAmount: 60_000 }, NOW)).toMatchObject({
      state: 'COLLECT_ADDITIONAL_INFO',
      data: { amount: 100_000, uwCalculatedDrawAmount: 60_000 },
    });
  });

  test('a wrong PIN keeps the freeze and says so; the right one lifts it', () => {
    const frozen = record('SOFT_CREDIT_LOCKED_OR_FROZEN', { status: { creditFrozenWithPin: true } });
    expect(runAction('creditRetry', frozen, { pin: '0000' }, NOW)).toEqual({
      state: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      status: { incorrectPin: true },
      data: { incorrectPinAttempts: 1 },
    });
    expect(runAction('creditRetry', frozen, { pin: '1234' }, NOW)).toMatchObject({
      state: 'WAITING_FOR_INITIAL_OFFERS',
      status: { creditFrozenWithPin: false },
    });
  });

  test('withdrawing is open everywhere but at the ends', () => {
    for (const state of ['COMPLETE', 'DECLINED', 'CANCELLED', 'FUNDING_DECISION']) {
      expect(isAvailable('cancel', record(state)), state).toBe(false);
      expect(ACTIONS.cancel.from).not.toContain(state);
    }
    expect(runAction('cancel', record('UNKNOWN'), { reason: 'Moving' }, NOW)).toEqual({
      state: 'CANCELLED',
      data: { cancelledReason: 'Moving' },
    });
    expect(ACTIONS.profile.from).toEqual([PROFILE_STATE]);
  });

  test('a stored state the machine has no node for: nothing available, nothing to resolve', () => {
    const odd = record('MADE_UP');
    expect(isAvailable('cancel', odd)).toBe(false);
    expect(resolveStep(odd)).toBeUndefined();
    expect(() => runAction('cancel', odd, { reason: 'x' }, NOW)).toThrow(StepNotAvailable);
  });
});

describe('resolveStep', () => {
  test('a waiting state that never answers has no background step', () => {
    const slow = record('GEN_NOTE_SIGNING', {
      data: { property: { uuid: 'p', street1: '3 Slowsign Lane', city: 'San Mateo', state: 'CA', zip: '94401' } },
    });
    expect(resolveStep(slow)).toBeUndefined();
    expect(hasBackgroundStep(slow)).toBe(false);
    expect(resolveStep(record('GEN_NOTE_SIGNING'))).toEqual({ state: 'NOTE_SIGNING' });
  });

  test('income that needs paystubs opens the condition asking for two and clears the pending check', () => {
    const step = resolveStep(
      record('IN_PROGRESS', {
        data: { pendingStep: 'income', statedIncome: { annualIncome: 92_222, employmentType: 'FULL_TIME' } },
      }),
    );
    expect(step).toMatchObject({
      state: 'INCOME_VERIFICATION',
      status: { manualPaystubUpload: true },
      conditions: [{ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', numDocsRequired: 2 }],
    });
    expect(applyStep(record('IN_PROGRESS', { data: { pendingStep: 'income' } }), step!).data).not.toHaveProperty(
      'pendingStep',
    );
  });

  test('the flood certificate comes first, in the same state; the disclosure on the next step', () => {
    const waiting = record('GEN_CLOSING_DISCLOSURE', { status: { waitingOnFloodCert: true } });
    const first = resolveStep(waiting)!;
    expect(first).toEqual({ state: 'GEN_CLOSING_DISCLOSURE', status: { waitingOnFloodCert: false } });
    expect(resolveStep(applyStep(waiting, first))).toMatchObject({
      state: 'FINAL_OFFER',
      status: { closingDisclosureReady: true },
    });
  });
});
