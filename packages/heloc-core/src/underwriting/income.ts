/**
 * Income verification (income/review, income/upload/{type}): what the borrower told us, the ways
 * they may prove it, and what each upload asks for. Pure: the screens render these decisions and
 * the fallback machine's guards (isIncomeVerified, needsManualPaystubs) are read, never re-derived.
 */
import { DEFAULT_PAYSTUBS_REQUIRED } from '../constants.js';
import type { Condition, Heloc, IncomeSource } from '../entities.js';
import type { IncomeSourceType } from '../enums.js';
import { FALLBACK_GUARDS, type FallbackFacts } from '../journey/fallback-guards.js';
import { paystubsRequired, uploadLabel } from '../conditions/conditions.js';
import { INCOME_SOURCE_LABELS, isIncomeSourceType } from '../linking/linking.js';
import { fillPattern, type AppScreenPath } from '../journey/routes.js';

/** The condition that asks for paystubs by hand. */
const MANUAL_PAYSTUB_CONDITION = 'HELOC_MANUAL_PAYSTUB_UPLOAD';

/** The documents a borrower may upload to prove income, with what each screen says. */
const INCOME_UPLOAD_TYPES = ['MANUAL_PAYSTUB', 'POINTSERV_TAX'] as const satisfies readonly IncomeSourceType[];
type IncomeUploadType = (typeof INCOME_UPLOAD_TYPES)[number];
export const isIncomeUploadType = (type: string): type is IncomeUploadType =>
  (INCOME_UPLOAD_TYPES as readonly string[]).includes(type);

/** Tax returns: the two most recent years show a self-employed income's level and trend. */
const TAX_RETURNS_REQUIRED = 2;

export interface IncomeUpload {
  readonly type: IncomeUploadType;
  /** The page title: 'Upload Document', or 'Upload Documents' when more than one is required. */
  readonly title: string;
  /** What to upload, in a sentence. */
  readonly what: string;
  /** How to get a document that is accepted. */
  readonly help: string;
  readonly required: number;
}

/** The paystub condition still asking for documents, if any (the newest one). */
function paystubCondition(conditions: readonly Condition[]): Condition | undefined {
  return conditions.filter((c) => c.categoryEnum === MANUAL_PAYSTUB_CONDITION && c.actionNeeded !== false).at(-1);
}

const plural = (n: number, one: string, many: string) =>
  n === 1 ? `your most recent ${one}` : `your ${n} most recent ${many}`;

/** What the upload screen for `type` asks for; undefined for a type that has no upload (the screen goes back to income/review). */
export function incomeUpload(type: string, conditions: readonly Condition[] = []): IncomeUpload | undefined {
  if (type === 'MANUAL_PAYSTUB') {
    const condition = paystubCondition(conditions);
    const required = condition ? paystubsRequired(condition) : DEFAULT_PAYSTUBS_REQUIRED;
    return {
      type,
      title: uploadLabel(required),
      what: `Upload ${plural(required, 'paystub', 'paystubs')}.`,
      help: 'Each paystub must show your name, your employer’s name, the pay period and your year-to-date earnings. A PDF from your payroll site, or a clear photo or scan of each page, works best.',
      required,
    };
  }
  if (type === 'POINTSERV_TAX') {
    return {
      type,
      title: uploadLabel(TAX_RETURNS_REQUIRED),
      what: `Upload ${plural(TAX_RETURNS_REQUIRED, 'federal tax return', 'federal tax returns')}, one file per year.`,
      help: 'Include every page and schedule (for example Schedule C for a business you own). A PDF from your tax software or a scan of the signed return works best.',
      required: TAX_RETURNS_REQUIRED,
    };
  }
  return undefined;
}

/** One way to verify income, offered on income/review. */
interface IncomeWay {
  readonly type: IncomeSourceType;
  readonly action: 'link' | 'upload';
  readonly title: string;
  readonly description: string;
  /** Where it is done, relative to the application (build the URL with appScreenUrl). */
  readonly screen: AppScreenPath;
}

const link = (type: IncomeSourceType, title: string, description: string): IncomeWay => ({
  type,
  action: 'link',
  title,
  description,
  screen: fillPattern('income/link/:type', type),
});
const upload = (type: IncomeUploadType, title: string, description: string): IncomeWay => ({
  type,
  action: 'upload',
  title,
  description,
  screen: fillPattern('income/upload/:type', type),
});

