/** Response shapes of the sandbox API the app reads (entity names from @heloc/core). */
import type {
  ApplicationStatus,
  Heloc,
  LoanOriginatorDisplayInfo,
  Notification,
  OperatingHoursEntry,
  Profile,
} from '@heloc/core';

export interface Offer {
  id: string;
  lineAmount: number;
  aprPercent: number;
  termYears: number;
  minDraw: number;
  originationFeePercent: number;
}

export type Status = ApplicationStatus & {
  applicationUuid: string;
  state: string;
  pendingSince: string | null;
  incorrectPin?: boolean;
};

export interface Application extends Heloc {
  uuid: string;
  loanNumber: string;
  status: Status;
  offers: Offer[];
  name: { firstName: string; lastName: string; middleName?: string | null; suffix?: string | null } | null;
  contact: { email: string; phone: string } | null;
  statedIncome: { annualIncome: number; employmentType: string } | null;
  /** What income/employer-verification recorded, once it has. */
  employer?: { employerName: string; jobTitle: string } | null;
  originationFeePercent: number | null;
  /** The ACH debit authorization the borrower accepted for autopay, and when (Reg E 12 CFR 1005.10(b)). */
  achAuthorization?: { version: string; at: string } | null;
  /** The booked in-person notary slot (ISO with the property zone's offset) and where the notary comes if not the property. */
  notaryReservation?: string | null;
  notaryAddress?: { street1: string; street2?: string | null; city: string; state: string; zip: string } | null;
}

export interface ApplicationSummary {
  uuid: string;
  active: boolean;
  loanNumber: string;
  state: string;
  createdDate: string;
}

/** One application an additional signer signs (GET …/co-deed/status). */
export interface CoDeedStatus {
  applicationUuid: string;
  loanNumber: string;
  propertyAddress: string | null;
  coDeedStatus: 'COMPLETE' | 'PENDING';
  signed: boolean;
  canSign: boolean;
  state: string;
}

export interface OrgData {
  orgCode: string;
  orgBrand: { name: string; primaryColor: string; secondaryColor: string; logoUri: string; loader: string };
  orgMetaData: {
    companyInfo: { name: string; supportEmail: string };
    isMainBrand: boolean;
    isCreditUnion: boolean;
    settings: { referringLoanOfficerRequired: boolean; wholesale: boolean };
    footerLinks: { type: string; url: string; name: string }[];
  };
  footer: {
    companyName: string;
    companyNameShort: string;
    companyNMLS: string;
    companyNmlsURL: string;
    termsOfUseUrl: string;
    privacyPolicyUrl: string;
    privacyLinkIsExternal: boolean;
    licensesUrl: string;
    footerImage: string;
    disclosureCopy: string[];
    companyAddress: string;
    phoneFormatted: string;
    email: string;
    nationalCreditUnionAdministrationLogo: boolean;
    showNewYorkNotice: boolean;
    illinoisNotice: boolean;
  };
  licensedStates: string[];
  flags: Record<string, { flagEnabled: boolean; variables?: Record<string, unknown> }>;
}

/** A loan originator's (referrer's) own brand: it replaces the lender's logo in the shell (shared-surfaces §1). */
export interface OriginatorBrand {
  readonly name: string;
  readonly logoUri: string;
}

export type { LoanOriginatorDisplayInfo, Notification, OperatingHoursEntry, Profile };

/** One CEO feedback as the operator's list shows it (GET /sandbox/feedback). */
export interface FeedbackEntry {
  readonly uuid: string;
  readonly received: string;
  readonly from: string;
  readonly topic: string;
  readonly message: string;
  readonly marketingConsent: boolean;
  readonly pathname: string;
  readonly applicationUuid?: string;
}
