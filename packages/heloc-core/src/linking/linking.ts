/**
 * Linking an outside account — payroll, bank transactions, deposit and investment accounts, the
 * account the money goes to — the way the real aggregators do it: the app asks the server for a
 * link session, the borrower leaves for the provider's own pages (in the sandbox, the sandbox
 * server's clearly labelled stand-in), and comes back to a return route with a one-time public
 * token, or with an error code. The app then takes the journey step (incomeLink, assets,
 * disbursement, autopay) with the token; the server exchanges it for what was linked, as a real
 * aggregator's token exchange or webhook would. This module is the contract both sides share.
 */
import * as v from 'valibot';
import { INCOME_SOURCE_TYPES, type IncomeSourceType } from '../enums.js';
import { appScreenUrl, topLevelUrl } from '../journey/routes.js';
import { endpointPath } from '../contract/endpoints.js';
import { LINK_ENDPOINTS } from '../contract/link-endpoints.js';

/** What the link is for: verifying income, verifying assets (asset depletion), or a bank account for the draw and payments. */
export type LinkPurpose = 'income' | 'assets' | 'bank';

/** The income sources a borrower links through a provider (the others are uploads or the employer form). */
export const LINKABLE_INCOME_SOURCES = [
  'TRUV_PAYROLL',
  'POINTSERV_PAYROLL',
  'PLAID_TRANSACTIONS',
  'POINTSERV_TAX',
  'POINTSERV_1099_MISC',
  'TRUV_FINANCIAL_ACCOUNTS',
] as const satisfies readonly IncomeSourceType[];
export type LinkableIncomeSource = (typeof LINKABLE_INCOME_SOURCES)[number];
export const isLinkableIncomeSource = (type: string): type is LinkableIncomeSource =>
  (LINKABLE_INCOME_SOURCES as readonly string[]).includes(type);

/** Which provider's stand-in serves a link, by what it is for. */
export type LinkProvider = 'TRUV' | 'POINTSERV' | 'PLAID';
export function linkProvider(purpose: LinkPurpose, sourceType?: LinkableIncomeSource): LinkProvider {
  if (purpose !== 'income' || sourceType === undefined) return 'PLAID';
  if (sourceType.startsWith('POINTSERV_')) return 'POINTSERV';
  if (sourceType.startsWith('TRUV_')) return 'TRUV';
  return 'PLAID';
}

/** Which step takes a linked bank account: the draw's account, or a separate autopay account. */
const BANK_LINK_STEPS = ['disbursement', 'autopay'] as const;
export type BankLinkStep = (typeof BANK_LINK_STEPS)[number];

/**
 * The body of `POST {APPLICATION_API_PATH}/{uuid}/link-sessions`: income links name their source
 * type; a bank link may name the step that takes the account, so the server's record of the session
 * is enough to finish it when the provider returns to another tab (decision 058).
 */
export const linkSessionBodySchema = v.variant('purpose', [
  v.object({
    purpose: v.literal('income'),
    sourceType: v.picklist(LINKABLE_INCOME_SOURCES, `Must be one of ${LINKABLE_INCOME_SOURCES.join(', ')}`),
  }),
  v.object({ purpose: v.literal('assets') }),
  v.object({
    purpose: v.literal('bank'),
    step: v.optional(v.picklist(BANK_LINK_STEPS, `Must be one of ${BANK_LINK_STEPS.join(', ')}`)),
  }),
]);
export type LinkSessionBody = v.InferInput<typeof linkSessionBodySchema>;
/**
 * The answer: where to send the browser (a same-origin path), and until when it works. `state` is
 * the session's anti-CSRF value: Pointserv's OAuth-style return carries it back (`?code=…&state=…`),
 * and the return screen checks it against the one the tab kept when it left (RFC 6749 §10.12).
 */
export interface LinkSession {
  readonly linkUrl: string;
  readonly expiresAt: string;
  readonly state?: string;
}

/**
 * The server states in which a link of each purpose can be finished (the step that takes its token
 * is open then): income in INCOME_VERIFICATION (unless paystubs were asked for instead), assets in
 * ASSETS_PREQUAL (asset depletion), a bank account while the accounts are being chosen.
 */
const LINK_PURPOSE_STATES: Record<LinkPurpose, readonly string[]> = {
  income: ['INCOME_VERIFICATION'],
  assets: ['ASSETS_PREQUAL'],
  bank: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
};
/** Why a link of this purpose cannot start now (null: it can). */
export function linkRefusal(
  purpose: LinkPurpose,
  state: string,
  status: { manualPaystubUpload?: boolean } = {},
): string | null {
  if (purpose === 'income' && status.manualPaystubUpload === true)
    return 'Your income is verified with the paystubs you upload, not by linking an account.';
  if (LINK_PURPOSE_STATES[purpose].includes(state)) return null;
  const what = { income: 'income', assets: 'assets', bank: 'a bank account' }[purpose];
  return `Linking ${what} is not open at this point of the application (${state}).`;
}
export const linkSessionsPath = (uuid: string) => endpointPath(LINK_ENDPOINTS.linkSessions, { uuid });
/**
 * `GET` the server's record of this user's link in flight on the application (the newest whose
 * public token is not spent and not expired): what it is for, never a token. 404 when there is none.
 */
