/** Borrower conditions catalogue rules (shared-surfaces §4). */
import { BANK_MASK_LENGTH, DEFAULT_PAYSTUBS_REQUIRED } from '../constants.js';
import type { Condition } from '../entities.js';
import { MESSAGES } from '../messages.js';

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
export function conditionLocation(
  category: string,
): 'identity' | 'conditions/phone-number' | 'conditions/upload-document' {
  if (category === 'ID_VERIFICATION_FAILURE' || category === 'IDENTITY_DOCUMENT_FRAUD_REVIEW') return 'identity';
  if (category === 'MISSING_PHONE_NUMBER') return 'conditions/phone-number';
  return 'conditions/upload-document';
}

/*
 * The conditions dashboard (shared-surfaces §4, issue 13). Borrower portals (Floify and the like)
 * separate what is owed, what is pending review and what was accepted; the server says which by
 * `actionNeeded` (the borrower's part is open) and `acceptedAt` (the reviewer has signed it off).
 */
export type ConditionStatus = 'needed' | 'submitted' | 'accepted';

/** A condition as the server lists it: the spec's fields plus when the borrower answered and when it was accepted. */
export interface ConditionRecord extends Condition {
  readonly submittedAt?: string | null;
  readonly acceptedAt?: string | null;
}

const CONDITION_STATUS_LABELS: Readonly<Record<ConditionStatus, string>> = {
  needed: 'Action needed',
  submitted: 'Submitted, in review',
  accepted: 'Accepted',
};

/** Owed until the borrower acts; after that pending until the reviewer accepts it. */
export function conditionStatus(condition: Pick<ConditionRecord, 'actionNeeded' | 'acceptedAt'>): ConditionStatus {
  if (condition.actionNeeded !== false) return 'needed';
  return condition.acceptedAt ? 'accepted' : 'submitted';
}

/** Each catalogued category's title and, where the server gave no comment, what it asks for. */
const CONDITION_TITLES: Readonly<Record<ConditionCategory, { title: string; asks: string }>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: {
    title: 'Bank account ownership',
    asks: 'Upload a recent statement of this account showing your name.',
  },
  FALSE_OWNERSHIP_TYPE_REVIEW: {
    title: 'Property ownership',
    asks: 'Tell us how you own the property and upload proof.',
  },
  GENERIC_DOCUMENT_REQUEST: { title: 'Document request', asks: 'Upload the document we asked for.' },
  HARD_CREDIT_INQUIRY_REVIEW: {
    title: 'Recent credit inquiry',
    asks: 'Upload a letter explaining your recent credit inquiry.',
  },
  HELOC_MANUAL_PAYSTUB_UPLOAD: { title: 'Paystubs', asks: 'Upload your most recent paystubs.' },
  ID_VERIFICATION_FAILURE: { title: 'Identity verification', asks: 'Upload a photo of your government-issued ID.' },
  IDENTITY_DOCUMENT_FRAUD_REVIEW: {
    title: 'Identity document review',
    asks: 'Upload a new photo of your government-issued ID.',
  },
  MISSING_PHONE_NUMBER: { title: 'Phone number', asks: 'Add a phone number where we can reach you.' },
  PROPERTY_LEGAL_DESCRIPTION: {
    title: 'Property legal description',
    asks: 'Upload your deed or another document with the property’s legal description.',
  },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: {
    title: 'Property ownership review',
    asks: 'Tell us how you own the property and upload proof.',
  },
  REVIEW_TRUST_REQUIREMENTS: { title: 'Trust documents', asks: 'Upload your trust agreement or certificate of trust.' },
};

/** The ownership reviews are answered on the screen built for them (issue 12). */
const OWNERSHIP_REVIEWS: ReadonlySet<string> = new Set([
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
]);

/** Where a borrower acts on a condition: a screen under the application and its query. */
interface ConditionAction {
  readonly screen:
    | 'identity'
    | 'conditions/phone-number'
    | 'conditions/upload-document'
    | 'review-app/incorrect-ownership';
  readonly query: { conditionUuid: string; conditionType: string; conditionEnum: string };
  readonly label: string;
}

export function conditionAction(condition: Pick<Condition, 'uuid' | 'categoryEnum' | 'xtraData'>): ConditionAction {
  const query = {
    conditionUuid: condition.uuid,
    conditionType: condition.categoryEnum,
    conditionEnum: condition.categoryEnum,
  };
  if (OWNERSHIP_REVIEWS.has(condition.categoryEnum))
    return { screen: 'review-app/incorrect-ownership', query, label: 'Confirm ownership' };
  const location = conditionLocation(condition.categoryEnum);
  if (location === 'identity') return { screen: location, query, label: 'Verify identity' };
  if (location === 'conditions/phone-number') return { screen: location, query, label: 'Add phone number' };
  return { screen: location, query, label: uploadLabel(paystubsRequired(condition)) };
}

