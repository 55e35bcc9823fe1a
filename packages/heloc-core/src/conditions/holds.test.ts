import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BPO_FEE_REQUIRED_MESSAGE, PAYOFF_AUTHORIZE_MESSAGE, stepSchema } from '../contract/steps.js';
import {
  bpoOrderFormSchema,
  charactersLeft,
  delinquencyIntro,
  ESTIMATE_GUIDANCE,
  estimatedValueFormSchema,
  formatTypicalTime,
  HOLD_KINDS,
  holdKindOf,
  holdView,
  optionalFilesProblem,
  ownershipFormSchema,
  ownershipView,
  payoffView,
  TEXAS_VALUATION_REASON,
  valuationDetails,
  valuationOrderView,
} from './holds.js';
import { BPO_ORDER_STATES, BPO_PROCESSING_STATES, FINAL_TITLE_STATES } from '../journey/server-states.js';
import type { PayoffFacts, ValuationFacts } from '../underwriting/underwriting.js';

const valuation = (over: Partial<ValuationFacts> = {}): ValuationFacts => ({
  kind: 'BPO',
  required: true,
  fee: 180,
  feePaidBy: 'BORROWER_AT_CLOSING',
  orderedAt: null,
  completedAt: null,
  value: null,
  propertyCondition: null,
  ...over,
});
const payoff = (over: Partial<PayoffFacts> = {}): PayoffFacts => ({
  lien: {
    uuid: 'lien-1',
    lender: 'Evergreen Bank',
    kind: 'SECOND_MORTGAGE',
    position: 2,
    balance: 41_250,
    recordedOn: '2019-06-01',
    accountMask: '4410',
  },
  requestedAt: '2026-03-02T15:00:00.000Z',
  quotedAmount: null,
  goodThrough: null,
  borrowerConfirmedAt: null,
  ...over,
});

describe('holds', () => {
  it('gives every bpo/hold state its own explanation, a typical time and something to do', () => {
    for (const state of [...BPO_PROCESSING_STATES, ...FINAL_TITLE_STATES, ...BPO_ORDER_STATES]) {
      const view = holdView(holdKindOf(state));
      expect(view.happening.length, state).toBeGreaterThan(20);
      expect(view.youCanDo.length, state).toBeGreaterThan(0);
      expect(view.weWillEmail, state).toMatch(/email/);
    }
    expect(holdKindOf('NAV_RESI_EVAL_PROCESSING')).toBe('RESI_EVAL');
    expect(holdKindOf('NAV_BPO_PROCESSING')).toBe('VALUATION_PROCESSING');
    expect(holdKindOf('FINAL_TITLE_PULL')).toBe('FINAL_TITLE');
    expect(holdKindOf('PAYOFF_REQUEST_PENDING')).toBe('PAYOFF_STATEMENT');
  });

  it('says the typical times the decision records', () => {
    expect(formatTypicalTime(holdView('VALUATION_PROCESSING').typicalTime!)).toBe('3–5 business days');
    expect(formatTypicalTime(holdView('RESI_EVAL').typicalTime!)).toBe('1–3 business days');
    expect(formatTypicalTime(holdView('FINAL_TITLE').typicalTime!)).toBe('1–3 business days');
    expect(formatTypicalTime(holdView('PAYOFF_STATEMENT').typicalTime!)).toBe('5–10 business days');
    expect(formatTypicalTime({ minBusinessDays: 1, maxBusinessDays: 1 })).toBe('1 business day');
  });

  it('says an unacceptable condition ends in a notice with the reasons, and only then', () => {
    const view = holdView(holdKindOf('FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION'));
    expect(view.declineFollows).toBe(true);
    expect(view.happening).toMatch(/condition unacceptable/);
    expect(view.weWillEmail).toMatch(/notice with the reasons/);
    expect(HOLD_KINDS.filter((k) => holdView(k).declineFollows)).toEqual(['CONDITION_UNACCEPTABLE']);
  });
});

describe('the valuation order', () => {
  it('states the $180 fee and that the borrower pays it at closing', () => {
    const view = valuationOrderView(valuation(), false);
    expect(view.feeText).toBe('The valuation fee is $180.');
    expect(view.whoPays).toMatch(/at closing/);
    expect(view.feeLabel).toBe('I agree to the $180 valuation fee, paid at closing');
    expect(view.texasReason).toBeNull();
  });

  it('says when the lender pays instead', () => {
    expect(valuationOrderView(valuation({ feePaidBy: 'LENDER' }), false).whoPays).toMatch(/no cost to you/);
  });

  it('gives Texas its reason: the fair-market-value acknowledgment of art. XVI §50(a)(6)(Q)(ix)', () => {
    const view = valuationOrderView(valuation(), true);
    expect(view.texasReason).toBe(TEXAS_VALUATION_REASON);
    expect(view.texasReason).toMatch(/50\(a\)\(6\)\(Q\)\(ix\)/);
    expect(view.title).toMatch(/condition/);
  });

  it('checks the form as the step does, fee message included', () => {
    const out = v.safeParse(bpoOrderFormSchema, {
      contactName: 'Ann Lee',
      contactPhone: '(415) 555-0100',
      accessNotes: '',
      feeAccepted: false,
    });
    expect(out.issues?.map((i) => i.message)).toEqual([BPO_FEE_REQUIRED_MESSAGE]);
    expect(bpoOrderFormSchema).toBe(stepSchema('bpoOrder'));
  });
});

