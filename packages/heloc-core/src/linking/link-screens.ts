/**
 * The rules of the link screens (income/link/{type}, the two return routes, product/assets): which
 * provider a type goes to and what it shares, what a return URL means, which journey step spends the
 * token, and which linked assets count. The app renders these decisions; the contract both sides
 * share (sessions, return routes, error codes) is linking.ts.
 */
import { appScreenUrl, type AppScreenPath } from '../journey/routes.js';
import type { StepBody } from '../contract/steps.js';
import {
  INCOME_SOURCE_LABELS,
  isIncomeSourceType,
  isLinkErrorCode,
  isLinkableIncomeSource,
  LINK_RETURN_PARAMS,
  linkErrorMessage,
  linkProvider,
  type LinkableIncomeSource,
  type LinkErrorCode,
  type LinkProvider,
  type LinkInFlight,
  type LinkPurpose,
  type LinkSessionBody,
} from './linking.js';

/** The provider's name as the borrower reads it on our page and theirs. */
const LINK_PROVIDER_NAMES: Record<LinkProvider, string> = { TRUV: 'Truv', POINTSERV: 'Pointserv', PLAID: 'Plaid' };

/**
 * What each kind of link hands over, in the borrower's words: ONE text, read by our page before the
 * borrower leaves (income/link/{type}) and by the provider's consent page (the sandbox's
 * apps/api link/pages.ts), so the two never disagree (issue 25, item 12; decision 054). A payroll
 * link reports this year's pay and the two years before: what verifying employment income takes
 * (a year-to-date figure and the prior years' earnings), and no more.
 */
export const PAYROLL_SHARES = [
  'Your employer’s name and your job title',
  'Your pay: pay dates and pay frequency, and gross and net pay for this year so far and the last two years',
] as const;
/** Deposits as income (bank-linked transactions). */
export const BANK_INCOME_SHARES = [
  'The deposits into the account you choose, for the last 12 months',
  'The account holder’s name, the account type and the last four digits of its number',
] as const;
export const TAX_SHARES = [
  'Your tax return transcripts for the last two years',
  'The income and filing status they show',
] as const;
export const TAX_1099_SHARES = [
  'The 1099 income reported for you for the last two years',
  'The payers’ names on those forms',
] as const;
/** An assets link (product/assets). */
export const ASSETS_SHARES = [
  'The names, types and balances of the accounts you choose',
  'The last four digits of each account number',
] as const;
/** A bank link for the draw and the payments (bank/disburse, bank/autopay). */
export const BANK_ACCOUNT_SHARES = [
  'The name and type of the account you choose',
  'Its account and routing numbers, to pay into it and take payments from it',
] as const;

const LINK_SHARES: Record<LinkableIncomeSource, readonly string[]> = {
  TRUV_PAYROLL: PAYROLL_SHARES,
  POINTSERV_PAYROLL: PAYROLL_SHARES,
  PLAID_TRANSACTIONS: BANK_INCOME_SHARES,
  POINTSERV_TAX: TAX_SHARES,
  POINTSERV_1099_MISC: TAX_1099_SHARES,
  TRUV_FINANCIAL_ACCOUNTS: BANK_INCOME_SHARES,
};

/**
 * What a link shares, as its consent page lists it: by the income source chosen when there is one,
 * else by the kind of institution picked (a payroll record, tax transcripts or a bank), else by purpose.
 */
export function linkShares(input: {
  readonly purpose: LinkPurpose;
  readonly sourceType?: string | null;
  readonly institutionKind: 'bank' | 'payroll' | 'tax';
}): readonly string[] {
  const { purpose, sourceType, institutionKind } = input;
  if (purpose === 'income' && sourceType && isLinkableIncomeSource(sourceType)) return LINK_SHARES[sourceType];
  if (institutionKind === 'payroll') return PAYROLL_SHARES;
  if (institutionKind === 'tax') return TAX_SHARES;
  if (purpose === 'assets') return ASSETS_SHARES;
  if (purpose === 'income') return BANK_INCOME_SHARES;
  return BANK_ACCOUNT_SHARES;
}
/** What the borrower needs at hand before leaving for the provider. */
const LINK_NEEDS: Record<LinkableIncomeSource, string> = {
  TRUV_PAYROLL: 'The username and password you use for your payroll or HR account (for example ADP, Gusto or Workday).',
  POINTSERV_PAYROLL:
    'The username and password you use for your payroll or HR account (for example ADP, Gusto or Workday).',
  PLAID_TRANSACTIONS: 'The username and password you use for online banking at the bank your pay goes into.',
  POINTSERV_TAX: 'The username and password of your IRS online account.',
  POINTSERV_1099_MISC: 'The username and password of your IRS online account.',
  TRUV_FINANCIAL_ACCOUNTS: 'The username and password you use for online banking at the bank your pay goes into.',
};