export interface ConditionCard {
  readonly uuid: string;
  readonly category: string;
  readonly title: string;
  /** What is needed: the reviewer's comment to the borrower, else the category's own ask. */
  readonly text: string;
  /** The bank account's last 4 characters, for a bank account fraud review. */
  readonly accountMask: string | null;
  readonly status: ConditionStatus;
  readonly statusLabel: string;
  readonly documentsRequired: number;
  /** Only while the borrower still owes something. */
  readonly action: ConditionAction | null;
}

export function conditionCard(
  condition: ConditionRecord,
  facts: { bankAccountNumber?: string | null } = {},
): ConditionCard {
  const known = CONDITION_TITLES[condition.categoryEnum as ConditionCategory];
  const status = conditionStatus(condition);
  const mask = bankMask(facts.bankAccountNumber);
  return {
    uuid: condition.uuid,
    category: condition.categoryEnum,
    title: known?.title ?? condition.categoryEnum,
    text: conditionText(condition) || known?.asks || '',
    accountMask: condition.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW' && mask ? mask : null,
    status,
    statusLabel: CONDITION_STATUS_LABELS[status],
    documentsRequired: condition.requestDocuments === false ? 0 : paystubsRequired(condition),
    action: status === 'needed' ? conditionAction(condition) : null,
  };
}

export interface ConditionsDashboard {
  readonly cards: readonly ConditionCard[];
  readonly counts: Readonly<Record<ConditionStatus, number>>;
  /** Headline: what the borrower owes now, or that nothing is owed. */
  readonly summary: string;
}

export const CONDITIONS_MESSAGES = {
  none: 'You have no conditions. We will let you know here if we need anything else.',
  allDone: 'You are all caught up. We will let you know here if we need anything else.',
  owed: (n: number) => (n === 1 ? 'We need one more thing from you.' : `We need ${n} more things from you.`),
  newOne: (title: string) => `A new condition needs your attention: ${title}.`,
  notFound: 'We could not find this condition. It may have been cleared already.',
  submitted: 'Thank you. We have what we need for this condition and will review it shortly.',
  phoneSaved: 'Thank you. Your phone number is saved.',
} as const;

export function conditionsDashboard(
  conditions: readonly ConditionRecord[],
  facts: { bankAccountNumber?: string | null } = {},
): ConditionsDashboard {
  const cards = visibleConditions(conditions).map((c) => conditionCard(c, facts));
  const counts = { needed: 0, submitted: 0, accepted: 0 };
  for (const card of cards) counts[card.status] += 1;
  const summary =
    cards.length === 0
      ? CONDITIONS_MESSAGES.none
      : counts.needed === 0
        ? CONDITIONS_MESSAGES.allDone
        : CONDITIONS_MESSAGES.owed(counts.needed);
  return { cards, counts, summary };
}

/**
 * The conditions that appeared since the last look (for the "new condition" notification): none on
 * the first look, which is the page opening, not news.
 */
export function newConditions<C extends Condition>(
  previous: readonly Pick<Condition, 'uuid'>[] | undefined,
  current: readonly C[],
): C[] {
  if (previous === undefined) return [];
  const seen = new Set(previous.map((c) => c.uuid));
  return visibleConditions(current).filter((c) => !seen.has(c.uuid) && c.actionNeeded !== false);
}

/**
 * What the "new condition" announcement says now: the condition announced, while the borrower still
 * owes it. Once answered (or gone) the announcement is withdrawn — BAD: keep saying "A new condition
 * needs your attention: Paystubs" on every screen after the paystubs were uploaded (issue 25, item 10).
 */
export function conditionAnnouncement(
  announcedUuid: string | null | undefined,
  current: readonly ConditionRecord[],
): string | null {
  if (!announcedUuid) return null;
  const condition = visibleConditions(current).find((c) => c.uuid === announcedUuid);
  return condition && conditionStatus(condition) === 'needed'
    ? CONDITIONS_MESSAGES.newOne(conditionCard(condition).title)
    : null;
}

/** The condition a conditions screen was opened for, if it is one of the borrower's and still owed. */
export function openCondition<C extends Condition>(
  conditions: readonly C[],
  conditionUuid: string | null | undefined,
  category?: string,
): C | undefined {
  const found = visibleConditions(conditions).find((c) => c.uuid === conditionUuid);
  if (!found || found.actionNeeded === false) return undefined;
  return category === undefined || found.categoryEnum === category ? found : undefined;
}
