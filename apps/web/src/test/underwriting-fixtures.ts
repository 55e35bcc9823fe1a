/** Underwriting facts for the hold, review and decline screens' stories and tests (the server's answer shapes). */
import {
  adverseActionNotice,
  type CreditFreezeFacts,
  type DecisionFacts,
  type LenderContact,
  type UnderwritingResponse,
} from '@heloc/core';

export const STORY_LENDER: LenderContact = {
  name: 'Story Lender, Inc.',
  address: '100 Main Street, Springfield, IL 62701',
  phone: '(800) 555-0100',
};

const decided = '2026-11-20T15:30:00.000Z';
const reapply = '2027-02-18T15:30:00.000Z';

export const DECISIONS = {
  UNDERWRITING: {
    kind: 'UNDERWRITING',
    decidedAt: decided,
    reasons: ['INCOME_INSUFFICIENT'],
    creditScore: null,
    bureau: 'EQUIFAX',
    dti: null,
    statedIncome: 18_000,
    ecoaAgency: 'FTC',
    reapplyAfter: reapply,
  },
  PROPERTY_CONDITION: {
    kind: 'PROPERTY_CONDITION',
    decidedAt: decided,
    reasons: ['COLLATERAL_CONDITION'],
    creditScore: null,
    bureau: 'TRANSUNION',
    dti: null,
    statedIncome: null,
    ecoaAgency: 'FTC',
    reapplyAfter: null,
  },
  DTI: {
    kind: 'DTI',
    decidedAt: decided,
    reasons: ['EXCESSIVE_OBLIGATIONS', 'INCOME_INSUFFICIENT'],
    creditScore: null,
    bureau: 'EQUIFAX',
    dti: { percent: 52.4, maxPercent: 43 },
    statedIncome: 25_000,
    ecoaAgency: 'FTC',
    reapplyAfter: reapply,
  },
  CREDIT_SCORE: {
    kind: 'CREDIT_SCORE',
    decidedAt: decided,
    reasons: ['CREDIT_SCORE', 'DELINQUENT_OBLIGATIONS'],
    creditScore: {
      score: 582,
      rangeMin: 300,
      rangeMax: 850,
      keyFactors: [
        'Serious delinquency',
        'Proportion of balances to credit limits is too high',
        'Length of time accounts have been established',
        'Too many accounts with balances',
      ],
      createdAt: '2026-11-19T10:00:00.000Z',
      bureau: 'EXPERIAN',
      model: 'FICO Score 8',
    },
    bureau: 'EXPERIAN',
    dti: null,
    statedIncome: null,
    ecoaAgency: 'CFPB',
    reapplyAfter: reapply,
  },
} satisfies Record<DecisionFacts['kind'], DecisionFacts>;

export const noticeFor = (
  kind: DecisionFacts['kind'],
  over: Partial<DecisionFacts> = {},
  lender: LenderContact = STORY_LENDER,
) => adverseActionNotice({ ...DECISIONS[kind], ...over }, lender);

export const freezeFacts = (over: Partial<CreditFreezeFacts> = {}): CreditFreezeFacts => ({
  pull: 'SOFT',
  bureau: 'EQUIFAX',
  withPin: false,
  incorrectPinAttempts: 0,
  ...over,
});

export const underwritingFacts = (over: Partial<UnderwritingResponse> = {}): UnderwritingResponse => ({
  decision: null,
  creditFreeze: null,
  offerChange: null,
  liens: null,
  payoff: null,
  valuation: null,
  delinquency: null,
  ownership: null,
  manualReviewSince: null,
  ...over,
});
