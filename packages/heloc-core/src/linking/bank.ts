/**
 * The bank-account part of the journey (bank/disburse, bank/manual-disburse, bank/autopay,
 * bank/autopay-manual, bank/confirm): what each screen offers for an application, the form a
 * borrower types an account into, how an account is named back to them (never more than the last
 * four digits), and the recurring ACH debit authorization they accept for autopay.
 */
import * as v from 'valibot';
import { BANK_MASK_LENGTH } from '../constants.js';
import type { BankAccount, Heloc } from '../entities.js';
import { accountNumberSchema, routingNumberSchema } from '../forms.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';
import { ACH_REQUIRED_MESSAGE } from '../contract/steps.js';

/** A bank account as the server shows it to the browser: the number is masked to its last four. */
export interface ShownBankAccount extends BankAccount {
  readonly institution?: string | null;
  readonly accountType?: 'CHECKING' | 'SAVINGS' | string | null;
  readonly mode?: 'linked' | 'manual' | string | null;
}

export const BANK_MESSAGES = {
  accountNumbersDiffer: 'The account numbers do not match',
  pendingReview:
    'We are verifying this account. This usually takes one business day; you can continue, and we will email you if we need anything else.',
  routingNeeded:
    'Your bank shared this account without its routing number. Enter the 9-digit routing number printed at the bottom of your checks or in your bank’s app.',
  manualPay:
    'You pay each month yourself, by the payment due date on your statement. The statement shows the minimum payment due and how to pay.',
  achRequired: ACH_REQUIRED_MESSAGE,
  noBankName: 'Check the routing number with your bank: we cannot look up the bank’s name here.',
} as const;

/** "Checking" / "Savings" as the borrower reads them. */
export const ACCOUNT_TYPE_LABELS = { CHECKING: 'Checking', SAVINGS: 'Savings' } as const;
/** The last four digits of an account as shown (the server already masks; this never shows more). */
export function accountLast4(account: ShownBankAccount | null | undefined): string {
  const digits = (account?.mask || account?.accountNumber || '').replace(/\D/g, '');
  return digits.slice(-BANK_MASK_LENGTH);
}

/** "First Test Bank, account ending 6789" or "Account ending 6789". */
export function accountLabel(account: ShownBankAccount | null | undefined): string {
  const last4 = accountLast4(account);
  const institution = account?.institution?.trim();
  return institution ? `${institution}, account ending ${last4}` : `Account ending ${last4}`;
}

export function accountTypeLabel(account: ShownBankAccount | null | undefined): string | null {
  const type = account?.accountType;
  return type === 'CHECKING' || type === 'SAVINGS' ? ACCOUNT_TYPE_LABELS[type] : null;
}

/** What bank/disburse shows. */
export type DisburseView =
  /** Crypto-backed lines are paid out in crypto: no disbursement account is ever asked for. */
  | { readonly kind: 'crypto' }
  /** A linked account came without its routing number (a tokenized bank): ask for it. */
  | { readonly kind: 'routing'; readonly account: ShownBankAccount; readonly pendingReview: boolean }
  /** Link a bank or enter the account. */
  | { readonly kind: 'choose'; readonly pendingReview: boolean };

export function disburseView(
  heloc: Pick<Heloc, 'isCrypto' | 'disburseAccount' | 'status'> | null | undefined,
): DisburseView {
  if (heloc?.isCrypto) return { kind: 'crypto' };
  const account = heloc?.disburseAccount as ShownBankAccount | null | undefined;
  const pendingReview = heloc?.status?.giactAccountStatus === 'PENDING_REVIEW';
  if (account && !account.routingNumber) return { kind: 'routing', account, pendingReview };
  return { kind: 'choose', pendingReview };
}

/** "Same as the disbursement account" is offered only when that account exists and is complete (never for crypto). */
export function canAutopayFromDisbursement(
  heloc: Pick<Heloc, 'isCrypto' | 'disburseAccount'> | null | undefined,
): boolean {
  return !heloc?.isCrypto && Boolean(heloc?.disburseAccount?.routingNumber);
}

/**
 * bank/confirm needs the pay type recorded: without one (AUTOPAY_ACCOUNT) "Confirm" would be refused,
 * so the screen leads back to bank/autopay instead.
 */
export function canConfirmAccounts(heloc: Pick<Heloc, 'payType'> | null | undefined): boolean {
  return heloc?.payType === 'AUTOPAY' || heloc?.payType === 'MANUAL';
}

/** What bank/autopay shows: the choice to make, or (VERIFIED_AUTOPAY_ACCOUNT) the choice the server verified. */
export type AutopayView =
  | { readonly kind: 'choose' }
  | {
      readonly kind: 'chosen';
      readonly payType: 'AUTOPAY' | 'MANUAL';
      /** "Autopay from First Test Bank, account ending 6789" or "You pay each month yourself". */
      readonly headline: string;
      /** What the choice means: the authorization's summary, or how paying by hand works. */
      readonly detail: string;
      /** When the ACH debit authorization was accepted (ISO), for autopay; null otherwise. */
      readonly authorizedAt: string | null;
    };