export interface IncomeLinkView {
  readonly sourceType: LinkableIncomeSource;
  readonly sourceLabel: string;
  readonly provider: LinkProvider;
  readonly providerName: string;
  readonly shares: readonly string[];
  readonly needs: string;
}
/**
 * income/link/{type}: a linkable type shows its provider; the paystub upload is a screen of its own;
 * anything else (an unknown or non-linkable type) goes back to the review of income sources.
 */
export function incomeLinkScreen(
  type: string,
): { kind: 'link'; view: IncomeLinkView } | { kind: 'redirect'; to: AppScreenPath } {
  if (type === 'MANUAL_PAYSTUB') return { kind: 'redirect', to: 'income/upload/MANUAL_PAYSTUB' };
  if (!isLinkableIncomeSource(type)) return { kind: 'redirect', to: 'income/review' };
  const provider = linkProvider('income', type);
  return {
    kind: 'link',
    view: {
      sourceType: type,
      sourceLabel: isIncomeSourceType(type) ? INCOME_SOURCE_LABELS[type] : type,
      provider,
      providerName: LINK_PROVIDER_NAMES[provider],
      shares: LINK_SHARES[type],
      needs: LINK_NEEDS[type],
    },
  };
}

/** The link in flight as this tab remembers it (apps/web lib/storage PendingLink has this shape). */
export interface PendingLinkFacts {
  readonly helocUuid: string;
  readonly purpose: LinkPurpose;
  readonly sourceType?: string;
  readonly step?: 'disbursement' | 'autopay';
  readonly returnTo: string;
  /** The session's anti-CSRF value, when the server gave one: an OAuth-style return must carry it back (RFC 6749 §10.12). */
  readonly state?: string;
}

/** The session body that starts the same link again ("Try again"); null when the remembered link is not one we can start. */
export function retryLinkBody(pending: PendingLinkFacts): LinkSessionBody | null {
  if (pending.purpose === 'income')
    return pending.sourceType && isLinkableIncomeSource(pending.sourceType)
      ? { purpose: 'income', sourceType: pending.sourceType }
      : null;
  if (pending.purpose === 'bank') return pending.step ? { purpose: 'bank', step: pending.step } : { purpose: 'bank' };
  return { purpose: pending.purpose };
}

/** The screen a link of this purpose (and bank step) is started from, and comes back to when it fails or is cancelled. */
export function linkOriginScreen(purpose: LinkPurpose, step?: 'disbursement' | 'autopay' | null): AppScreenPath {
  if (purpose === 'income') return 'income/review';
  if (purpose === 'assets') return 'product/assets';
  return step === 'autopay' ? 'bank/autopay' : 'bank/disburse';
}

/**
 * The link in flight rebuilt from what the spec keeps in the browser (heloc_uuid) and the server's
 * record of the session, when the provider's return opened in a tab that did not start it (a new
 * tab, or an app handing the OAuth return to the browser): never a token from storage.
 */
export function pendingFromServer(helocUuid: string, record: LinkInFlight): PendingLinkFacts {
  return {
    helocUuid,
    purpose: record.purpose,
    ...(record.sourceType ? { sourceType: record.sourceType } : {}),
    ...(record.step ? { step: record.step } : {}),
    returnTo: appScreenUrl(helocUuid, linkOriginScreen(record.purpose, record.step)),
    state: record.state,
  };
}

/** The journey step that spends a public token, with its body, by what the link was for. */
export type LinkStep =
  | { readonly name: 'incomeLink'; readonly body: StepBody<'incomeLink'> }
  | { readonly name: 'assets'; readonly body: StepBody<'assets'> }
  | { readonly name: 'disbursement'; readonly body: StepBody<'disbursement'> }
  | { readonly name: 'autopay'; readonly body: StepBody<'autopay'> };
export function linkStep(pending: PendingLinkFacts, publicToken: string): LinkStep {
  if (pending.purpose === 'income') return { name: 'incomeLink', body: { publicToken } };
  if (pending.purpose === 'assets') return { name: 'assets', body: { publicToken } };
  // A bank link is for the draw's account unless it was started for a separate autopay account.
  // bank/autopay starts an autopay link only once the ACH debit authorization is accepted there
  // (Reg E 12 CFR 1005.10(b)); the acceptance travels with the step that records the account.
  if (pending.step === 'autopay')
    return {
      name: 'autopay',
      body: {
        payType: 'AUTOPAY',
        useDisbursementAccount: false,
        account: { mode: 'linked', publicToken },
        achAuthorization: true,
      },
    };
  return { name: 'disbursement', body: { mode: 'linked', publicToken } };
}

/** Said when this tab has no link in flight for the return (it was started in another browser or tab, or already finished). */
export const LINK_NOT_IN_THIS_TAB_MESSAGE =
  'We could not find a connection started in this browser tab. It may have been started somewhere else or already finished. Go to your application to start it again.';

