/**
 * GET …/underwriting (issue 12): each sandbox scenario of apps/api/README.md fills its section,
 * walked through real HTTP on PGlite; every answer parses with the core's underwritingResponseSchema;
 * the steps the branch screens take (payoffConfirm, ownership, delinquency, bpoOrder from NO_AVM_FOUND,
 * liens) do what the screens promise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BPO_FEE_REQUIRED_MESSAGE,
  MAX_DTI_PERCENT,
  underwritingPath,
  underwritingResponseSchema,
  VALUATION_FEE_NO_AVM,
  type UnderwritingResponse,
} from '@heloc/core';
import { eq } from 'drizzle-orm';
import { applications } from '../db/schema.js';
import { applicationBureau, existingMortgageOf } from '../pipeline/title-and-credit.js';
import type { AppData } from '../pipeline/types.js';
import {
  APP,
  form,
  PDF,
  registerBorrower,
  startSandbox,
  STATUS,
  step,
  walk,
  type Borrower,
  type BorrowerInput,
  type Sandbox,
} from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

async function facts(b: Borrower): Promise<UnderwritingResponse> {
  const r = await sb.call('GET', underwritingPath(b.uuid), { token: b.token, headers: b.headers });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  // The contract: every answer is what the app's schema reads.
  const parsed = v.safeParse(underwritingResponseSchema, r.body);
  expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
  return r.body as UnderwritingResponse;
}

async function reach(input: BorrowerInput, until?: string) {
  const b = await registerBorrower(sb, input);
  const { state } = await walk(sb, b, until ? { until } : {});
  return { b, state };
}

const state = async (b: Borrower) =>
  (await sb.call('GET', STATUS(b.uuid), { token: b.token, headers: b.headers })).body.state as string;
const DAY = 86_400_000;
/** The credit union takes applications only through its loan officer (seed/orgs.ts). */
const SUMMIT_RIDGE_LOAN_OFFICER = '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a03';
/** What the record stores (the attestation is kept for underwriting, not projected to the browser). */
async function stored(b: Borrower) {
  const [row] = await sb.deps.db.select().from(applications).where(eq(applications.uuid, b.uuid));
  return row!.data as AppData;
}

describe('who may read it', () => {
  it('a stranger gets 404, as for the application itself; no session gets 401', async () => {
    const owner = await registerBorrower(sb);
    const stranger = await registerBorrower(sb);
    const r = await sb.call('GET', underwritingPath(owner.uuid), { token: stranger.token, headers: stranger.headers });
    expect(r.status).toBe(404);
    expect(r.body.errors).toHaveLength(1);
    const app = await sb.call('GET', `${APP}/${owner.uuid}`, { token: stranger.token, headers: stranger.headers });
    expect(r.body).toEqual(app.body);
    expect((await sb.call('GET', underwritingPath(owner.uuid))).status).toBe(401);
  });

  it('a new application has every section null', async () => {
    const b = await registerBorrower(sb);
    expect(await facts(b)).toEqual({
      decision: null,
      creditFreeze: null,
      offerChange: null,
      liens: null,
      payoff: null,
      valuation: null,
      delinquency: null,
      ownership: null,
      manualReviewSince: null,
    });
  });
});

