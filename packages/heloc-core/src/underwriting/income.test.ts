import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../entities.js';
import { FALLBACK_GUARDS, type FallbackFacts } from '../journey/fallback-guards.js';
import { EMPLOYER_CONTACT_REQUIRED, employerSchema } from './employer.js';
import { employmentLabel } from '../enums.js';
import { incomeReview, incomeUpload, isIncomeUploadType } from './income.js';
import { isCataloguedScreen } from '../journey/routes.js';
import { stepSchema } from '../contract/steps.js';
import { arbConditions, arbFallbackFacts, STEP_BODY_ARBITRARIES } from '../testing/arbitraries.js';

const facts = (heloc: Partial<FallbackFacts['heloc']> = {}): FallbackFacts => ({
  heloc: { uuid: 'a', ...heloc },
  profile: {},
});
const paystubCondition = (n: number | null, extra: Partial<Condition> = {}): Condition => ({
  uuid: 'c',
  created: '2026-01-01T00:00:00Z',
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  xtraData: { numDocsRequired: n },
  ...extra,
});
const needsPaystubs = { status: { manualPaystubUpload: true, manualPaystubTasksComplete: false } };

describe('incomeReview', () => {
  it('offers an employed borrower payroll, bank deposits and paystubs, in that order', () => {
    const review = incomeReview(facts({ incomeSources: [{ type: 'OTHER', employmentType: 'FULL_TIME' }] }), [], {
      annualIncome: 150000,
      employmentType: 'FULL_TIME',
      employerName: null,
    });
    expect(review.kind).toBe('choose');
    expect(review.kind === 'choose' && review.ways.map((w) => [w.type, w.action, w.screen])).toEqual([
      ['TRUV_PAYROLL', 'link', 'income/link/TRUV_PAYROLL'],
      ['PLAID_TRANSACTIONS', 'link', 'income/link/PLAID_TRANSACTIONS'],
      ['MANUAL_PAYSTUB', 'upload', 'income/upload/MANUAL_PAYSTUB'],
    ]);
    // The stated income is not a source yet.
    expect(review.sources).toEqual([]);
  });

  it('offers a self-employed borrower tax records or bank deposits, never payroll', () => {
    const review = incomeReview(facts({ incomeSources: [{ type: 'OTHER', employmentType: 'SELF_EMPLOYED' }] }));
    expect(review).toMatchObject({ kind: 'choose', selfEmployed: true });
    expect(review.kind === 'choose' && review.ways.map((w) => w.type)).toEqual([
      'POINTSERV_TAX',
      'PLAID_TRANSACTIONS',
      'POINTSERV_TAX',
    ]);
  });

  it('offers a retired borrower bank deposits or tax returns', () => {
    const review = incomeReview(facts(), [], { annualIncome: 90000, employmentType: 'RETIRED', employerName: null });
    expect(review.kind === 'choose' && review.ways.map((w) => `${w.action}:${w.type}`)).toEqual([
      'link:PLAID_TRANSACTIONS',
      'upload:POINTSERV_TAX',
    ]);
  });

  it('makes the paystub upload the only way while the paystub condition is open, with how many and why', () => {
    const review = incomeReview(
      facts({ ...needsPaystubs, incomeSources: [{ type: 'TRUV_PAYROLL', employmentType: 'FULL_TIME' }] }),
      [paystubCondition(2, { commentsToBorrower: 'Upload your two most recent paystubs.' })],
    );
    expect(review).toMatchObject({
      kind: 'paystubs',
      required: 2,
      explanation: 'Upload your two most recent paystubs.',
    });
    expect(review.kind === 'paystubs' && review.ways.map((w) => [w.title, w.screen])).toEqual([
      ['Upload 2 paystubs', 'income/upload/MANUAL_PAYSTUB'],
    ]);
    expect(review.sources).toEqual([
      { type: 'TRUV_PAYROLL', label: 'Payroll provider', status: 'Received, being checked' },
    ]);
  });

  it('explains the paystubs itself when the condition says nothing, and defaults to one', () => {
    const review = incomeReview(facts(needsPaystubs));
    expect(review).toMatchObject({
      kind: 'paystubs',
      required: 1,
      explanation:
        'We could not confirm your income from what was linked. Upload your most recent paystub to finish this step.',
    });
  });

  it('has nothing to ask once income is verified', () => {
    const review = incomeReview(
      facts({
        ...needsPaystubs,
        status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
        incomeSources: [{ type: 'PLAID_TRANSACTIONS' }],
      }),
    );
    expect(review).toEqual({
      kind: 'verified',
      sources: [{ type: 'PLAID_TRANSACTIONS', label: 'Bank deposits', status: 'Verified' }],
    });
  });

  it('follows the fallback guards for every application: verified, paystubs, or a catalogued way to choose', () => {
    fc.assert(
      fc.property(arbFallbackFacts, arbConditions, (f, conditions) => {
        const review = incomeReview(f, conditions);
        if (FALLBACK_GUARDS.isIncomeVerified.test(f)) expect(review.kind).toBe('verified');
        else if (FALLBACK_GUARDS.needsManualPaystubs.test(f)) {
          expect(review.kind).toBe('paystubs');
          if (review.kind === 'paystubs') expect(review.required).toBeGreaterThanOrEqual(1);
        } else {
          expect(review.kind).toBe('choose');
          if (review.kind === 'choose') {
            expect(review.ways.length).toBeGreaterThanOrEqual(2);
            for (const way of review.ways) expect(isCataloguedScreen(way.screen), way.screen).toBe(true);
            for (const way of review.ways) if (way.action === 'upload') expect(incomeUpload(way.type)).toBeDefined();
          }
        }
        for (const source of review.sources) expect(source.label).not.toBe('');
      }),
    );
  });
});

