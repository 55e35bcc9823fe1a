/**
 * The entities of applicant-journey §3 and shared-surfaces §3, as far as the rules read them.
 * Every field is optional where the server may omit it: rules must cope with partial records.
 */
import type {
  BpoStatus,
  ChecklistStatus,
  EmploymentType,
  PayType,
  PropertyCondition,
  TitleStatus,
  UwDecision,
  UwSubDecision,
  VerificationStatus,
} from './enums.js';

export interface Address {
  uuid?: string;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

interface HelocDocument {
  uuid?: string;
  type: string;
  name?: string;
}

export interface IncomeSource {
  uuid?: string;
  type?: string;
  employmentType?: EmploymentType | string;
}

export interface BankAccount {
  uuid?: string;
  routingNumber?: string | null;
  accountNumber?: string | null;
  mask?: string | null;
}

export interface ApplicationStatus {
  /** The server application state (a ServerState, or one this product does not know yet). */
  state?: string;
  uwDecision?: UwDecision | string | null;
  uwSubDecision?: UwSubDecision | string | null;
  giactAccountStatus?: VerificationStatus | string | null;
  bpo?: BpoStatus | string | null;
  title?: TitleStatus | string | null;
  checklistStatus?: ChecklistStatus | string | null;
  waitingOnFloodCert?: boolean;
  primaryParticipantAcceptComplete?: boolean;
  manualDeedSigningComplete?: boolean;
  manualPaystubUpload?: boolean;
  manualPaystubTasksComplete?: boolean;
  employmentVerificationNeeded?: boolean;
  propertyComplete?: boolean;
  datatreeNoMatch?: boolean;
  creditFrozenWithPin?: boolean;
  /** The PIN entered to lift a freeze was wrong (review-app/incorrect-pin). */
  incorrectPin?: boolean;
  dtiDecline?: boolean;
  creditScoreDecline?: boolean;
  manualNotary?: boolean;
  liensComplete?: boolean;
  inquiryAttestNeeded?: boolean;
  inquiryAttestComplete?: boolean;
  condition?: string | null;
  summaryDisclosureReady?: boolean;
  summaryDisclosureComplete?: boolean;
  closingDisclosureReady?: boolean;
  closingDisclosureComplete?: boolean;
  notaryDisclosureReady?: boolean;
  notaryDisclosureComplete?: boolean;
}

interface HelocSigner {
  identityUuid: string;
  email?: string;
  signed?: boolean;
  /** The name the borrower invited them by (null when the invitation named nobody). */
  name?: string | null;
  /** Their own notary visit, once booked (decision 089, amendment 4): its start, ISO with the property zone's offset. */
  notarySlot?: string | null;
  /** Where, when not the property (an office's name as the second line). */
  notaryAddress?: Address | null;
}

interface Consent {
  type: string;
}

/** The HELOC application (applicant-journey §3 and shared-surfaces §3). */
export interface Heloc {
  uuid: string;
  loanNumber?: string;
  status?: ApplicationStatus;
  term?: number;
  rate?: number;
  amount?: number;
  uwCalculatedDrawAmount?: number;
  adjustedHomeAmount?: number;
  /** The property; `county` and `timeZone` are the server's, from its ZIP (decision 094), null where unknown. */
  property?:
    | (Partial<Address> & {
        condition?: PropertyCondition | string;
        county?: string | null;
        timeZone?: string | null;
      })
    | null;
  selectedPropertyUuid?: string | null;
  documents?: HelocDocument[];
  incomeSources?: IncomeSource[];
  disburseAccount?: BankAccount | null;
  autopayAccount?: BankAccount | null;
  payType?: PayType | null;
  insurance?: { complete?: boolean } | null;
  coDeedStatus?: string | null;
  isCrypto?: boolean;
  requestedManualNotaryTime?: string | null;
  hasHmda?: boolean;
  helocSigners?: HelocSigner[];
  additionalSignerVersion?: string | null;
  consents?: Consent[];
  assetDepletion?: { complete?: boolean } | null;
  referrer?: { referrerUuid?: string | null } | null;
  auditFields?: { createdDate?: string };
}

interface ProfileAddress {
  uuid: string;
  ownership?: string | null;
}

interface CreditPull {
  type: string;
}

interface PersonName {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  suffix?: string | null;
}

export interface Profile {
  uuid?: string;
  name?: PersonName;
  email?: string | null;
  phoneNumbers?: string[];
  /** CO_DEEDER marks an additional signer. */
  type?: string | null;
  addresses?: ProfileAddress[];
  hasSsn?: boolean;
  creditPulls?: CreditPull[];
}

export interface Condition {
  uuid: string;
  created: string;
  categoryEnum: string;
  notes?: string | null;
  commentsToBorrower?: string | null;
  actionNeeded?: boolean;
  requestDocuments?: boolean;
  xtraData?: { numDocsRequired?: number | null } | null;
}

export interface Notification {
  uuid: string;
  created: string;
  title: string;
  description?: string;
  status: 'UNREAD' | string;
  walletAddress?: string;
  ctas?: { title: string; redirectPath: string }[];
}

export interface OperatingHoursEntry {
  weekday: string;
  weekdayValue: number;
  isOpen: boolean;
  startTime?: string | null;
  endTime?: string | null;
}

export interface LoanOriginatorDisplayInfo {
  originatorName?: string | null;
  brokerName?: string | null;
  avatarUri?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  nmls?: string | null;
}