describe('declines (ECOA notice, FCRA score disclosure)', () => {
  it('income under $20,000: UNDERWRITING for insufficient income, with the score used, the FTC, and reapply after 90 days', async () => {
    const { b, state: s } = await reach({ annualIncome: 15_000 });
    expect(s).toBe('DECLINED');
    const { decision } = await facts(b);
    expect(decision).toMatchObject({
      kind: 'UNDERWRITING',
      reasons: ['INCOME_INSUFFICIENT'],
      statedIncome: 15_000,
      dti: null,
      ecoaAgency: 'FTC',
    });
    expect(decision?.creditScore).toMatchObject({
      rangeMin: 300,
      rangeMax: 850,
      model: 'FICO Score 8',
      bureau: decision?.bureau,
    });
    expect(Date.parse(decision!.reapplyAfter!) - Date.parse(decision!.decidedAt)).toBe(90 * DAY);
  });

  it('income $20,000–$29,999: DTI, excessive obligations, above the program’s maximum (the core’s, which re-underwriting uses)', async () => {
    const { b } = await reach({ annualIncome: 25_000 });
    const { decision } = await facts(b);
    expect(decision).toMatchObject({ kind: 'DTI', reasons: ['EXCESSIVE_OBLIGATIONS'], statedIncome: 25_000 });
    expect(decision!.dti!.maxPercent).toBe(MAX_DTI_PERCENT);
    expect(decision!.dti!.percent).toBeGreaterThan(MAX_DTI_PERCENT);
  });

  it('SSN 0010: CREDIT_SCORE with the score, its range, four key factors in bureau wording; a credit union names the NCUA', async () => {
    const { b } = await reach({
      ssnEnding: '0010',
      org: 'summitridge',
      referrerUuid: SUMMIT_RIDGE_LOAN_OFFICER,
      state: 'CO',
      zip: '80202',
    });
    const { decision } = await facts(b);
    expect(decision).toMatchObject({
      kind: 'CREDIT_SCORE',
      reasons: ['CREDIT_SCORE', 'DELINQUENT_OBLIGATIONS', 'LIMITED_CREDIT_EXPERIENCE', 'RECENT_INQUIRIES'],
      ecoaAgency: 'NCUA',
      statedIncome: null,
    });
    expect(decision!.creditScore).toMatchObject({
      score: 588,
      rangeMin: 300,
      rangeMax: 850,
      model: 'FICO Score 8',
      createdAt: decision!.decidedAt,
    });
    expect(decision!.creditScore!.keyFactors).toEqual([
      'Serious delinquency',
      'Proportion of balances to credit limits is too high on revolving accounts',
      'Length of time accounts have been established',
      'Too many inquiries last 12 months',
    ]);
  });

  it('Condemned: PROPERTY_CONDITION for the collateral’s condition, the valuation reporting POOR', async () => {
    const { b, state: s } = await reach({ street1: '7 Condemned Road' });
    expect(s).toBe('DECLINED');
    const f = await facts(b);
    expect(f.decision).toMatchObject({ kind: 'PROPERTY_CONDITION', reasons: ['COLLATERAL_CONDITION'] });
    expect(f.valuation).toMatchObject({ kind: 'AVM', propertyCondition: 'POOR', fee: 0, feePaidBy: 'LENDER' });
  });

  it('the same application reads the same facts twice (deterministic)', async () => {
    const { b } = await reach({ ssnEnding: '0010' });
    expect(await facts(b)).toEqual(await facts(b));
  });
});

