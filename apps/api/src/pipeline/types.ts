/** The application record the pipeline works on (stored as JSON in applications.data/status). */
import type { ApplicationStatus, CounterofferFacts, NotarySessionRecord, OfferChangeFacts } from '@heloc/core';
import type { Offer } from '@heloc/core/contract';
import type { ApplicationRow } from '../db/rows.js';

/** An application's stored row (here, not in store.ts, so the vault can name it without importing the store). */
export type { ApplicationRow };

export interface BankAccountData {
  uuid: string;
  mode: 'linked' | 'manual';
  institution?: string;
  routingNumber: string | null;
  accountNumber: string;
  accountType?: 'CHECKING' | 'SAVINGS';
  mask: string;
}

/** An income source linked through a provider (what its webhook would have reported). */
export interface LinkedIncomeSource {
  uuid: string;
  /** The income source type (TRUV_PAYROLL, POINTSERV_TAX, PLAID_TRANSACTIONS …). */
  type: string;
  provider: string;
  /** The employer, payroll provider, bank or tax source. */
  institution: string;
  status: 'LINKED';
  annualIncome: number | null;
}

/** A deposit or investment account linked for asset depletion; only the mask is kept. */
export interface AssetAccount {
  uuid: string;
  institution: string;
  name: string;
  kind: string;
  mask: string;
  balance: number;
  /** Whether it counts toward asset depletion (retirement accounts do not). */
  counts: boolean;
}

export interface AppData {
  property?: {
    uuid: string;
    street1: string;
    street2?: string | null;
    city: string;
    state: string;
    zip: string;
    /** Looked up from the ZIP when the property is recorded (applications/gazetteer.ts); null where unknown. */
    county?: string | null;
    /** The IANA zone at the ZIP; null where unknown (the state's zone is used: the core's propertyTimeZone). */
    timeZone?: string | null;
  };
  saleStatus?: string;
  statedIncome?: { annualIncome: number; employmentType: string };
  name?: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null };
  birthdate?: string;
  contact?: { email: string; phone: string };
  ssnLast4?: string;
  ssnHash?: string;
  softCreditConsentAt?: string;
  estimatedValue?: number;
  adjustedHomeAmount?: number;
  propertyCondition?: string;
  delinquencyExplanation?: string;
  assetsVerified?: boolean;
  assetAccounts?: AssetAccount[];
  winbackAccepted?: boolean;
  offers?: Offer[];
  term?: number;
  rate?: number;
  amount?: number;
  uwCalculatedDrawAmount?: number;
  originationFeePercent?: number;
  hmda?: Record<string, unknown>;
  hasHmda?: boolean;
  consents?: { type: string; at: string }[];
  incomeLink?: { provider: string; sourceType: string; at: string };
  incomeSources?: LinkedIncomeSource[];
  incomeRevised?: boolean;
  employer?: {
    employerName: string;
    jobTitle: string;
    startDate: string;
    employerPhone?: string;
    employerEmail?: string;
  };
  pendingStep?: string;
  disburseAccount?: BankAccountData | null;
  autopayAccount?: BankAccountData | null;
  payType?: 'AUTOPAY' | 'MANUAL' | null;
  /** The ACH debit authorization accepted for autopay: its text version and when (Reg E 12 CFR 1005.10(b)). */
  achAuthorization?: { version: string; at: string } | null;
  bpoOrder?: Record<string, unknown>;
  liensAttestation?: Record<string, unknown>;
  revalued?: boolean;
  noteSignedAt?: string;
  coDeedStatus?: string | null;
  requestedManualNotaryTime?: string | null;
  notaryReservation?: string | null;
  /** Where the in-person notary comes, when not the property. */
  notaryAddress?: { street1: string; street2?: string | null; city: string; state: string; zip: string } | null;
  /** The sandbox eNotary session (src/notary/session.ts): its stage and when it began. */
  notarySession?: NotarySessionRecord | null;
  /** Proof of insurance: each policy's declarations page as reviewed (insurance.ts of the core names the types). */
  insurance?: {
    complete: boolean;
    proofs?: Partial<
      Record<
        'PROOFOFHAZARDINSURANCE' | 'PROOFOFFLOODINSURANCE',
        {
          status: 'UNDER_REVIEW' | 'ACCEPTED' | 'NEEDS_ATTENTION';
          note: string | null;
          fileNames: string[];
          uploadedAt: string;
        }
      >
    >;
  } | null;
  /** When the notarised deed signing finished (the right to rescind runs from the later of this and noteSignedAt). */
  notarySessionCompletedAt?: string;
  isCrypto?: boolean;
  referrer?: { referrerUuid: string } | null;
  additionalSignerVersion?: string;
  cancelledReason?: string;
  fullStoryLink?: string;
  /* ---- what underwriting found (GET …/underwriting reads these; title-and-credit.ts derives the rest) ---- */
  /** When the soft pull answered (inquiries and the late payment are dated from it). */
  softPulledAt?: string;
  /** Wrong PINs entered to lift a freeze. */
  incorrectPinAttempts?: number;
  /** When the application was declined. */
  decidedAt?: string;
  /**
   * Why the offers changed, with the figures before and after, stored when they changed; a counteroffer
   * keeps its reasons and bureau (the creditor's ECOA agency is added when read).
   */
  offerChange?: StoredOfferChange;
  delinquencyExplainedAt?: string;
  /** When title reported the liens (lien verification, inquiries, payoff). */
  liensFoundAt?: string;
  payoffRequestedAt?: string;
  payoffConfirmedAt?: string;
  valuationOrderedAt?: string;
  valuationCompletedAt?: string;
  /** The value a broker price opinion or evaluation reported. */
  valuationValue?: number;
  /** The valuation was chosen on bpo/estimate-value instead of an estimate: it comes back to the offers. */
  valuationBeforeOffers?: boolean;
  /** When the ownership review (the "Vesting" street) was opened, and the borrower's correction. */
  ownershipReviewAt?: string;
  ownershipCorrection?: { ownership: 'SOLE' | 'JOINT' | 'TRUST'; trustName?: string; at: string; fileCount: number };
  /** When a person began reviewing the file. */
  manualReviewSince?: string;
}

export type Status = ApplicationStatus & Record<string, unknown>;

export interface AppRecord {
  readonly uuid: string;
  readonly state: string;
  readonly status: Status;
  readonly data: AppData;
}

/** What a step changes: the new state, and patches of status and data. */
export interface Step {
  readonly state: string;
  readonly status?: Partial<Status>;
  readonly data?: Partial<AppData>;
  /** Conditions to open with this step. */
  readonly conditions?: readonly { categoryEnum: string; commentsToBorrower: string; numDocsRequired?: number }[];
}

/** The offer change as the record stores it: the counteroffer's facts but the creditor's agency (underwriting/routes.ts adds it). */
export type StoredOfferChange = Omit<OfferChangeFacts, 'counteroffer'> & {
  readonly counteroffer?: Omit<CounterofferFacts, 'ecoaAgency'> | null;
};