describe('the estimate', () => {
  it('says the range the step accepts', () => {
    expect(ESTIMATE_GUIDANCE.range).toBe('Enter a value between $50,000 and $20,000,000.');
    expect(v.safeParse(estimatedValueFormSchema, { estimatedValue: 49_999 }).issues?.[0]?.message).toBe(
      'Must be at least $50,000',
    );
    expect(v.safeParse(estimatedValueFormSchema, { estimatedValue: 20_000_000 }).success).toBe(true);
    expect(v.safeParse(estimatedValueFormSchema, { estimatedValue: '' }).issues?.[0]?.message).toBe('Required');
  });
});

describe('the payoff', () => {
  it('asks for the authorization until it is given', () => {
    const view = payoffView(payoff());
    expect(view.mustAuthorize).toBe(true);
    expect(view.lienLabel).toBe('Evergreen Bank second mortgage ending 4410');
    expect(view.balanceText).toBe('$41,250');
    expect(view.quoteText).toBeNull();
    expect(view.hold.youCanDo[0]).toBe('Authorize the payoff below.');
    expect(
      v.safeParse(stepSchema('payoffConfirm'), { lienUuid: 'lien-1', authorize: false }).issues?.[0]?.message,
    ).toBe(PAYOFF_AUTHORIZE_MESSAGE);
  });

  it('shows the quote and its good-through date once in', () => {
    const view = payoffView(
      payoff({ borrowerConfirmedAt: '2026-03-02T16:00:00.000Z', quotedAmount: 41_612.37, goodThrough: '2026-03-20' }),
    );
    expect(view.mustAuthorize).toBe(false);
    expect(view.quoteText).toBe('$41,612.37 good through 03/20/2026');
    expect(view.hold.youCanDo).not.toContain('Authorize the payoff below.');
  });
});

describe('delinquency and ownership', () => {
  it('names the creditor, the days late and the date', () => {
    expect(
      delinquencyIntro({
        creditor: 'Evergreen Bank',
        accountMask: '4410',
        daysLate: 60,
        reportedOn: '2025-11-01',
        explainedAt: null,
      }),
    ).toBe('Evergreen Bank (account ending 4410) reported a payment 60 days late on 11/01/2025.');
    expect(delinquencyIntro(null)).toMatch(/late payment/);
  });

  it('counts the characters left, and over', () => {
    expect(charactersLeft('abc')).toBe('997 of 1000 characters left');
    expect(charactersLeft('x'.repeat(1003))).toBe('3 characters over the 1000 limit');
  });

  it('shows the names and vesting on title', () => {
    expect(
      ownershipView({
        namesOnTitle: ['Ann Lee', 'Bo Lee'],
        vestingOnTitle: 'JOINT',
        statedOwnership: 'SOLE',
        correctedAt: null,
      }),
    ).toEqual({ namesOnTitle: ['Ann Lee', 'Bo Lee'], vestingOnTitle: 'Joint owners', stated: 'Only me' });
    expect(ownershipView(null)).toBeNull();
  });

  it('asks a trust for its name, and no one else', () => {
    expect(v.safeParse(ownershipFormSchema, { ownership: 'TRUST', trustName: ' ' }).issues?.[0]?.message).toBe(
      'Enter the trust’s name as it appears on title',
    );
    expect(v.safeParse(ownershipFormSchema, { ownership: 'JOINT', trustName: '' }).success).toBe(true);
    expect(v.safeParse(ownershipFormSchema, { ownership: '', trustName: '' }).issues?.[0]?.message).toBe('Required');
  });
});

describe('optional documents', () => {
  it('accepts none, and otherwise asks what any upload asks', () => {
    expect(optionalFilesProblem([])).toBeNull();
    expect(optionalFilesProblem([{ checking: true, problem: null }])).toMatch(/still being checked/);
    expect(optionalFilesProblem([{ checking: false, problem: null }])).toBeNull();
    expect(optionalFilesProblem(Array.from({ length: 4 }, () => ({ checking: false, problem: null })))).toBe(
      'Upload at most 3 files.',
    );
  });
});

describe('valuation details', () => {
  it('adds the order date, then what the valuation found', () => {
    expect(valuationDetails(null)).toEqual([]);
    expect(valuationDetails(valuation({ orderedAt: '2026-03-02T15:00:00.000Z' }))).toEqual([
      { label: 'Ordered', value: '03/02/2026' },
    ]);
    expect(
      valuationDetails(
        valuation({
          orderedAt: '2026-03-02T15:00:00.000Z',
          completedAt: '2026-03-05T15:00:00.000Z',
          value: 512_000,
          propertyCondition: 'POOR',
        }),
      ).map((d) => d.value),
    ).toEqual(['03/02/2026', '03/05/2026', '$512,000', 'POOR']);
  });
});
