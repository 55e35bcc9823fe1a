/**
 * Sandbox scenarios: chosen inputs lead to each branch of the journey, in the spirit of payment
 * sandboxes' magic values. The table in apps/api/README.md lists every one; keep them in step.
 */
import { isAttorneyState } from '@heloc/core';
import type { AppData } from './types.js';

export interface Scenario {
  readonly ssn:
    | 'ok'
    | 'no-match'
    | 'no-match-ssn'
    | 'soft-locked'
    | 'hard-locked'
    | 'frozen-pin'
    | 'facta'
    | 'credit-error'
    | 'minor'
    | 'timeout'
    | 'score-decline';
  readonly property: 'ok' | 'not-found' | 'multiple' | 'delinquent' | 'no-avm';
  readonly income: 'ok' | 'decline' | 'dti-decline' | 'assets' | 'lower-than-stated' | 'manual-paystub';
  readonly selfEmployed: boolean;
  readonly winback: boolean;
  readonly lien: 'none' | 'liens' | 'inquiry' | 'payoff';
  readonly bpo: 'none' | 'bpo-required' | 'resi-eval';
  readonly texas: boolean;
  readonly flood: boolean;
  readonly revalue: boolean;
  readonly coDeed: boolean;
  readonly condemned: boolean;
  readonly attorneyState: boolean;
  readonly slowSigning: boolean;
  readonly directPayoff: boolean;
  readonly insurance: boolean;
  /** Catalogue conditions a street word opens (CONDITION_STREET_WORDS), while the journey goes on. */
  readonly conditionsOpened: readonly ScenarioCondition[];
  /** Title's vesting differs from what the borrower said: an ownership review opens after the soft pull. */
  readonly vesting: boolean;
}

const SSN_ENDINGS: Record<string, Scenario['ssn']> = {
  '0001': 'no-match',
  '0002': 'no-match-ssn',
  '0003': 'soft-locked',
  '0004': 'hard-locked',
  '0005': 'frozen-pin',
  '0006': 'facta',
  '0007': 'credit-error',
  '0008': 'minor',
  '0009': 'timeout',
  '0010': 'score-decline',
};

export const CORRECT_FREEZE_PIN = '1234';

/**
 * Street words that each open one catalogue condition (shared-surfaces §4), so every condition can
 * be met and cleared through the UI. The paystub condition comes from an income ending 222 and the
 * ownership review from "Vesting"; the rest are here. Each opens after the soft pull, except the
 * bank account review, which needs the account: it opens when the disbursement account is saved.
 */
export const CONDITION_STREET_WORDS = {
  idfail: {
    categoryEnum: 'ID_VERIFICATION_FAILURE',
    commentsToBorrower:
      'We could not verify your identity from the ID you sent. Upload a clear photo of a current government-issued ID.',
  },
  idreview: {
    categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
    commentsToBorrower:
      'Our review could not accept the ID you sent. Upload a new photo of a current government-issued ID, with all four corners showing.',
  },
  nophone: {
    categoryEnum: 'MISSING_PHONE_NUMBER',
    commentsToBorrower: 'We need a phone number where we can reach you about your application.',
  },
  bankreview: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', commentsToBorrower: null },
  docrequest: {
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'Upload your most recent mortgage statement.',
  },
  pullcheck: {
    categoryEnum: 'HARD_CREDIT_INQUIRY_REVIEW',
    commentsToBorrower:
      'Your credit report shows a recent inquiry. Upload a letter explaining it and whether it opened new credit.',
  },
  legaldesc: {
    categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION',
    commentsToBorrower: 'Upload your deed or another document with the property’s full legal description.',
  },
  ownerreview: {
    categoryEnum: 'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
    commentsToBorrower: 'Tell us how you own the property and upload your deed.',
  },
  trust: {
    categoryEnum: 'REVIEW_TRUST_REQUIREMENTS',
    commentsToBorrower: 'Your home is held in a trust. Upload the trust agreement or a certificate of trust.',
  },
} as const;
export type ScenarioCondition = (typeof CONDITION_STREET_WORDS)[keyof typeof CONDITION_STREET_WORDS];