describe('incomeUpload', () => {
  it('asks for the paystubs the condition says, titled by how many', () => {
    expect(incomeUpload('MANUAL_PAYSTUB', [paystubCondition(2)])).toMatchObject({
      title: 'Upload Documents',
      what: 'Upload your 2 most recent paystubs.',
      required: 2,
    });
    expect(incomeUpload('MANUAL_PAYSTUB', [paystubCondition(null)])).toMatchObject({
      title: 'Upload Document',
      what: 'Upload your most recent paystub.',
      required: 1,
    });
    expect(incomeUpload('MANUAL_PAYSTUB')).toMatchObject({ required: 1 });
  });

  it('asks a self-employed borrower for two years of tax returns', () => {
    expect(incomeUpload('POINTSERV_TAX')).toMatchObject({ title: 'Upload Documents', required: 2 });
  });

  it('has no upload for a type that is linked, or unknown', () => {
    expect(incomeUpload('TRUV_PAYROLL')).toBeUndefined();
    expect(incomeUpload('<script>')).toBeUndefined();
    expect(isIncomeUploadType('MANUAL_PAYSTUB')).toBe(true);
    expect(isIncomeUploadType('PLAID_TRANSACTIONS')).toBe(false);
  });
});

describe('employmentLabel', () => {
  it('reads the registration choice back in its words', () => {
    expect(employmentLabel('SELF_EMPLOYED')).toBe('Self-employed');
    expect(employmentLabel(undefined)).toBe('Not given');
    expect(employmentLabel('constructor')).toBe('Not given'); // own keys only
  });
});

describe('employerSchema', () => {
  const base = { employerName: 'Acme Corp', jobTitle: 'Engineer', startDate: '2019-03-01' };
  const issues = (input: unknown, today?: string) => {
    const r = v.safeParse(employerSchema(today), input);
    return r.success
      ? {}
      : Object.fromEntries(r.issues.map((i) => [i.path?.map((p) => String(p.key)).join('.') ?? '', i.message]));
  };

  it('takes a phone, an email or both, and normalises them', () => {
    expect(v.parse(employerSchema('2026-01-01'), { ...base, employerPhone: '(415) 555-0100' })).toEqual({
      ...base,
      employerPhone: '4155550100',
      employerEmail: undefined,
    });
    expect(v.parse(employerSchema(), { ...base, employerPhone: '', employerEmail: 'HR@Acme.com' })).toEqual({
      ...base,
      employerPhone: undefined,
      employerEmail: 'hr@acme.com',
    });
  });

  it('asks for at least one way to reach the employer, on the phone field', () => {
    expect(issues({ ...base, employerPhone: '', employerEmail: ' ' })).toEqual({
      employerPhone: EMPLOYER_CONTACT_REQUIRED,
    });
  });

  it('names each wrong field with the field rules’ messages', () => {
    expect(
      issues({ employerName: '', jobTitle: '', startDate: 'March', employerPhone: '555', employerEmail: 'hr@' }),
    ).toEqual({
      employerName: 'Required',
      jobTitle: 'Required',
      startDate: 'Must be a date',
      employerPhone: 'Must be a 10-digit US phone number',
      employerEmail: 'Must be a valid email',
    });
  });

  it('refuses a start date after today only when it knows today', () => {
    expect(issues({ ...base, startDate: '2026-02-01', employerPhone: '4155550100' }, '2026-01-31')).toEqual({
      startDate: 'Cannot be in the future',
    });
    expect(issues({ ...base, startDate: '2026-01-31', employerPhone: '4155550100' }, '2026-01-31')).toEqual({});
    expect(issues({ ...base, startDate: '2099-01-01', employerPhone: '4155550100' })).toEqual({});
  });

  it('is the employer step’s body, and the shared arbitrary only makes bodies it accepts', () => {
    fc.assert(
      fc.property(STEP_BODY_ARBITRARIES.employer, (body) => {
        expect(v.safeParse(stepSchema('employer'), body).success).toBe(true);
      }),
    );
  });
});
