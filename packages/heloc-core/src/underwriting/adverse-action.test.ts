import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  adverseActionNotice,
  COUNTEROFFER_ACTION_TAKEN,
  counterofferNotice,
  CREDIT_BUREAU_CONTACTS,
  DECLINE_REASON_TEXT,
  ECOA_AGENCY_CONTACTS,
  ECOA_NOTICE_TEXT,
  MAX_PRINCIPAL_REASONS,
} from './adverse-action.js';
import { arbCounterofferFacts, arbIsoDateTime, arbOfferBasis } from '../testing/arbitraries.js';
import { VERIFIED_INCOME_COUNTEROFFER_REASONS } from './verified-income.js';
import {
  CREDIT_BUREAUS,
  DECLINE_KINDS,
  DECLINE_REASONS,
  ECOA_AGENCIES,
  counterofferFactsSchema,
  decisionFactsSchema,
  offerChangeFactsSchema,
  type DecisionFacts,
  type OfferBasis,
} from './underwriting.js';

const lender = {
  name: 'Homestead Line, Inc.',
  address: '100 Market Street, Suite 400, San Francisco, CA 94105',
  phone: '(888) 819-6388',
};
const base: DecisionFacts = {
  kind: 'UNDERWRITING',
  decidedAt: '2026-11-20T15:30:00.000Z',
  reasons: ['INCOME_INSUFFICIENT'],
  creditScore: null,
  bureau: 'EQUIFAX',
  dti: null,
  statedIncome: 18_000,
  ecoaAgency: 'FTC',
  reapplyAfter: '2027-02-18T15:30:00.000Z',
};
const score = {
  score: 582,
  rangeMin: 300,
  rangeMax: 850,
  keyFactors: [
    'Serious delinquency',
    'Proportion of balances to credit limits is too high',
    'Too many inquiries last 12 months',
    'Length of time accounts have been established',
    'Number of accounts with delinquency',
  ],
  createdAt: '2026-11-19T10:00:00.000Z',
  bureau: 'EXPERIAN' as const,
  model: 'FICO Score 8',
};