const has = (street: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(street);

export function scenarioOf(data: AppData): Scenario {
  const street = `${data.property?.street1 ?? ''} ${data.property?.street2 ?? ''}`;
  const state = (data.property?.state ?? '').toUpperCase();
  const income = data.statedIncome?.annualIncome ?? 0;
  const incomeText = String(Math.round(income));
  return {
    ssn: SSN_ENDINGS[data.ssnLast4 ?? ''] ?? 'ok',
    property: has(street, 'nowhere')
      ? 'not-found'
      : has(street, 'twin')
        ? 'multiple'
        : has(street, 'late')
          ? 'delinquent'
          : has(street, 'noavm')
            ? 'no-avm'
            : 'ok',
    income:
      income < 20_000
        ? 'decline'
        : income < 30_000
          ? 'dti-decline'
          : income === 77_777
            ? 'assets'
            : incomeText.endsWith('111')
              ? 'lower-than-stated'
              : incomeText.endsWith('222')
                ? 'manual-paystub'
                : 'ok',
    selfEmployed: data.statedIncome?.employmentType === 'SELF_EMPLOYED',
    winback: has(street, 'winback'),
    lien: has(street, 'lien')
      ? 'liens'
      : has(street, 'inquiry')
        ? 'inquiry'
        : has(street, 'payoff')
          ? 'payoff'
          : 'none',
    bpo: state === 'TX' || has(street, 'bpo') ? 'bpo-required' : has(street, 'resi') ? 'resi-eval' : 'none',
    texas: state === 'TX',
    flood: has(street, 'flood'),
    revalue: has(street, 'revalue'),
    coDeed: has(street, 'codeed'),
    condemned: has(street, 'condemned'),
    // Attorney-closing states (the core's notary.ts, which the notary screen reads too).
    attorneyState: isAttorneyState(state),
    slowSigning: has(street, 'slowsign'),
    directPayoff: has(street, 'directpay'),
    insurance: has(street, 'flood') || has(street, 'insure'),
    conditionsOpened: Object.entries(CONDITION_STREET_WORDS)
      .filter(([word]) => has(street, word))
      .map(([, condition]) => condition),
    vesting: has(street, 'vesting'),
  };
}

/**
 * The FEMA flood zone the sandbox's flood zone determination reports: AE (a special flood hazard
 * area) on a "Flood" street, X (minimal hazard) elsewhere.
 */
export const floodZoneOf = (data: AppData): 'AE' | 'X' => (scenarioOf(data).flood ? 'AE' : 'X');

/** The sandbox reviewer sends back a declarations page whose file name says it is expired. */
export const INSURANCE_EXPIRED_NOTE =
  'This declarations page shows a policy period that has ended. Upload the page of your current policy.';
export const insuranceReviewNote = (fileNames: readonly string[]): string | null =>
  fileNames.some((n) => /expired/i.test(n)) ? INSURANCE_EXPIRED_NOTE : null;

/**
 * The debts a "Directpay" borrower asked to have paid straight from the draw. The sandbox has no
 * credit report to pick them from, so they are a fixed pair of accounts sized from the draw: the
 * same record always gives the same list (decision 028).
 */
export function directPayoffsOf(data: AppData): { creditor: string; accountMask: string; amount: number }[] | null {
  if (!scenarioOf(data).directPayoff) return null;
  const draw = data.uwCalculatedDrawAmount ?? data.amount ?? 0;
  return [
    { creditor: 'Cardinal Bank Visa', accountMask: '4417', amount: Math.round(draw * 0.3) },
    { creditor: 'Northgate Auto Finance', accountMask: '0923', amount: Math.round(draw * 0.15) },
  ];
}
