/** Borrower conditions catalogue rules (shared-surfaces §4). */
import { BANK_MASK_LENGTH, DEFAULT_PAYSTUBS_REQUIRED } from './constants.js';
import type { Condition } from './entities.js';
import { MESSAGES } from './messages.js';

export const CONDITIONS_CATALOGUE = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'REVIEW_TRUST_REQUIREMENTS',
] as const;
export type ConditionCategory = (typeof CONDITIONS_CATALOGUE)[number];

const catalogue: ReadonlySet<string> = new Set(CONDITIONS_CATALOGUE);

const createdAt = (c: Condition) => {
  const t = Date.parse(c.created);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/** Only catalogued categories, oldest created first (undated ones last, in their given order). */
export function visibleConditions<C extends Condition>(conditions: readonly C[]): C[] {
  return conditions
    .filter((c) => catalogue.has(c.categoryEnum))
    .map((c, index) => ({ c, index, at: createdAt(c) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? -1 : 1))
    .map(({ c }) => c);
}

/** Paystubs required: numDocsRequired, defaulting to 1 (also for nonsense values). */
export function paystubsRequired(condition: Pick<Condition, 'xtraData'>): number {
  const n = condition.xtraData?.numDocsRequired;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_PAYSTUBS_REQUIRED;
}

export function uploadLabel(documentsRequired: number): string {
  return documentsRequired > 1 ? MESSAGES.uploadDocuments : MESSAGES.uploadDocument;
}

/** Bank mask: the last 4 characters of the account number. */
export function bankMask(accountNumber: string | null | undefined): string {
  return (accountNumber ?? '').slice(-BANK_MASK_LENGTH);
}

/** The (exact) text shown for a bank account fraud review condition. */
export function conditionText(condition: Condition): string {
  if (condition.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW') return MESSAGES.bankAccountFraudReview;
  return condition.commentsToBorrower?.trim() || condition.notes?.trim() || '';
}

/** Where a condition is acted on (shared-surfaces §2): identity, phone number, else upload. */
export function conditionLocation(category: string): 'identity' | 'conditions/phone-number' | 'conditions/upload-document' {
  if (category === 'ID_VERIFICATION_FAILURE' || category === 'IDENTITY_DOCUMENT_FRAUD_REVIEW') return 'identity';
  if (category === 'MISSING_PHONE_NUMBER') return 'conditions/phone-number';
  return 'conditions/upload-document';
}
