/** Enumerations of shared-surfaces §4 and §9 that the rules below read. */

export const ID_FRONT_DOCUMENT_TYPES = [
  'DRIVERSLICENSEFRONT',
  'IDCARDFRONT',
  'PASSPORTFRONT',
  'PERMANENTRESIDENTFRONT',
] as const;

export const DOCUMENT_TYPES = [
  'ADDITIONAL_MORTGAGE_DISCLOSURES',
  'APPLICATION_SUMMARY',
  'BANK_STATEMENT',
  'CERTIFICATE_OF_TRUST',
  'CFPB_HELOC_BOOKLET',
  'DRIVERSLICENSEFRONT',
  'DRIVERSLICENSEBACK',
  'IDCARDFRONT',
  'PASSPORTFRONT',
  'PERMANENTRESIDENTFRONT',
  'PROOFOFFLOODINSURANCE',
  'PROOFOFHAZARDINSURANCE',
  'PROPERTY_DESCRIPTION_SOURCE',
  'USER_UPLOADED_PAYSTUB',
  'SUPPORT',
  'CANCELLATION_PROOF',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const ID_KINDS = [
  "US Driver's License",
  'US Passport',
  'US State ID Card',
  'US Permanent Resident Card',
] as const;

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** Employment types as the borrower chose them at registration (here, beside the list: the first screen needs them without the income rules). */
export const EMPLOYMENT_TYPE_LABELS: Record<string, string> = {
  FULL_TIME: 'Full-time employed',
  PART_TIME: 'Part-time employed',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Not employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Alimony or separate maintenance',
};
export const employmentLabel = (type: string | null | undefined): string =>
  type && Object.hasOwn(EMPLOYMENT_TYPE_LABELS, type) ? (EMPLOYMENT_TYPE_LABELS[type] as string) : 'Not given';

export const PAY_TYPES = ['AUTOPAY', 'MANUAL'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'UNKNOWN_BPO_STATUS',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;
export type BpoStatus = (typeof BPO_STATUSES)[number];

export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'NOT_AVAILABLE',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const TITLE_STATUSES = [
  'TITLE_REQUIRED',
  'TITLE_NOT_REQUIRED',
  'PREQUAL_TITLE_PROCESSING',
  'PREQUAL_TITLE_COMPLETE',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_COMPLETE',
  'UNKNOWN_TITLE_STATUS',
] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

export const UW_DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export type UwDecision = (typeof UW_DECISIONS)[number];

export const UW_SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNKNOWN_SUBDECISION',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;
export type UwSubDecision = (typeof UW_SUB_DECISIONS)[number];

export const INCOME_SOURCE_TYPES = [
  'EMPINFO',
  'MANUAL_PAYSTUB',
  'OTHER',
  'PLAID_TRANSACTIONS',
  'POINTSERV_1099_MISC',
  'POINTSERV_PAYROLL',
  'POINTSERV_TAX',
  'TRUV_FINANCIAL_ACCOUNTS',
  'TRUV_PAYROLL',
  'UNKNOWN',
] as const;
export type IncomeSourceType = (typeof INCOME_SOURCE_TYPES)[number];

export const CHECKLIST_STATUSES = ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export type ToastVariant = 'error' | 'warning' | 'success' | 'info';

export const CLIENT_PROGRESS = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'ID_UPLOAD',
  'LINK_INCOME',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;
export type ClientProgress = (typeof CLIENT_PROGRESS)[number];
