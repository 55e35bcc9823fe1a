/**
 * The wire types both sides of the contract declare once: what the server sends and the app reads
 * for an application (its offers, its status, the list of them, the co-deed status a signer reads).
 * The server's projections are checked against them (`satisfies`), the app's reads are typed by them.
 */
import type { ApplicationStatus, Heloc } from '../entities.js';
import type { SiteTextPage } from '../journey/site-pages.js';

/** One priced offer of the line (the server's offer engine writes it; product/select shows it). */
export interface Offer {
  readonly id: string;
  readonly lineAmount: number;
  readonly aprPercent: number;
  readonly termYears: number;
  readonly minDraw: number;
  readonly originationFeePercent: number;
}

/** GET …/{uuid}/status: the state and the status flags. */
export type Status = ApplicationStatus & {
  applicationUuid: string;
  state: string;
  pendingSince: string | null;
  incorrectPin?: boolean;
};

/** GET …/heloc/{uuid}: one application as its owner reads it. */
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

/** GET …/heloc/all: one of the user's applications, newest first. */
export interface ApplicationSummary {
  uuid: string;
  active: boolean;
  loanNumber: string;
  state: string;
  createdDate: string;
}

/** One application an additional signer signs, as the signer may read it (GET …/co-deed/status). */
export interface CoDeedStatus {
  applicationUuid: string;
  loanNumber: string;
  /** The borrower who invited them ("whose loan"). */
  borrowerName: string | null;
  propertyAddress: string | null;
  /** The line's credit limit the deed of trust secures (null before an offer). */
  creditLimit: number | null;
  coDeedStatus: 'COMPLETE' | 'PENDING';
  signed: boolean;
  signedAt: string | null;
  canSign: boolean;
  state: string;
  /** The property's two-letter state: its closing path says whether the signer books a notary visit (`signerBooksVisit`). */
  propertyState: string | null;
  /** The property's time zone (its ZIP's, else its state's; decision 094): the signer's visit is shown in it. */
  propertyZone?: string | null;
  /** This signer's own notary visit, once booked (ISO with the property zone's offset; decision 089, amendment 4). */
  notarySlot: string | null;
}

/** A loan originator's (referrer's) own brand: it replaces the lender's logo in the shell (shared-surfaces §1). */
export interface OriginatorBrand {
  readonly name: string;
  readonly logoUri: string;
}

/** GET …/organizations/{code}: the organisation's public record (no people, no site texts) with the flags. */
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

/** GET …/organizations/{code}/pages/{page}: one of the organisation's site texts. */
export interface SiteText {
  page: SiteTextPage;
  title: string;
  companyName: string;
  paragraphs: string[];
  /** The organisation's own privacy page, when it has one (privacyLinkIsExternal). */
  externalUrl: string | null;
}

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
