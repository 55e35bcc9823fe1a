/** Underwriting facts for the offer-change and lien screens' stories and tests (issue 12). */
import type { LienFacts, OfferBasis, OfferChangeFacts } from '@heloc/core';

const BEFORE: OfferBasis = {
  homeValue: 500_000,
  existingLiens: 250_000,
  cltvPercent: 74,
  dtiPercent: 32,
  lineAmount: 120_000,
  aprPercent: 8.9,
  annualIncome: 120_000,
  lienPosition: 2,
};

export const OFFER_CHANGES = {
  /** The sandbox's "Winback" street: title found a second loan, so this line sits third and the CLTV rose. */
  lienPosition: {
    reason: 'LIEN_POSITION_CLTV',
    changedAt: '2026-11-20T15:00:00.000Z',
    before: BEFORE,
    after: {
      ...BEFORE,
      existingLiens: 310_000,
      cltvPercent: 80,
      lineAmount: 90_000,
      aprPercent: 9.45,
      lienPosition: 3,
    },
  },
  /** REVISED_OFFER_SELECTION: the verified income was lower than stated. */
  verifiedIncome: {
    reason: 'VERIFIED_INCOME',
    changedAt: '2026-11-20T15:00:00.000Z',
    before: BEFORE,
    after: { ...BEFORE, annualIncome: 84_000, dtiPercent: 44.5, lineAmount: 75_000 },
    // A counteroffer: the notice's reasons, the bureau whose report gave the debts, the creditor's agency.
    counteroffer: { reasons: ['INCOME_INSUFFICIENT', 'EXCESSIVE_OBLIGATIONS'], bureau: 'EXPERIAN', ecoaAgency: 'FTC' },
  },
  /** OFFER_SELECTION from signing: the final valuation came in lower. */
  revaluation: {
    reason: 'REVALUATION',
    changedAt: '2026-11-20T15:00:00.000Z',
    before: BEFORE,
    after: { ...BEFORE, homeValue: 440_000, cltvPercent: 84.1, lineAmount: 100_000 },
  },
} as const satisfies Record<string, OfferChangeFacts>;

export const LIEN_FACTS = {
  twoLiens: {
    liens: [
      {
        uuid: 'lien-1',
        lender: 'Acme Mortgage',
        kind: 'FIRST_MORTGAGE',
        position: 1,
        balance: 250_000,
        recordedOn: '2018-03-02',
        accountMask: '4411',
      },
      {
        uuid: 'lien-2',
        lender: 'Second Street Credit Union',
        kind: 'HELOC',
        position: 2,
        balance: 42_500,
        recordedOn: '2021-06-14',
        accountMask: null,
      },
    ],
    inquiries: [],
    attestedAt: null,
  },
  /** The sandbox's "Inquiry" street: inquiryAttestNeeded, two recent hard inquiries. */
  withInquiries: {
    liens: [
      {
        uuid: 'lien-1',
        lender: 'Acme Mortgage',
        kind: 'FIRST_MORTGAGE',
        position: 1,
        balance: 250_000,
        recordedOn: '2018-03-02',
        accountMask: '4411',
      },
    ],
    inquiries: [
      { uuid: 'inq-1', creditor: 'Big Bank Card Services', inquiredOn: '2026-10-01', bureau: 'EXPERIAN' },
      { uuid: 'inq-2', creditor: 'Auto Finance Co', inquiredOn: '2026-09-12', bureau: 'EXPERIAN' },
    ],
    attestedAt: null,
  },
  none: { liens: [], inquiries: [], attestedAt: null },
} as const satisfies Record<string, LienFacts>;
