import { describe, expect, it } from 'vitest';
import type { Heloc } from '../entities.js';
import { FALLBACK_MACHINE_STATES, screenForMachineState } from './machine-screen.js';

const heloc = (over: Partial<Heloc> = {}): Heloc => ({ uuid: 'a', ...over });

describe('screenForMachineState — every row of applicant-journey §4.2', () => {
  it.each([
    ['profile', 'start/profile'],
    ['ssnCredit', 'credit/social'],
    ['errorCredit', 'credit/error'],
    ['incorrectPin', 'review-app/incorrect-pin'],
    ['noCredit', 'review-app/no-credit'],
    ['noProperty', 'review-app/property'],
    ['datatreeError', 'review-app/datatree'],
    ['delinquency', 'review-app/delinquency'],
    ['uwReview', 'review-app/uw'],
    ['liens', 'liens'],
    ['product', 'product/select'],
    ['assetDepletion', 'product/assets'],
    ['moreProfile', 'start/contact'],
    ['hmda', 'start/hmda'],
    ['waitSummary', 'start/app-summary'],
    ['appSummary', 'start/app-summary'],
    ['docVerify', 'identity'],
    ['manualPaystubUpload', 'income/upload/MANUAL_PAYSTUB'],
    ['incomeReview', 'income/review'],
    ['emplVerify', 'income/employer-verification'],
    ['waitMerchant', 'merchant/review'],
    ['lienAttestation', 'merchant/lien-attestation'],
    ['ach', 'bank/disburse'],
    ['autopay', 'bank/autopay'],
    ['manualAutopay', 'bank/autopay-manual'],
    ['waitSign', 'signing/intro'],
    ['sign', 'signing/intro'],
    ['codeed', 'signing/additional'],
    ['waitNotary', 'notary/intro'],
    ['notary', 'notary/intro'],
    ['insurance', 'insurance/upload'],
    ['waitFund', 'complete'],
    ['declined', 'error/decline'],
    ['dtiDeclined', 'error/income'],
    ['creditScoreDeclined', 'error/credit'],
    ['bpo', 'bpo/condition'],
    ['bpoProcessing', 'bpo/hold'],
  ])('%s → %s', (state, path) => {
    expect(screenForMachineState(state, heloc()).path).toBe(path);
    expect(screenForMachineState(state, heloc())).not.toHaveProperty('error');
  });

  it('ach shows signing/intro for crypto', () => {
    expect(screenForMachineState('ach', heloc({ isCrypto: true })).path).toBe('signing/intro');
  });

  it.each(['waitNotary', 'notary'])(
    '%s shows notary/reserve-manual when a manual notary time was requested',
    (state) => {
      expect(screenForMachineState(state, heloc({ requestedManualNotaryTime: '2026-12-01T17:00:00Z' })).path).toBe(
        'notary/reserve-manual',
      );
    },
  );

  it.each(['complete', 'nonsense', 'toString', '__proto__'])(
    '%s has no screen: site root and an error value',
    (state) => {
      const target = screenForMachineState(state, heloc());
      expect(target.path).toBe('/');
      expect('error' in target && target.error).toContain(state);
    },
  );

  it('lists complete among the machine states', () => {
    expect(FALLBACK_MACHINE_STATES).toContain('complete');
  });
});