export const AUTOPAY_CHOSEN_TEXT = {
  title: 'Your payments are set up',
  intro: 'We verified your choice. Check it, then continue to confirm your accounts.',
  continue: 'Continue',
  change: 'Change how I pay',
} as const;

export function autopayView(
  heloc:
    | (Pick<Heloc, 'payType' | 'autopayAccount'> & {
        readonly achAuthorization?: { readonly at?: string | null } | null;
      })
    | null
    | undefined,
  lender: { readonly lenderName: string; readonly phone: string },
): AutopayView {
  if (!canConfirmAccounts(heloc)) return { kind: 'choose' };
  const account = heloc?.autopayAccount as ShownBankAccount | null | undefined;
  if (heloc?.payType === 'AUTOPAY' && account) {
    return {
      kind: 'chosen',
      payType: 'AUTOPAY',
      headline: `Autopay from ${accountLabel(account).replace(/^Account/, 'account')}`,
      detail: achAuthorization({ ...lender, accountMask: accountLast4(account) }).summary,
      authorizedAt: heloc.achAuthorization?.at ?? null,
    };
  }
  return {
    kind: 'chosen',
    payType: 'MANUAL',
    headline: 'You pay each month yourself',
    detail: BANK_MESSAGES.manualPay,
    authorizedAt: null,
  };
}

/** The account typed in by hand: the number twice, so a slip of one digit is caught before a debit bounces. */
export const manualAccountFormSchema = v.pipe(
  v.object({
    routingNumber: routingNumberSchema,
    accountNumber: accountNumberSchema,
    accountNumberAgain: first(v.pipe(requiredString())),
    accountType: v.picklist(['CHECKING', 'SAVINGS'], 'Required'),
  }),
  v.forward(
    v.partialCheck(
      [['accountNumber'], ['accountNumberAgain']],
      (input) => input.accountNumber === input.accountNumberAgain,
      BANK_MESSAGES.accountNumbersDiffer,
    ),
    ['accountNumberAgain'],
  ),
);
export type ManualAccountForm = v.InferInput<typeof manualAccountFormSchema>;

/** What the steps take (the repeated number stays in the form). */
export function manualAccountBody(form: v.InferOutput<typeof manualAccountFormSchema>) {
  return {
    mode: 'manual' as const,
    routingNumber: form.routingNumber,
    accountNumber: form.accountNumber,
    accountType: form.accountType,
  };
}

/**
 * The recurring ACH debit authorization for autopay.
 *
 * Reg E, 12 CFR 1005.10(b): preauthorized electronic fund transfers from a consumer's account may be
 * authorized only by a writing signed or similarly authenticated by the consumer, and the consumer
 * gets a copy. NACHA Operating Rules for WEB debits: the authorization must be readily identifiable
 * as one, state its terms clearly (amount or how it is set, timing, the account) and how to revoke
 * it. The server records the version accepted; change the version whenever the words change.
 */
export const ACH_AUTHORIZATION_VERSION = 'ach-2026-01';
const ACH_AUTHORIZATION_TITLE = 'Authorization for automatic payments';
export const ACH_ACCEPT_LABEL = 'I authorize these automatic payments from this account';
/** Days before a scheduled debit by which a revocation must reach the lender. */
const ACH_REVOKE_BUSINESS_DAYS = 3;

export interface AchAuthorization {
  readonly version: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** One line for the confirmation screen. */
  readonly summary: string;
}

/** accountMask: the last four digits, or null for an account still to be linked. */
export function achAuthorization(input: {
  lenderName: string;
  accountMask: string | null;
  phone: string;
}): AchAuthorization {
  const { lenderName, accountMask, phone } = input;
  const account = accountMask ? `the account ending ${accountMask}` : 'the bank account I link';
  return {
    version: ACH_AUTHORIZATION_VERSION,
    title: ACH_AUTHORIZATION_TITLE,
    paragraphs: [
      `I authorize ${lenderName} to debit ${account} each month on the payment due date shown on my statement, by electronic funds transfer (ACH).`,
      'Each debit is the minimum payment due on that statement. The amount can change from month to month as the balance of my line and its variable rate change.',
      `This authorization stays in effect until I revoke it. I can revoke it by calling ${lenderName} at ${phone} or by writing to them, at least ${ACH_REVOKE_BUSINESS_DAYS} business days before the scheduled debit.`,
      'A copy of this authorization is kept with my loan documents and is emailed to me.',
    ],
    summary: `${lenderName} debits ${account} each month on the payment due date for the minimum payment due, until you revoke it (at least ${ACH_REVOKE_BUSINESS_DAYS} business days before a debit, by phone at ${phone} or in writing).`,
  };
}