const WAYS = {
  payroll: link(
    'TRUV_PAYROLL',
    'Link your payroll account',
    'Sign in to your payroll provider or employer’s pay portal. Usually the fastest way: it takes about two minutes.',
  ),
  deposits: link(
    'PLAID_TRANSACTIONS',
    'Link the bank account your pay goes into',
    'We read the deposits of the last few months. Nothing is moved and we cannot make payments from it.',
  ),
  taxLink: link('POINTSERV_TAX', 'Link your tax records', 'Sign in to share your recent federal tax transcripts.'),
  paystubs: upload('MANUAL_PAYSTUB', 'Upload your paystubs', 'Upload PDFs or photos of your most recent paystubs.'),
  taxUpload: upload(
    'POINTSERV_TAX',
    'Upload your tax returns',
    'Upload your two most recent federal tax returns with every schedule.',
  ),
} as const;

/** What the applicant stated at registration, as income/review shows it. */
export interface StatedIncome {
  readonly annualIncome: number | null;
  readonly employmentType: string | null;
  readonly employerName: string | null;
}

/** One income source already on the application, with its label and where it stands. */
interface IncomeSourceRow {
  readonly type: string;
  readonly label: string;
  readonly status: 'Verified' | 'Received, being checked';
}

export type IncomeReview =
  /** Verified: nothing left for this screen to do. */
  | { readonly kind: 'verified'; readonly sources: readonly IncomeSourceRow[] }
  /** Paystubs are required by hand: the upload is the way, explained. */
  | {
      readonly kind: 'paystubs';
      readonly required: number;
      readonly explanation: string;
      readonly ways: readonly IncomeWay[];
      readonly sources: readonly IncomeSourceRow[];
    }
  /** Choose a way to verify. */
  | {
      readonly kind: 'choose';
      readonly selfEmployed: boolean;
      readonly ways: readonly IncomeWay[];
      readonly sources: readonly IncomeSourceRow[];
    };

const isSelfEmployed = (heloc: Heloc, stated: StatedIncome | undefined) =>
  stated?.employmentType === 'SELF_EMPLOYED' ||
  (heloc.incomeSources ?? []).some((s) => s.employmentType === 'SELF_EMPLOYED');

/** Sources that came from a provider or an upload; the stated income itself ('OTHER', unknown types) is not a source to list. */
function sourceRows(sources: readonly IncomeSource[], verified: boolean): IncomeSourceRow[] {
  return sources
    .filter(
      (s): s is IncomeSource & { type: IncomeSourceType } =>
        typeof s.type === 'string' && isIncomeSourceType(s.type) && s.type !== 'OTHER' && s.type !== 'UNKNOWN',
    )
    .map((s) => ({
      type: s.type,
      label: INCOME_SOURCE_LABELS[s.type],
      status: verified ? 'Verified' : 'Received, being checked',
    }));
}

/**
 * The ways to verify income, chosen from the application:
 * - verified (guard isIncomeVerified): nothing to do;
 * - paystubs required by hand (guard needsManualPaystubs): the upload only — the server takes no
 *   other way while the paystub condition is open — with how many and why;
 * - self-employed: tax records (link or upload) or bank deposits — a self-employed income has no payroll;
 * - employed: payroll, bank deposits, or paystubs;
 * - retired, not employed, alimony: bank deposits or tax returns (no payroll or paystubs to show).
 */
export function incomeReview(
  facts: FallbackFacts,
  conditions: readonly Condition[] = [],
  stated?: StatedIncome,
): IncomeReview {
  const verified = FALLBACK_GUARDS.isIncomeVerified.test(facts);
  const sources = sourceRows(facts.heloc.incomeSources ?? [], verified);
  if (verified) return { kind: 'verified', sources };
  if (FALLBACK_GUARDS.needsManualPaystubs.test(facts)) {
    const condition = paystubCondition(conditions);
    const required = condition ? paystubsRequired(condition) : DEFAULT_PAYSTUBS_REQUIRED;
    const explanation =
      condition?.commentsToBorrower?.trim() ||
      `We could not confirm your income from what was linked. Upload ${plural(required, 'paystub', 'paystubs')} to finish this step.`;
    return {
      kind: 'paystubs',
      required,
      explanation,
      ways: [
        {
          ...WAYS.paystubs,
          title: uploadLabel(required) === 'Upload Documents' ? `Upload ${required} paystubs` : 'Upload your paystub',
        },
      ],
      sources,
    };
  }
  const selfEmployed = isSelfEmployed(facts.heloc, stated);
  if (selfEmployed)
    return { kind: 'choose', selfEmployed, ways: [WAYS.taxLink, WAYS.deposits, WAYS.taxUpload], sources };
  const employed = ['FULL_TIME', 'PART_TIME'].includes(stated?.employmentType ?? 'FULL_TIME');
  return {
    kind: 'choose',
    selfEmployed,
    ways: employed ? [WAYS.payroll, WAYS.deposits, WAYS.paystubs] : [WAYS.deposits, WAYS.taxUpload],
    sources,
  };
}