describe('adverseActionNotice', () => {
  it('states the action taken, the date, the lender and the reasons in form C-1 wording', () => {
    const n = adverseActionNotice(base, lender);
    expect(n.title).toBe('We’re unable to offer you a line of credit right now');
    expect(n.noticeDate).toBe('11/20/2026');
    expect(n.lender).toEqual(lender);
    expect(n.actionTaken).toContain('Homestead Line, Inc.');
    expect(n.actionTaken).toContain('we cannot approve it');
    expect(n.reasons).toEqual(['Income insufficient for amount of credit requested']);
    expect(n.facts).toEqual(['The annual income on your application: $18,000.']);
    expect(n.scoreDisclosure).toBeNull();
    expect(n.reapplyAfter).toBe('02/18/2027');
    expect(n.nextSteps[0]).toBe('You can apply again on or after 02/18/2027.');
    expect(n.nextSteps.join(' ')).toContain('include all of your income');
  });

  it('gives the FCRA §615(a) notice with the bureau’s published name, address and toll-free number', () => {
    const n = adverseActionNotice(base, lender);
    expect(n.bureauNotice.bureau).toEqual({
      name: 'Equifax Information Services LLC',
      address: 'P.O. Box 740241, Atlanta, GA 30374-0241',
      phone: '1-800-685-1111',
      website: 'https://www.equifax.com',
    });
    const text = n.bureauNotice.paragraphs.join(' ');
    expect(text).toContain('played no part in our decision');
    expect(text).toContain('free copy of your report');
    expect(text).toContain('60 days');
    expect(text).toContain('right to dispute');
    expect(CREDIT_BUREAU_CONTACTS.TRANSUNION.phone).toBe('1-800-888-4213');
    expect(CREDIT_BUREAU_CONTACTS.EXPERIAN.address).toBe('P.O. Box 2002, Allen, TX 75013');
  });

  it('names the Appendix A agency in the ECOA §1002.9(b)(1) notice', () => {
    for (const agency of ECOA_AGENCIES) {
      const n = adverseActionNotice({ ...base, ecoaAgency: agency }, lender);
      expect(n.ecoaNotice.text).toMatch(
        /^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating/,
      );
      expect(n.ecoaNotice.agency).toBe(ECOA_AGENCY_CONTACTS[agency]);
    }
    expect(ECOA_AGENCY_CONTACTS.NCUA.address).toBe('1775 Duke Street, Alexandria, VA 22314');
    expect(ECOA_AGENCY_CONTACTS.CFPB.address).toBe('1700 G Street NW, Washington, DC 20552');
  });

  it('discloses the score used: score, range, every key factor given, date, bureau and model', () => {
    const n = adverseActionNotice(
      {
        ...base,
        kind: 'CREDIT_SCORE',
        reasons: ['CREDIT_SCORE', 'DELINQUENT_OBLIGATIONS'],
        creditScore: score,
        bureau: 'EXPERIAN',
        statedIncome: null,
      },
      lender,
    );
    expect(n.title).toBe('We’re unable to offer a line of credit based on your credit score');
    expect(n.scoreDisclosure).toMatchObject({
      score: 582,
      range: 'Scores range from a low of 300 to a high of 850.',
      createdOn: '11/19/2026',
      source: 'Experian',
      model: 'FICO Score 8',
    });
    expect(n.scoreDisclosure?.keyFactors).toHaveLength(5);
    expect(n.bureauNotice.bureau.name).toBe('Experian');
    // Comment 9(b)(2)-4: a bare "score too low" is not a specific reason; the line points at the factors.
    expect(n.reasons[0]).toContain('key factors');
    expect(n.nextSteps.join(' ')).toContain('Get your free credit report from Experian');
    expect(n.nextSteps.join(' ')).toContain('dispute it with the bureau');
  });

  it('shows the DTI figures and says to pay down debts or add income for a DTI decline', () => {
    const n = adverseActionNotice(
      {
        ...base,
        kind: 'DTI',
        reasons: ['EXCESSIVE_OBLIGATIONS'],
        dti: { percent: 52.4, maxPercent: 43 },
        statedIncome: 25_000,
      },
      lender,
    );
    expect(n.title).toBe('We’re unable to offer a line of credit with your current debts and income');
    expect(n.facts).toEqual([
      'Your debt-to-income ratio: 52.4%. The most this line of credit allows: 43.0%.',
      'The annual income on your application: $25,000.',
    ]);
    expect(n.reasons).toEqual(['Excessive obligations in relation to income']);
    expect(n.nextSteps.join(' ')).toMatch(/Pay down the balances.*Add any income/);
  });

  it('explains a decline for the property’s condition and how to come back', () => {
    const n = adverseActionNotice(
      {
        ...base,
        kind: 'PROPERTY_CONDITION',
        reasons: ['COLLATERAL_CONDITION'],
        statedIncome: null,
        reapplyAfter: null,
      },
      lender,
    );
    expect(n.title).toBe('We’re unable to offer a line of credit on this property');
    expect(n.reasons).toEqual([DECLINE_REASON_TEXT.COLLATERAL_CONDITION]);
    expect(n.reapplyAfter).toBeNull();
    expect(n.nextSteps).toEqual([
      'Once the property is repaired, you can apply again: a new valuation will be ordered then.',
    ]);
  });

  fcTest.prop([
    fc.record({
      kind: fc.constantFrom(...DECLINE_KINDS),
      reasons: fc.array(fc.constantFrom(...DECLINE_REASONS), { minLength: 1, maxLength: 8 }),
      bureau: fc.constantFrom(...CREDIT_BUREAUS),
      ecoaAgency: fc.constantFrom(...ECOA_AGENCIES),
    }),
  ])(
    'always gives 1–4 distinct reasons, a next step and every required notice',
    ({ kind, reasons, bureau, ecoaAgency }) => {
      const n = adverseActionNotice(
        { ...base, kind, reasons: reasons as DecisionFacts['reasons'], bureau, ecoaAgency },
        lender,
      );
      expect(n.reasons.length).toBeGreaterThanOrEqual(1);
      expect(n.reasons.length).toBeLessThanOrEqual(MAX_PRINCIPAL_REASONS);
      expect(new Set(n.reasons).size).toBe(n.reasons.length);
      expect(n.nextSteps.length).toBeGreaterThan(0);
      expect(n.bureauNotice.bureau).toBe(CREDIT_BUREAU_CONTACTS[bureau]);
      expect(n.ecoaNotice.agency.address).not.toBe('');
    },
  );

  it('accepts what the contract schema accepts', () => {
    expect(v.safeParse(decisionFactsSchema, base).success).toBe(true);
  });
});