describe('credit freezes', () => {
  it('0003: the soft pull is frozen, no PIN', async () => {
    const { b } = await reach({ ssnEnding: '0003' }, 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect((await facts(b)).creditFreeze).toMatchObject({ pull: 'SOFT', withPin: false, incorrectPinAttempts: 0 });
  });

  it('0004: the hard pull is frozen', async () => {
    const { b } = await reach({ ssnEnding: '0004' }, 'HARD_CREDIT_LOCKED_OR_FROZEN');
    expect((await facts(b)).creditFreeze).toMatchObject({ pull: 'HARD', withPin: false });
  });

  it('0005: frozen with a PIN; each wrong PIN is counted; the right one lifts the freeze and the section goes', async () => {
    const { b } = await reach({ ssnEnding: '0005' }, 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    const before = (await facts(b)).creditFreeze;
    expect(before).toMatchObject({ pull: 'SOFT', withPin: true, incorrectPinAttempts: 0 });
    await step(sb, b, 'creditRetry', { pin: '9999' });
    await step(sb, b, 'creditRetry', { pin: '8888' });
    expect((await facts(b)).creditFreeze).toEqual({ ...before, incorrectPinAttempts: 2 });
    await step(sb, b, 'creditRetry', { pin: '1234' });
    expect((await facts(b)).creditFreeze).toBeNull();
  });
});

describe('why the offer changed', () => {
  it('Winback: the lien position and CLTV, before and after; the after line is the offer shown', async () => {
    const { b } = await reach({ street1: '7 Winback Road' }, 'OFFER_SELECTION');
    const { offerChange } = await facts(b);
    expect(offerChange?.reason).toBe('LIEN_POSITION_CLTV');
    expect(offerChange!.after.lienPosition).toBe(offerChange!.before.lienPosition + 1);
    expect(offerChange!.after.cltvPercent).not.toBe(offerChange!.before.cltvPercent);
    const app = (await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token, headers: b.headers })).body;
    expect(offerChange!.after.lineAmount).toBe(app.offers[0].lineAmount);
    expect(offerChange!.after.lineAmount).toBeLessThan(offerChange!.before.lineAmount);
  });

  it('income ending 111: the verified income, lower than stated, against the offer chosen', async () => {
    const { b } = await reach({ annualIncome: 91_111 }, 'REVISED_OFFER_SELECTION');
    const { offerChange } = await facts(b);
    expect(offerChange).toMatchObject({ reason: 'VERIFIED_INCOME', before: { annualIncome: 91_111 } });
    expect(offerChange!.after.annualIncome).toBeLessThan(91_111);
    const app = (await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token, headers: b.headers })).body;
    expect(offerChange!.before.lineAmount).toBe(app.amount);
  });

  // Issue 25, item 11: the payroll link verified $96,000 against $150,000 stated and the line went through unchanged.
  it('re-underwrites on the verified income: $150,000 stated, $96,000 verified by the payroll link, a smaller line to choose', async () => {
    const { b, state: at } = await reach({ annualIncome: 150_000 }, 'REVISED_OFFER_SELECTION');
    expect(at).toBe('REVISED_OFFER_SELECTION');
    const app = (await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token, headers: b.headers })).body;
    const { offerChange } = await facts(b);
    expect(offerChange).toMatchObject({
      reason: 'VERIFIED_INCOME',
      before: { annualIncome: 150_000, lineAmount: app.amount },
      after: { annualIncome: 96_000 },
    });
    // Every revised offer keeps the debt-to-income within the program's maximum on the verified income.
    expect(offerChange!.after.dtiPercent).toBeLessThanOrEqual(MAX_DTI_PERCENT);
    expect(offerChange!.after.lineAmount).toBeLessThan(app.amount);
    for (const offer of app.offers) expect(offer.lineAmount).toBeLessThan(app.amount);
    // A counteroffer (Reg B form C-4, decision 054): the reasons, the bureau the decline notice would name, the creditor's agency.
    expect(offerChange!.counteroffer).toEqual({
      reasons: ['INCOME_INSUFFICIENT', 'EXCESSIVE_OBLIGATIONS'],
      bureau: applicationBureau(b.uuid),
      ecoaAgency: 'FTC',
    });
    // Choosing one moves the journey on, verified.
    await walk(sb, b, { until: 'IDENTITY_VERIFICATION' });
    expect(await state(b)).toBe('IDENTITY_VERIFICATION');
  });

  it('keeps the offer when the verified income is the stated one', async () => {
    const b = await registerBorrower(sb, { annualIncome: 96_000 });
    const { visited } = await walk(sb, b, { until: 'IDENTITY_VERIFICATION' });
    expect(visited).not.toContain('REVISED_OFFER_SELECTION');
  });

  it('declines for debt-to-income when not even the smallest line fits the verified income', async () => {
    // Income ending 111 verifies 70% of $40,111 ($28,000): the first mortgage alone takes more than 43% of it.
    const { b, state: at } = await reach({ annualIncome: 40_111 });
    expect(at).toBe('DECLINED');
    const { decision } = await facts(b);
    expect(decision).toMatchObject({ kind: 'DTI', reasons: ['EXCESSIVE_OBLIGATIONS'] });
    expect(decision!.dti!.percent).toBeGreaterThan(MAX_DTI_PERCENT);
  });

  it('Revalue: the home’s value came in lower after final title', async () => {
    const b = await registerBorrower(sb, { street1: '7 Revalue Road' });
    const { visited } = await walk(sb, b, { until: 'GEN_CLOSING_DISCLOSURE' });
    expect(visited).toContain('FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION');
    const { offerChange } = await facts(b);
    expect(offerChange?.reason).toBe('REVALUATION');
    expect(offerChange!.counteroffer).toBeNull();
    expect(offerChange!.after.homeValue).toBeLessThan(offerChange!.before.homeValue);
  });
});