export const linkInFlightPath = (uuid: string) => endpointPath(LINK_ENDPOINTS.linkInFlight, { uuid });
export interface LinkInFlight {
  readonly purpose: LinkPurpose;
  readonly sourceType: string | null;
  readonly step: BankLinkStep | null;
  /** The session's anti-CSRF value (not a credential): a return that carries a state must match it. */
  readonly state: string;
  readonly expiresAt: string;
}

/** Where the provider sends the borrower back: Pointserv into the application, the others to the top-level OAuth return. */
export function linkReturnPath(provider: LinkProvider, applicationUuid: string): string {
  return provider === 'POINTSERV'
    ? appScreenUrl(applicationUuid, 'income/pointserv-callback')
    : topLevelUrl('plaid-oauth-success');
}
/** The query parameters of a return: a success carries the token, a failure its code. */
export const LINK_RETURN_PARAMS = {
  publicToken: 'public_token',
  pointservCode: 'code',
  error: 'error_code',
  state: 'state',
} as const;

/**
 * Why a link ended without an account. Wrong passwords and MFA codes are retried on the provider's
 * own page, as the aggregators do; these are the endings that come back to the app.
 */
export const LINK_ERROR_CODES = [
  'USER_CANCELLED',
  'ITEM_LOCKED',
  'INSTITUTION_DOWN',
  'INVALID_CREDENTIALS',
  'NO_ACCOUNTS',
  'SESSION_EXPIRED',
  'INVALID_TOKEN',
] as const;
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];
export const isLinkErrorCode = (code: string): code is LinkErrorCode =>
  (LINK_ERROR_CODES as readonly string[]).includes(code);

export const LINK_ERROR_MESSAGES: Record<LinkErrorCode, string> = {
  USER_CANCELLED:
    'You closed the connection before it finished. Nothing was linked. You can try again or choose another way.',
  ITEM_LOCKED:
    'Your account at this institution is locked after too many sign-in attempts. Unlock it on the institution’s website, then try again, or choose another way.',
  INSTITUTION_DOWN:
    'This institution is not responding right now. Try again in a few minutes, pick another institution, or choose another way.',
  INVALID_CREDENTIALS:
    'The username or password was not accepted too many times. Check them on the institution’s website, then try again.',
  NO_ACCOUNTS: 'No eligible account was chosen. Try again and pick at least one account.',
  SESSION_EXPIRED: 'The connection took too long and expired. Start it again.',
  INVALID_TOKEN: 'We could not finish linking this account. Start the connection again.',
};
/** The message for any code a provider sends back (an unknown one reads as a failed link, never as raw text). */
export const linkErrorMessage = (code: string | null | undefined): string =>
  LINK_ERROR_MESSAGES[code && isLinkErrorCode(code) ? code : 'INVALID_TOKEN'];

/**
 * The sandbox stand-ins' test users, documented like the aggregators' sandbox users. Any other
 * username or password is "incorrect" and can be retried on the provider's page.
 */
export const SANDBOX_LINK_USERS = {
  good: { username: 'user_good', password: 'pass_good', leadsTo: 'links the accounts chosen' },
  mfa: {
    username: 'user_mfa',
    password: 'pass_good',
    leadsTo: 'asks for a one-time code: 1234 is accepted, any other is retried',
  },
  locked: { username: 'user_locked', password: 'pass_good', leadsTo: 'returns ITEM_LOCKED' },
} as const;
export const SANDBOX_MFA_CODE = '1234';
/** An institution or employer whose name contains these words answers INSTITUTION_DOWN; "Tokenized" banks give no routing number. */
export const SANDBOX_DOWN_INSTITUTION = 'Down';
export const SANDBOX_TOKENIZED_INSTITUTION = 'Tokenized';

/** Income source types as the borrower reads them on the review screen and the provider's page. */
export const INCOME_SOURCE_LABELS: Record<IncomeSourceType, string> = {
  EMPINFO: 'Employer verification',
  MANUAL_PAYSTUB: 'Paystubs you upload',
  OTHER: 'Other income',
  PLAID_TRANSACTIONS: 'Bank deposits',
  POINTSERV_1099_MISC: '1099 income',
  POINTSERV_PAYROLL: 'Payroll account',
  POINTSERV_TAX: 'Tax returns',
  TRUV_FINANCIAL_ACCOUNTS: 'Financial accounts',
  TRUV_PAYROLL: 'Payroll provider',
  UNKNOWN: 'Income source',
};
export const isIncomeSourceType = (type: string): type is IncomeSourceType =>
  (INCOME_SOURCE_TYPES as readonly string[]).includes(type);