export type LinkReturnOutcome =
  /** Spend the token: take the step, then go to the application. */
  | { readonly kind: 'finish'; readonly uuid: string; readonly pending: PendingLinkFacts; readonly step: LinkStep }
  /** The provider sent an error back (or no token): say why, offer Try again and Choose another way. */
  | {
      readonly kind: 'failed';
      readonly uuid: string;
      readonly pending: PendingLinkFacts;
      readonly code: LinkErrorCode;
      readonly message: string;
    }
  /** No link in flight here: nothing to retry; offer the application. */
  | { readonly kind: 'orphan'; readonly message: string };

/**
 * What a return route does with its query. `query` is the URL's search parameters; `pathUuid` is the
 * application in the path (income/pointserv-callback) — it must be the one the link was started for.
 * A code from the URL is only ever shown through the fixed messages (linkErrorMessage).
 */
export function linkReturnOutcome(input: {
  query: { get(name: string): string | null };
  pending: PendingLinkFacts | null;
  pathUuid?: string;
}): LinkReturnOutcome {
  const { query, pending } = input;
  const errorCode = query.get(LINK_RETURN_PARAMS.error);
  if (!pending || (input.pathUuid !== undefined && pending.helocUuid !== input.pathUuid)) {
    return { kind: 'orphan', message: errorCode ? linkErrorMessage(errorCode) : LINK_NOT_IN_THIS_TAB_MESSAGE };
  }
  const token = query.get(LINK_RETURN_PARAMS.publicToken) ?? query.get(LINK_RETURN_PARAMS.pointservCode);
  // A return that does not carry back the state this tab left with was not started here: never spend it.
  const returnedState = query.get(LINK_RETURN_PARAMS.state);
  const stateRequired =
    pending.state !== undefined &&
    (returnedState !== null || (pending.purpose === 'income' && pending.sourceType?.startsWith('POINTSERV_') === true));
  const forged = stateRequired && returnedState !== pending.state;
  if (errorCode !== null || !token || forged) {
    const message = linkErrorMessage(errorCode);
    return {
      kind: 'failed',
      uuid: pending.helocUuid,
      pending,
      code: errorCode !== null && isLinkErrorCode(errorCode) ? errorCode : 'INVALID_TOKEN',
      message,
    };
  }
  return { kind: 'finish', uuid: pending.helocUuid, pending, step: linkStep(pending, token) };
}

/* ---------- asset depletion (product/assets) ---------- */

/** A linked deposit or investment account as the application carries it (`assetDepletion.accounts`). */
export interface LinkedAssetAccount {
  readonly institution: string;
  /** The account's own name at the institution ("Everyday checking"), when the provider gave one. */
  readonly name?: string;
  /** CHECKING, SAVINGS, MONEY_MARKET, CD, BROKERAGE, RETIREMENT (401(k), IRA), or anything else the provider reports. */
  readonly kind: string;
  readonly mask: string;
  readonly balance: number;
}
/**
 * How much of a balance counts toward qualifying (decision: link-web, asset depletion). Deposit and
 * investment accounts count in full; retirement accounts do not count (drawing on them before
 * retirement age costs taxes and a penalty, and the sandbox server's exchange records them as not
 * counting); credit cards, loans and anything unknown do not count. A discount instead (for example
 * 0.6 for retirement) is one number here: the screens word it from the share.
 */
export const ASSET_COUNT_SHARE: Record<string, number> = {
  CHECKING: 1,
  SAVINGS: 1,
  MONEY_MARKET: 1,
  CD: 1,
  BROKERAGE: 1,
  RETIREMENT: 0,
};
const ASSET_TYPE_LABELS: Record<string, string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  MONEY_MARKET: 'Money market',
  CD: 'Certificate of deposit',
  BROKERAGE: 'Brokerage',
  RETIREMENT: 'Retirement',
};

interface CountedAsset {
  readonly account: LinkedAssetAccount;
  readonly typeLabel: string;
  /** The amount that counts (rounded down to whole dollars); 0 when the account does not count. */
  readonly counted: number;
  /** In words: "Counts in full", "Counts at 60%" (a discount), "Does not count". */
  readonly counts: string;
}
export function countAsset(account: LinkedAssetAccount): CountedAsset {
  const share = ASSET_COUNT_SHARE[account.kind.toUpperCase()] ?? 0;
  const balance = Number.isFinite(account.balance) && account.balance > 0 ? account.balance : 0;
  return {
    account,
    typeLabel: ASSET_TYPE_LABELS[account.kind.toUpperCase()] ?? 'Other account',
    counted: Math.floor(balance * share),
    counts: share === 1 ? 'Counts in full' : share > 0 ? `Counts at ${Math.round(share * 100)}%` : 'Does not count',
  };
}
/** Every account with what counts, and the total that counts. */
export function countAssets(accounts: readonly LinkedAssetAccount[]): {
  readonly rows: readonly CountedAsset[];
  readonly total: number;
} {
  const rows = accounts.map(countAsset);
  return { rows, total: rows.reduce((sum, r) => sum + r.counted, 0) };
}

/* ---------- screens a decided screen leads to ---------- */