describe('liens, inquiries and the payoff', () => {
  it('Lien: two liens whose balances are the mortgage the offers assumed; the attestation stores corrections, added liens, and its time', async () => {
    const b = await registerBorrower(sb, { street1: '7 Lien Road' });
    await walk(sb, b, { until: 'LIEN_VERIFICATION' });
    const { liens } = await facts(b);
    expect(liens?.liens).toHaveLength(2);
    expect(liens?.inquiries).toEqual([]);
    expect(liens?.attestedAt).toBeNull();
    const app = (await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token, headers: b.headers })).body;
    expect(liens!.liens.reduce((sum, l) => sum + l.balance, 0)).toBe(
      existingMortgageOf({ property: app.property, estimatedValue: app.estimatedValue }),
    );
    const unknown = await step(sb, b, 'liens', { attest: true, corrections: [{ lienUuid: 'not-a-lien', balance: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatch(/^corrections\.0\.lienUuid: /);
    const second = liens!.liens[1]!;
    const r = await step(sb, b, 'liens', {
      attest: true,
      corrections: [{ lienUuid: second.uuid, paidOff: true, note: 'Paid off in March' }],
      liens: [{ lender: 'County Tax Office', balance: 1_200 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await facts(b);
    expect(after.liens?.attestedAt).toBe(new Date(sb.clock.t).toISOString());
    expect((await stored(b)).liensAttestation).toMatchObject({
      corrections: [{ lienUuid: second.uuid, paidOff: true }],
      liens: [{ lender: 'County Tax Office', balance: 1_200 }],
    });
  });

  it('Inquiry: two recent inquiries to attest to, each answered', async () => {
    const b = await registerBorrower(sb, { street1: '7 Inquiry Road' });
    await walk(sb, b, { until: 'LIEN_VERIFICATION_INQUIRY' });
    const { liens } = await facts(b);
    expect(liens?.inquiries).toHaveLength(2);
    const [one, two] = liens!.inquiries;
    const r = await step(sb, b, 'liens', {
      attest: true,
      inquiries: [
        { inquiryUuid: one!.uuid, newDebt: false },
        { inquiryUuid: two!.uuid, newDebt: true, explanation: 'A car loan, $410 a month' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await stored(b)).liensAttestation).toMatchObject({
      inquiries: [
        { inquiryUuid: one!.uuid, newDebt: false },
        { inquiryUuid: two!.uuid, newDebt: true },
      ],
    });
    expect((await facts(b)).liens?.attestedAt).not.toBeNull();
  });

  it('Payoff: PAYOFF_REQUEST_PENDING waits for the borrower’s authorization of the named lien, then moves on', async () => {
    const b = await registerBorrower(sb, { street1: '7 Payoff Road' });
    await walk(sb, b, { until: 'PAYOFF_REQUEST_PENDING' });
    const { payoff } = await facts(b);
    expect(payoff).toMatchObject({
      lien: { kind: 'SECOND_MORTGAGE', position: 2 },
      quotedAmount: null,
      borrowerConfirmedAt: null,
    });
    // Waiting: time passes and nothing happens until the borrower authorizes.
    sb.clock.t += 10 * sb.deps.env.PIPELINE_DELAY_MS;
    expect(await state(b)).toBe('PAYOFF_REQUEST_PENDING');
    const wrong = await step(sb, b, 'payoffConfirm', { lienUuid: 'not-a-lien', authorize: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatch(/^lienUuid: /);
    const unauthorized = await step(sb, b, 'payoffConfirm', { lienUuid: payoff!.lien.uuid, authorize: false } as never);
    expect(unauthorized.status).toBe(400);
    const ok = await step(sb, b, 'payoffConfirm', { lienUuid: payoff!.lien.uuid, authorize: true });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const confirmed = (await facts(b)).payoff;
    expect(confirmed?.borrowerConfirmedAt).not.toBeNull();
    expect(confirmed!.quotedAmount!).toBeGreaterThan(payoff!.lien.balance);
    // Once authorized, a second authorization is out of order.
    expect((await step(sb, b, 'payoffConfirm', { lienUuid: payoff!.lien.uuid, authorize: true })).status).toBe(409);
    sb.clock.t += sb.deps.env.PIPELINE_DELAY_MS;
    expect(await state(b)).not.toBe('PAYOFF_REQUEST_PENDING');
  });
});

describe('valuation', () => {
  it('Noavm: no automated value; the fee is $180 paid at closing; an estimate fills it', async () => {
    const b = await registerBorrower(sb, { street1: '7 Noavm Road' });
    await walk(sb, b, { until: 'NO_AVM_FOUND' });
    expect((await facts(b)).valuation).toMatchObject({
      kind: null,
      required: false,
      fee: VALUATION_FEE_NO_AVM,
      feePaidBy: 'BORROWER_AT_CLOSING',
      value: null,
    });
    await step(sb, b, 'estimatedValue', { estimatedValue: 640_000 });
    expect((await facts(b)).valuation).toMatchObject({ kind: 'ESTIMATE', value: 640_000 });
  });

  it('Noavm: the borrower chooses a valuation instead (bpoOrder, the fee agreed) and comes back to the offers', async () => {
    const b = await registerBorrower(sb, { street1: '7 Noavm Road' });
    await walk(sb, b, { until: 'NO_AVM_FOUND' });
    const refused = await step(sb, b, 'bpoOrder', {
      contactName: 'Ann Lee',
      contactPhone: '4155550100',
      feeAccepted: false,
    } as never);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toContain(BPO_FEE_REQUIRED_MESSAGE);
    const ordered = await step(sb, b, 'bpoOrder', {
      contactName: 'Ann Lee',
      contactPhone: '4155550100',
      accessNotes: 'Gate code 4412',
      feeAccepted: true,
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.status).toMatchObject({ state: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });
    expect((await facts(b)).valuation).toMatchObject({
      kind: 'BPO',
      orderedAt: new Date(sb.clock.t).toISOString(),
      completedAt: null,
    });
    const { visited } = await walk(sb, b, { until: 'OFFER_SELECTION' });
    expect(visited).toEqual(['NAV_BPO_PROCESSING', 'WAITING_FOR_AVM_DATA', 'OFFER_SELECTION']);
    const v2 = (await facts(b)).valuation;
    expect(v2?.completedAt).not.toBeNull();
    expect(v2?.value).toBeGreaterThan(0);
  });

  it.each([
    ['Bpo', { street1: '7 Bpo Road' }],
    ['Texas', { state: 'TX' }],
  ])(
    '%s: a broker price opinion is required, the valuation fee paid by the borrower at closing',
    async (_name, input) => {
      const b = await registerBorrower(sb, input);
      await walk(sb, b, { until: 'BPO_ORDER_REQUEST' });
      expect((await facts(b)).valuation).toMatchObject({
        kind: 'BPO',
        required: true,
        fee: VALUATION_FEE_NO_AVM,
        feePaidBy: 'BORROWER_AT_CLOSING',
        orderedAt: null,
      });
    },
  );

  it('Resi: an evaluation is ordered and completes', async () => {
    const b = await registerBorrower(sb, { street1: '7 Resi Road' });
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    expect((await facts(b)).valuation).toMatchObject({
      kind: 'RESI_EVAL',
      required: false,
      fee: VALUATION_FEE_NO_AVM,
      propertyCondition: 'GOOD',
    });
  });
});

describe('the late payment', () => {
  it('Late: the creditor and days late; explained with a document, the section says when', async () => {
    const b = await registerBorrower(sb, { street1: '7 Late Road' });
    await walk(sb, b, { until: 'DELINQUENCY_REVIEW' });
    expect((await facts(b)).delinquency).toMatchObject({
      creditor: expect.any(String),
      daysLate: 30,
      explainedAt: null,
    });
    const short = await step(sb, b, 'delinquency', form({ explanation: 'Late.' }, []));
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toMatch(/^explanation: /);
    const tooMany = await step(
      sb,
      b,
      'delinquency',
      form(
        { explanation: 'A one-time late payment during a move.' },
        [1, 2, 3, 4].map((i) => ({ name: `letter-${i}.pdf`, blob: PDF() })),
      ),
    );
    expect(tooMany.status).toBe(400);
    const ok = await step(
      sb,
      b,
      'delinquency',
      form({ explanation: 'A one-time late payment during a move.' }, [{ name: 'bank-letter.pdf', blob: PDF() }]),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await facts(b)).delinquency?.explainedAt).toBe(new Date(sb.clock.t).toISOString());
  });
});

describe('ownership (Vesting)', () => {
  const CONDITIONS = (uuid: string) =>
    `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;

  it('Vesting: the review opens after the soft pull while the journey goes on; TRUST needs its name; the correction clears the condition', async () => {
    const b = await registerBorrower(sb, { street1: '7 Vesting Road' });
    const { state: s } = await walk(sb, b, { until: 'OFFER_SELECTION' });
    expect(s).toBe('OFFER_SELECTION');
    const f = await facts(b);
    expect(f.ownership).toMatchObject({ vestingOnTitle: 'JOINT', statedOwnership: 'SOLE', correctedAt: null });
    expect(f.ownership!.namesOnTitle).toContain('Ann Lee');
    expect(f.manualReviewSince).not.toBeNull();
    const open = (await sb.call('GET', CONDITIONS(b.uuid), { token: b.token, headers: b.headers })).body;
    expect(open).toEqual([
      expect.objectContaining({ categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW', actionNeeded: true }),
    ]);

    const noName = await step(sb, b, 'ownership', form({ ownership: 'TRUST' }, []));
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0]).toBe('trustName: Enter the name of the trust');
    const ok = await step(
      sb,
      b,
      'ownership',
      form({ ownership: 'TRUST', trustName: 'The Lee Family Trust' }, [
        { name: 'certificate-of-trust.pdf', blob: PDF() },
      ]),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.status.state).toBe('OFFER_SELECTION');
    expect((await facts(b)).ownership?.correctedAt).toBe(new Date(sb.clock.t).toISOString());
    const cleared = (await sb.call('GET', CONDITIONS(b.uuid), { token: b.token, headers: b.headers })).body;
    expect(cleared).toEqual([
      expect.objectContaining({ categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW', actionNeeded: false }),
    ]);
    // Nothing is under review any more.
    expect((await step(sb, b, 'ownership', form({ ownership: 'SOLE' }, []))).status).toBe(409);
  });

  it('without an ownership review the step is out of order (409)', async () => {
    const b = await registerBorrower(sb);
    const r = await step(sb, b, 'ownership', form({ ownership: 'SOLE' }, []));
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toMatch(/not available/);
  });
});
