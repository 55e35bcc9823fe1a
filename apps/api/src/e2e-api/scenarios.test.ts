/**
 * Every sandbox scenario of apps/api/README.md, walked through the HTTP API the way the browser
 * walks it, asserting the states reached — and, at the end, that every row of applicant-journey
 * §4.1 (and each conditional variant) was reached through borrower inputs alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPoll, screenForServerState, SERVER_STATE_RULES } from '@heloc/core';
import {
  APP,
  registerBorrower,
  startSandbox,
  step,
  walk,
  type BorrowerInput,
  type Sandbox,
  type WalkOptions,
} from '../testing/harness.js';
import { linkedToken } from '../testing/link-browser.js';

let sb: Sandbox;
const covered = new Set<string>();

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

async function run(input: BorrowerInput, opts: WalkOptions = {}) {
  const b = await registerBorrower(sb, input);
  const result = await walk(sb, b, opts);
  for (const r of result.rows) covered.add(r);
  return { ...result, b };
}

describe('the happy path', () => {
  it('registration → offers → summary → income → identity → bank → signing → notary → funding → COMPLETE', async () => {
    const { visited, state } = await run({});
    expect(state).toBe('COMPLETE');
    expect(visited).toEqual([
      'COLLECT_PROFILE_INFO',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'GEN_SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL',
      'INCOME_VERIFICATION',
      'IN_PROGRESS',
      'IDENTITY_VERIFICATION',
      'WAITING_FOR_ID_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'VERIFIED_AUTOPAY_ACCOUNT',
      'FINAL_TITLE_PULL',
      'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION',
      'GEN_CLOSING_DISCLOSURE',
      'FINAL_OFFER',
      'GEN_NOTE_SIGNING',
      'NOTE_SIGNING',
      'GEN_NOTARY_DISCLOSURE',
      'NOTARY_WAITING_PERIOD',
      'DEED_SIGNING',
      'GEN_RESCISSION',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'FUNDING_DECISION',
      'COMPLETE',
    ]);
  });
});

describe('credit scenarios (SSN endings)', () => {
  it.each([
    ['0002', 'CREDIT_NO_MATCH_SSN'],
    ['0006', 'FACTA_REVIEW'],
    ['0007', 'CREDIT_ERROR'],
    ['0008', 'CREDIT_MINOR'],
  ])('SSN ending %s stops at %s', async (ssnEnding, expected) => {
    const { state } = await run({ ssnEnding });
    expect(state).toBe(expected);
  });

  it('0001: credit no match on credit/social, recovered by re-entering the SSN', async () => {
    const { visited } = await run({ ssnEnding: '0001' }, { until: 'OFFER_SELECTION' });
    expect(visited).toContain('CREDIT_NO_MATCH');
    expect(visited.at(-1)).toBe('OFFER_SELECTION');
  });

  it('0003: soft credit frozen, retried after lifting the freeze', async () => {
    const { visited } = await run({ ssnEnding: '0003' }, { until: 'OFFER_SELECTION' });
    expect(visited).toEqual(expect.arrayContaining(['SOFT_CREDIT_LOCKED_OR_FROZEN', 'OFFER_SELECTION']));
  });

  it('0004: hard credit frozen at submission', async () => {
    const { visited } = await run({ ssnEnding: '0004' }, { until: 'INCOME_VERIFICATION' });
    expect(visited).toEqual(
      expect.arrayContaining(['HARD_CREDIT_PULL', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'INCOME_VERIFICATION']),
    );
  });

  it('0005: frozen with a PIN; a wrong PIN is refused, PIN 1234 lifts it', async () => {
    const r = await run({ ssnEnding: '0005' }, { until: 'SOFT_CREDIT_LOCKED_OR_FROZEN' });
    const wrong = await step(sb, r.b, 'creditRetry', { pin: '9999' });
    expect(wrong.body.status).toMatchObject({
      state: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      creditFrozenWithPin: true,
      incorrectPin: true,
    });
    // The browser now shows review-app/incorrect-pin (the credit-locked row's second variant).
    const again = await walk(sb, r.b, { until: 'SOFT_CREDIT_LOCKED_OR_FROZEN' });
    for (const row of again.rows) covered.add(row);
    expect(again.rows).toContain('credit-locked: the freeze PIN entered was wrong');
    const right = await step(sb, r.b, 'creditRetry', { pin: '1234' });
    expect(right.body.status).toMatchObject({ state: 'WAITING_FOR_INITIAL_OFFERS', incorrectPin: false });
  });

  it('0009: the soft credit pull never answers; polling runs out and yields UNKNOWN → error/timeout', async () => {
    const { state } = await run({ ssnEnding: '0009' });
    expect(state).toBe('WAITING_FOR_SOFT_CREDIT');
    let decision = nextPoll(state, 1);
    for (let attempt = 2; decision.kind === 'wait'; attempt++) decision = nextPoll(state, attempt);
    expect(decision).toEqual({ kind: 'exhausted', state: 'UNKNOWN' });
    if (decision.kind !== 'exhausted') throw new Error('polling never ran out');
    expect(screenForServerState(decision.state)?.path).toBe('error/timeout');
  });

  it('0010: declined for credit score', async () => {
    const r = await run({ ssnEnding: '0010' });
    expect(r.state).toBe('DECLINED');
    const status = await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${r.b.uuid}/status`, {
      token: r.b.token,
    });
    expect(status.body).toMatchObject({ uwDecision: 'DECLINE', creditScoreDecline: true });
  });
});

describe('property scenarios (street names)', () => {
  it.each([
    ['1 Nowhere Lane', 'NO_PROPERTY_FOUND'],
    ['2 Twin Oaks Road', 'MULTIPLE_PROPERTIES'],
    ['3 Late Street', 'DELINQUENCY_REVIEW'],
    ['4 Noavm Court', 'NO_AVM_FOUND'],
    ['5 Winback Way', 'CLTV_LIEN_POSITION_REQUALIFY'],
  ])('%s passes through %s and recovers to offers', async (street1, expected) => {
    const { visited } = await run({ street1 }, { until: 'OFFER_SELECTION' });
    expect(visited).toContain(expected);
    expect(visited.at(-1)).toBe('OFFER_SELECTION');
  });
});

describe('income scenarios (stated income, employment)', () => {
  it('under $20,000: declined by underwriting', async () => {
    expect((await run({ annualIncome: 18_000 })).state).toBe('DECLINED');
  });
  it('$20,000–$29,999: declined for debt-to-income', async () => {
    const r = await run({ annualIncome: 25_000 });
    expect(r.state).toBe('DECLINED');
    const status = await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${r.b.uuid}/status`, {
      token: r.b.token,
    });
    expect(status.body).toMatchObject({ uwDecision: 'DECLINE', dtiDecline: true });
  });
  it('exactly $77,777: asset depletion, then offers after linking assets', async () => {
    const { visited } = await run({ annualIncome: 77_777 }, { until: 'OFFER_SELECTION' });
    expect(visited).toEqual(expect.arrayContaining(['ASSETS_PREQUAL', 'OFFER_SELECTION']));
  });
  it('ending 111: verified income is lower; revised offers', async () => {
    const { visited } = await run({ annualIncome: 91_111 }, { until: 'IDENTITY_VERIFICATION' });
    expect(visited).toContain('REVISED_OFFER_SELECTION');
  });
  it('ending 222: manual paystub upload, with a condition asking for two', async () => {
    const r = await run({ annualIncome: 92_222 }, { until: 'IDENTITY_VERIFICATION' });
    expect(r.visited).toEqual(expect.arrayContaining(['INCOME_VERIFICATION', 'IN_PROGRESS', 'IDENTITY_VERIFICATION']));
    const conditions = await sb.call(
      'GET',
      `/service-conditions/external/api/v1/applications/${r.b.uuid}/conditions/external-applicants`,
      { token: r.b.token },
    );
    expect(conditions.body).toEqual([
      expect.objectContaining({
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        actionNeeded: false,
        xtraData: { numDocsRequired: 2 },
      }),
    ]);
    const docs = await sb.call('GET', `/service-application/api/v1/application/heloc/${r.b.uuid}/documents`, {
      token: r.b.token,
    });
    expect(docs.body.map((d: { type: string }) => d.type)).toEqual(['USER_UPLOADED_PAYSTUB', 'USER_UPLOADED_PAYSTUB']);
  });
  it('self-employed: employment verification', async () => {
    const { visited } = await run({ employmentType: 'SELF_EMPLOYED' }, { until: 'IDENTITY_VERIFICATION' });
    expect(visited).toContain('EMPLOYMENT_VERIFICATION');
  });
});

describe('closing scenarios', () => {
  it('Texas: BPO required, shown on bpo/condition, then processing', async () => {
    const r = await run({ state: 'TX', zip: '78701', street1: '9 Pecan Street' }, { until: 'DISBURSEMENT_ACCOUNT' });
    expect(r.visited).toEqual(
      expect.arrayContaining(['BPO_ORDER_REQUEST', 'NAV_BPO_PROCESSING', 'DISBURSEMENT_ACCOUNT']),
    );
    expect(covered).toContain('bpo-order: bpo is required and the property is in TX');
  });
  it('"Bpo" outside Texas: bpo/order-bpo', async () => {
    await run({ street1: '9 Bpo Street' }, { until: 'NAV_BPO_PROCESSING' });
    expect(covered).toContain('bpo-order: bpo is required and the property is not in TX');
  });
  it('"Resi": a residential evaluation that is not a required BPO, on bpo/hold', async () => {
    const { visited } = await run({ street1: '9 Resi Street' }, { until: 'DISBURSEMENT_ACCOUNT' });
    expect(visited).toEqual(expect.arrayContaining(['NAV_RESI_EVAL_ORDER', 'NAV_RESI_EVAL_PROCESSING']));
    expect(covered).toContain('bpo-order: bpo is not required');
  });
  it.each([
    ['7 Lien Road', 'LIEN_VERIFICATION'],
    ['7 Inquiry Road', 'LIEN_VERIFICATION_INQUIRY'],
    ['7 Payoff Road', 'PAYOFF_REQUEST_PENDING'],
  ])('%s passes through %s', async (street1, expected) => {
    const { visited } = await run({ street1 }, { until: 'FINAL_OFFER' });
    expect(visited).toContain(expected);
  });
  it('"Flood": waits on the flood certificate, then insurance before funding', async () => {
    const { visited, state } = await run({ street1: '8 Flood Plain Drive' });
    expect(state).toBe('COMPLETE');
    expect(visited).toEqual(expect.arrayContaining(['GEN_CLOSING_DISCLOSURE', 'TRUST_AND_INSURANCE']));
    expect(covered).toContain('closing-disclosure: waiting on the flood certificate');
  });
  it('"Revalue": the offer is chosen again from signing/intro', async () => {
    const { visited } = await run({ street1: '8 Revalue Court' }, { until: 'NOTE_SIGNING' });
    expect(visited).toEqual(
      expect.arrayContaining([
        'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION',
        'OFFER_SELECTION',
        'GEN_CLOSING_DISCLOSURE',
      ]),
    );
    expect(covered).toContain('offer-selection: the sub-decision is VERIFIED_OFFER (came from signing/intro)');
  });
  it('"Condemned": unacceptable property condition at final title, declined', async () => {
    const { visited, state } = await run({ street1: '8 Condemned Row' });
    expect(visited).toContain('FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION');
    expect(state).toBe('DECLINED');
  });
  it('"Codeed": a co-deed signer is invited and signs', async () => {
    const { visited } = await run({ street1: '8 Codeed Lane' }, { until: 'GEN_NOTARY_DISCLOSURE' });
    expect(visited).toEqual(expect.arrayContaining(['CO_DEED_REQ', 'GEN_NOTARY_DISCLOSURE']));
  });
  it('Georgia: attorney review before the notary', async () => {
    const { visited } = await run({ state: 'GA', zip: '30301' }, { until: 'GEN_NOTARY_DISCLOSURE' });
    expect(visited).toContain('ATTORNEY_REVIEW');
  });
  it('manual notary: scheduled and reserved, then the deed signed in person', async () => {
    const { visited, state } = await run({}, { manualNotary: true });
    expect(state).toBe('COMPLETE');
    expect(visited).toEqual(expect.arrayContaining(['MANUAL_DEED_SIGNING', 'DEED_SIGNING']));
    expect(covered).toContain('deed-signing: the primary participant has accepted');
  });
  it('"Slowsign": the note is never ready; polling keeps GEN_NOTE_SIGNING', async () => {
    const { state } = await run({ street1: '8 Slowsign Street' });
    expect(state).toBe('GEN_NOTE_SIGNING');
    expect(nextPoll(state, 7)).toEqual({ kind: 'exhausted', state: 'GEN_NOTE_SIGNING' });
  });
  it('"Directpay": debts paid directly at funding', async () => {
    const { visited } = await run({ street1: '8 Directpay Avenue' });
    expect(visited).toContain('DIRECT_DEBT_PAYOFF');
  });
  it('crypto: no disbursement account; autopay straight after identity', async () => {
    const { visited } = await run({ isCrypto: true }, { until: 'VERIFIED_AUTOPAY_ACCOUNT' });
    expect(visited).not.toContain('DISBURSEMENT_ACCOUNT');
    expect(covered).toContain('autopay-account: a disbursement routing number exists or the application is crypto');
  });
  it('a linked bank with tokenized account numbers: no routing number, so it is typed in', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    const publicToken = await linkedToken(sb, b, { purpose: 'bank' }, { institution: 'Tokenized' });
    const linked = await step(sb, b, 'disbursement', { mode: 'linked', publicToken });
    expect(linked.body).toMatchObject({
      status: { state: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'PENDING_REVIEW' },
      disburseAccount: {
        institution: 'Tokenized Bank of Argyle',
        routingNumber: null,
        mask: expect.stringMatching(/^\d{4}$/) as string,
      },
    });
    // The walk types the routing number in on bank/disburse ({ mode: 'routing' }), then takes autopay.
    const r = await walk(sb, b, { until: 'VERIFIED_AUTOPAY_ACCOUNT' });
    const after = await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token });
    expect(after.body).toMatchObject({
      status: { giactAccountStatus: 'VERIFIED' },
      disburseAccount: {
        institution: 'Tokenized Bank of Argyle',
        routingNumber: '021000021',
        mask: linked.body.disburseAccount.mask,
      },
    });
    for (const row of r.rows) covered.add(row);
    expect(covered).toContain('autopay-account: no disbursement routing number and not crypto');
  });
  it('withdrawing: the application is cancelled', async () => {
    const b = await registerBorrower(sb, {});
    const r = await step(sb, b, 'cancel', { reason: 'Found another lender' });
    expect(r.body.status.state).toBe('CANCELLED');
    covered.add('site-root: always');
  });
});

describe('reachability', () => {
  it('every row of applicant-journey §4.1, and every conditional variant, was reached through borrower inputs', () => {
    const expected = SERVER_STATE_RULES.flatMap((rule) => rule.variants.map((v) => `${rule.id}: ${v.when}`));
    const missing = expected.filter((row) => !covered.has(row));
    expect(missing).toEqual([]);
  });
});
