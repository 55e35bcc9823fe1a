import { test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Heloc } from '../entities.js';
import { resolveServerState, screenForServerState, SERVER_STATE_RULES, shouldRoute } from './screen-map.js';
import { SERVER_STATES, serverStateKind } from './server-states.js';
import { APP_SCREEN_PATHS } from './routes.js';
import { arbHeloc, arbServerState } from '../testing/arbitraries.js';

const app = (over: Partial<Heloc> = {}, status: Heloc['status'] = {}): Heloc => ({ uuid: 'a', ...over, status });

describe('screenForServerState — every row of applicant-journey §4.1', () => {
  it.each([
    ['CREDIT_NO_MATCH', 'credit/social'],
    ['CREDIT_NO_MATCH_SSN', 'review-app/no-credit'],
    ['HARD_CREDIT_LOCKED_OR_FROZEN', 'credit/error'],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'credit/error'],
    ['NO_PROPERTY_FOUND', 'review-app/property'],
    ['MULTIPLE_PROPERTIES', 'review-app/property'],
    ['DECLINED', 'error/decline'],
    ['COLLECT_ADDITIONAL_INFO', 'start/contact'],
    ['HMDA', 'start/hmda'],
    ['DELINQUENCY_REVIEW', 'review-app/delinquency'],
    ['NOTE_SIGNING', 'signing/intro'],
    ['FINAL_OFFER', 'signing/intro'],
    ['REVISED_OFFER_SELECTION', 'product/select'],
    ['GEN_NOTE_SIGNING', 'review-app/signdocs'],
    ['APP_SUBMISSION', 'start/app-summary'],
    ['GEN_SUMMARY_DISCLOSURE', 'start/app-summary'],
    ['INCOME_VERIFICATION', 'income/review'],
    ['IDENTITY_VERIFICATION', 'identity'],
    ['ASSETS_PREQUAL', 'product/assets'],
    ['CLTV_LIEN_POSITION_REQUALIFY', 'product/prequal-winback'],
    ['DISBURSEMENT_ACCOUNT', 'bank/disburse'],
    ['VERIFIED_AUTOPAY_ACCOUNT', 'bank/autopay'],
    ['NO_AVM_FOUND', 'bpo/estimate-value'],
    ['NAV_BPO_ESTIMATE', 'bpo/estimate-value'],
    ['NAV_RESI_EVAL_ESTIMATE', 'bpo/estimate-value'],
    ['PAYOFF_REQUEST_PENDING', 'payoff/hold'],
    ['NAV_BPO_PROCESSING', 'bpo/hold'],
    ['NAV_RESI_EVAL_PROCESSING', 'bpo/hold'],
    ['FINAL_TITLE_PULL', 'bpo/hold'],
    ['FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION', 'bpo/hold'],
    ['FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION', 'bpo/hold'],
    ['GEN_RESCISSION', 'complete'],
    ['RESCISSION', 'complete'],
    ['RECORDING', 'complete'],
    ['FUNDABLE', 'complete'],
    ['DIRECT_DEBT_PAYOFF', 'complete'],
    ['FUNDING_DECISION', 'complete'],
    ['UNKNOWN', 'error/timeout'],
    ['CREDIT_ERROR', 'error/timeout'],
    ['FACTA_REVIEW', 'error/timeout'],
    ['CREDIT_MINOR', 'error/timeout'],
    ['LIEN_VERIFICATION', 'liens'],
    ['LIEN_VERIFICATION_INQUIRY', 'liens'],
    ['CO_DEED_REQ', 'signing/additional'],
    ['GEN_NOTARY_DISCLOSURE', 'notary/intro'],
    ['ATTORNEY_REVIEW', 'notary/intro'],
    ['NOTARY_WAITING_PERIOD', 'notary/intro'],
    ['MANUAL_DEED_SIGNING', 'notary/reserve-manual'],
    ['EMPLOYMENT_VERIFICATION', 'income/employer-verification'],
    ['OFFER_SELECTION', 'product/select'],
    ['COMPLETE', '/'],
    ['CANCELLED', '/'],
  ])('%s → %s', (state, path) => {
    expect(screenForServerState(state, app())?.path).toBe(path);
  });

  it('GEN_CLOSING_DISCLOSURE waits on the flood certificate on error/flood-cert', () => {
    expect(screenForServerState('GEN_CLOSING_DISCLOSURE', app({}, { waitingOnFloodCert: true }))?.path).toBe(
      'error/flood-cert',
    );
    expect(screenForServerState('GEN_CLOSING_DISCLOSURE', app({}, { waitingOnFloodCert: false }))?.path).toBe(
      'review-app/signdocs',
    );
    expect(screenForServerState('GEN_CLOSING_DISCLOSURE')?.path).toBe('review-app/signdocs');
  });

  it('AUTOPAY_ACCOUNT goes to bank/disburse only without a routing number and not crypto', () => {
    expect(screenForServerState('AUTOPAY_ACCOUNT', app({ disburseAccount: null, isCrypto: false }))?.path).toBe(
      'bank/disburse',
    );
    expect(screenForServerState('AUTOPAY_ACCOUNT', app({ disburseAccount: { routingNumber: '' } }))?.path).toBe(
      'bank/disburse',
    );
    expect(screenForServerState('AUTOPAY_ACCOUNT', app({ disburseAccount: null, isCrypto: true }))?.path).toBe(
      'bank/autopay',
    );
    expect(
      screenForServerState('AUTOPAY_ACCOUNT', app({ disburseAccount: { routingNumber: '021000021' } }))?.path,
    ).toBe('bank/autopay');
  });

  it.each(['BPO_ORDER_REQUEST', 'NAV_BPO_ORDER', 'NAV_RESI_EVAL_ORDER'])('%s by bpo status and Texas', (state) => {
    const tx = { state: 'TX' };
    const ca = { state: 'CA' };
    expect(screenForServerState(state, app({ property: tx }, { bpo: 'BPO_REQUIRED' }))?.path).toBe('bpo/condition');
    expect(screenForServerState(state, app({ property: ca }, { bpo: 'BPO_REQUIRED' }))?.path).toBe('bpo/order-bpo');
    expect(screenForServerState(state, app({ property: tx }, { bpo: 'BPO_NOT_REQUIRED' }))?.path).toBe('bpo/hold');
    expect(screenForServerState(state, app({ property: ca }, { bpo: 'UNKNOWN_BPO_STATUS' }))?.path).toBe('bpo/hold');
    // The order is placed and waits to be taken up: bpo/waiting (§2), Texas or not.
    expect(screenForServerState(state, app({ property: tx }, { bpo: 'BPO_PROCESSING' }))?.path).toBe('bpo/waiting');
    expect(screenForServerState(state, app({ property: ca }, { bpo: 'BPO_PROCESSING' }))?.path).toBe('bpo/waiting');
  });

  it('every valuation screen of §2 is one a rule of the table sends a borrower to (bpo/waiting was unreachable)', () => {
    const named = new Set(SERVER_STATE_RULES.flatMap((rule) => rule.variants.map((v) => v.path)));
    const valuation = APP_SCREEN_PATHS.filter((p) => p.startsWith('bpo/'));
    expect(valuation).toContain('bpo/waiting');
    expect(valuation.filter((p) => !named.has(p))).toEqual([]);
  });

  it('DECLINED shows the notice the decline owes: error/income for debt-to-income, error/credit for the score', () => {
    expect(screenForServerState('DECLINED', app({}, { uwDecision: 'DECLINE' }))?.path).toBe('error/decline');
    expect(screenForServerState('DECLINED', app({}, { uwDecision: 'DECLINE', dtiDecline: true }))?.path).toBe(
      'error/income',
    );
    expect(screenForServerState('DECLINED', app({}, { uwDecision: 'DECLINE', creditScoreDecline: true }))?.path).toBe(
      'error/credit',
    );
  });

  it('a locked credit file shows review-app/incorrect-pin once a wrong PIN was entered', () => {
    for (const state of ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN']) {
      expect(screenForServerState(state, app({}, { creditFrozenWithPin: true }))?.path).toBe('credit/error');
      expect(screenForServerState(state, app({}, { creditFrozenWithPin: true, incorrectPin: true }))?.path).toBe(
        'review-app/incorrect-pin',
      );
    }
  });

  it('DEED_SIGNING is complete once the primary participant accepted, else notary/intro', () => {
    expect(screenForServerState('DEED_SIGNING', app({}, { primaryParticipantAcceptComplete: true }))?.path).toBe(
      'complete',
    );
    expect(screenForServerState('DEED_SIGNING', app({}, { primaryParticipantAcceptComplete: false }))?.path).toBe(
      'notary/intro',
    );
  });

  it('OFFER_SELECTION carries where the user came from and the decision', () => {
    const verified = screenForServerState(
      'OFFER_SELECTION',
      app({}, { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' }),
    );
    expect(verified).toMatchObject({ path: 'product/select', from: 'signing/intro', uwDecision: 'APPROVED' });
    const fresh = screenForServerState(
      'OFFER_SELECTION',
      app({}, { uwSubDecision: 'UNVERIFIED_OFFER', uwDecision: 'SELECT' }),
    );
    expect(fresh).toMatchObject({ path: 'product/select', uwDecision: 'SELECT' });
    expect(fresh?.from).toBeUndefined();
    expect(screenForServerState('OFFER_SELECTION')?.uwDecision).toBeNull();
  });

  it.each(['IN_PROGRESS', 'WAITING_FOR_SOFT_CREDIT', 'LIEN_ATTESTATION', 'SOMETHING_NEW'])(
    '%s has no row: the fallback machine is used, with a warning value',
    (state) => {
      expect(screenForServerState(state, app())).toBeUndefined();
      const resolution = resolveServerState(state, app());
      expect(resolution.kind).toBe('fallback');
      expect(resolution.kind === 'fallback' && resolution.warning).toContain(state);
    },
  );

  it('names the rule that fired', () => {
    expect(resolveServerState('HMDA')).toEqual({
      kind: 'screen',
      target: { path: 'start/hmda', state: 'HMDA', rule: 'hmda', when: 'always' },
    });
  });

  it('has no state in two rows and every row names known states', () => {
    const all = SERVER_STATE_RULES.flatMap((r) => r.states);
    expect(new Set(all).size).toBe(all.length);
    for (const s of all) expect(SERVER_STATES).toContain(s);
  });
});

describe('shouldRoute', () => {
  it('routes on a declined decision even while pending', () => {
    expect(shouldRoute({ state: 'WAITING_FOR_SOFT_CREDIT', uwDecision: 'DECLINE' })).toBe(true);
  });
  it('routes on settled and terminal states, not pending ones', () => {
    expect(shouldRoute({ state: 'HMDA' })).toBe(true);
    expect(shouldRoute({ state: 'CREDIT_NO_MATCH' })).toBe(true);
    expect(shouldRoute({ state: 'HARD_CREDIT_PULL' })).toBe(false);
  });
  it('routes when polling ran out, even on the kept GEN_NOTE_SIGNING (§4.1: it leads to the timeout screen)', () => {
    // Before: a kept GEN_NOTE_SIGNING is "pending", so the borrower stayed on signing/intro for ever.
    expect(shouldRoute({ state: 'GEN_NOTE_SIGNING', pollingExhausted: true })).toBe(true);
    expect(shouldRoute({ state: 'GEN_NOTE_SIGNING' })).toBe(false);
    expect(
      shouldRoute({ state: 'GEN_NOTE_SIGNING', pollingExhausted: true, currentScreen: 'document/disclosures' }),
    ).toBe(false);
  });
  it('never re-routes away from document/disclosures', () => {
    expect(shouldRoute({ state: 'DECLINED', uwDecision: 'DECLINE', currentScreen: 'document/disclosures' })).toBe(
      false,
    );
  });
});

describe('properties', () => {
  fcTest.prop([arbServerState, arbHeloc])('pending states never have a screen of their own', (state, heloc) => {
    if (serverStateKind(state) === 'pending' && state !== 'GEN_NOTE_SIGNING') {
      expect(screenForServerState(state, heloc)).toBeUndefined();
    }
  });
});