describe('counterofferNotice (Reg B form C-4)', () => {
  const before: OfferBasis = {
    homeValue: 600_000,
    existingLiens: 270_000,
    cltvPercent: 83.7,
    dtiPercent: 49.2,
    lineAmount: 232_000,
    aprPercent: 8.9,
    annualIncome: 150_000,
    lienPosition: 2,
  };
  const change = {
    changedAt: '2026-11-20T15:30:00.000Z',
    before,
    counteroffer: {
      reasons: [...VERIFIED_INCOME_COUNTEROFFER_REASONS],
      bureau: 'TRANSUNION' as const,
      ecoaAgency: 'FTC' as const,
    },
  };
  const offers = [
    { lineAmount: 121_000, aprPercent: 8.9, termYears: 10 },
    { lineAmount: 114_000, aprPercent: 9.45, termYears: 15 },
  ];

  it('states the action taken with the terms requested and the terms that can be offered, dated the day of the change', () => {
    const notice = counterofferNotice({ change, offers, lender });
    expect(notice.kind).toBe('COUNTEROFFER');
    expect(notice.noticeDate).toBe('11/20/2026');
    expect(notice.lender).toEqual(lender);
    expect(notice.requested).toBe('You applied to Homestead Line, Inc. for a $232,000 line of credit at 8.90% APR.');
    expect(notice.actionTaken).toBe(
      'We are unable to offer you credit on the terms you requested, but can offer you credit on the following terms:',
    );
    expect(notice.terms).toEqual([
      'A $121,000 line of credit at 8.90% APR, with a 10-year term.',
      'A $114,000 line of credit at 9.45% APR, with a 15-year term.',
    ]);
  });

  it('gives the verified-income reasons in form C-1 wording, the bureau notice and the ECOA notice with the agency', () => {
    const notice = counterofferNotice({ change, offers, lender });
    expect(notice.reasons).toEqual([
      'Income insufficient for amount of credit requested',
      'Excessive obligations in relation to income',
    ]);
    expect(notice.bureauNotice.bureau).toEqual(CREDIT_BUREAU_CONTACTS.TRANSUNION);
    expect(notice.bureauNotice.paragraphs.join(' ')).toContain(
      'played no part in our decision and is unable to supply specific reasons why we could not offer you credit on the terms you requested.',
    );
    expect(notice.bureauNotice.paragraphs.join(' ')).toContain('no later than 60 days after you receive this notice');
    expect(notice.bureauNotice.paragraphs.join(' ')).toContain(
      'the right to dispute the matter with the reporting agency',
    );
    expect(notice.ecoaNotice).toEqual({ text: ECOA_NOTICE_TEXT, agency: ECOA_AGENCY_CONTACTS.FTC });
    expect(ECOA_NOTICE_TEXT).toMatch(
      /^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants/,
    );
  });

  it('the decline notice keeps its own bureau sentence', () => {
    expect(adverseActionNotice(base, lender).bureauNotice.paragraphs[1]).toBe(
      'The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you.',
    );
  });

  it('the offer-change facts carry the counteroffer, and facts without one still read', () => {
    const facts = {
      reason: 'VERIFIED_INCOME',
      changedAt: change.changedAt,
      before,
      after: { ...before, annualIncome: 96_000, lineAmount: 121_000 },
    };
    expect(v.parse(offerChangeFactsSchema, { ...facts, counteroffer: change.counteroffer }).counteroffer).toEqual(
      change.counteroffer,
    );
    expect(v.is(offerChangeFactsSchema, facts)).toBe(true);
    expect(v.is(counterofferFactsSchema, { ...change.counteroffer, reasons: [] })).toBe(false);
  });

  fcTest.prop([
    arbCounterofferFacts,
    arbOfferBasis,
    arbIsoDateTime,
    fc.array(
      fc.record({
        lineAmount: fc.integer({ min: 0, max: 1_000_000 }),
        aprPercent: fc.double({ min: 0, max: 30, noNaN: true }),
        termYears: fc.integer({ min: 1, max: 30 }),
      }),
      { maxLength: 3 },
    ),
  ])(
    'for any facts: the C-4 statement, at most four distinct reasons in order, the named bureau and agency, one line per distinct offer',
    (counteroffer, basis, changedAt, terms) => {
      expect(v.is(counterofferFactsSchema, counteroffer)).toBe(true);
      const notice = counterofferNotice({ change: { changedAt, before: basis, counteroffer }, offers: terms, lender });
      expect(notice.actionTaken).toBe(COUNTEROFFER_ACTION_TAKEN);
      expect(notice.reasons).toEqual(
        [...new Set(counteroffer.reasons)].slice(0, MAX_PRINCIPAL_REASONS).map((r) => DECLINE_REASON_TEXT[r]),
      );
      expect(new Set(notice.reasons).size).toBe(notice.reasons.length);
      expect(notice.bureauNotice.bureau).toBe(CREDIT_BUREAU_CONTACTS[counteroffer.bureau]);
      expect(notice.bureauNotice.paragraphs).toHaveLength(4);
      expect(notice.ecoaNotice.agency).toBe(ECOA_AGENCY_CONTACTS[counteroffer.ecoaAgency]);
      expect(notice.terms.length).toBeLessThanOrEqual(terms.length);
      expect(notice.noticeDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    },
  );
});
