/**
 * Re-underwriting on verified income (issue 25, item 11; decision 054). The first offers rest on the
 * income the borrower stated; once a payroll, bank or tax link reports the income it verified, a
 * lender must check the chosen line against that figure before going on. Pure: the server supplies
 * the figures (stated and verified income, the monthly payments on the debts already owed, the
 * chosen line and its APR), this module decides whether the offer stands, shrinks or cannot be made.
 *
 * - A verified income within VERIFIED_INCOME_TOLERANCE_PERCENT below the stated one is the same
 *   income (gross against net pay, a bonus's timing): the offer stands. A verified income above the
 *   stated one never raises an offer the borrower did not ask for.
 * - Otherwise the debt-to-income ratio is worked out on the verified income, with the line drawn in
 *   full at its APR (interest only, as the program qualifies a HELOC). At most MAX_DTI_PERCENT the
 *   offer stands; above it the line shrinks to the largest whole $1,000 that keeps the ratio within
 *   the maximum — a counteroffer (Reg B 12 CFR §1002.2(c)(1)(i)), which the borrower may accept or
 *   not; below LOAN_AMOUNT_MIN no line can be offered, a decline for debt-to-income.
 */
import { LOAN_AMOUNT_MIN } from '../constants.js';
import type { DeclineReason } from './underwriting.js';

/** The program's maximum debt-to-income ratio, in percent (the decline notice quotes it too). */
export const MAX_DTI_PERCENT = 43;
/** How far below the stated income a verified income may be and still count as the same. */
const VERIFIED_INCOME_TOLERANCE_PERCENT = 5;
/**
 * The principal reasons a line is cut on verified income (Reg B §1002.9(b)(2), form C-1 wording in
 * adverse-action.ts): the verified income cannot carry the line asked for, and the debts already owed
 * (from the credit report) take too much of it. The counteroffer notice gives them.
 */
export const VERIFIED_INCOME_COUNTEROFFER_REASONS: readonly DeclineReason[] = [
  'INCOME_INSUFFICIENT',
  'EXCESSIVE_OBLIGATIONS',
];
/** Lines are offered in whole thousands. */
export const LINE_STEP = 1_000;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The line's qualifying monthly payment: interest only on the full line at its APR. */
export function lineQualifyingPayment(lineAmount: number, aprPercent: number): number {
  return (Math.max(lineAmount, 0) * Math.max(aprPercent, 0)) / 100 / 12;
}

/** Debt-to-income, in percent to one decimal: the debts' monthly payments and the line's, over monthly income. */
export function qualifyingDtiPercent(input: {
  readonly annualIncome: number;
  readonly monthlyDebts: number;
  readonly lineAmount: number;
  readonly aprPercent: number;
}): number {
  if (!(input.annualIncome > 0)) return Number.POSITIVE_INFINITY;
  return round1(
    ((Math.max(input.monthlyDebts, 0) + lineQualifyingPayment(input.lineAmount, input.aprPercent)) /
      (input.annualIncome / 12)) *
      100,
  );
}

/** The largest line, in whole thousands, whose DTI stays within the maximum (0 when none does). */
export function maxLineForIncome(input: {
  readonly annualIncome: number;
  readonly monthlyDebts: number;
  readonly aprPercent: number;
  readonly maxDtiPercent?: number;
}): number {
  const max = input.maxDtiPercent ?? MAX_DTI_PERCENT;
  const room = (max / 100) * (Math.max(input.annualIncome, 0) / 12) - Math.max(input.monthlyDebts, 0);
  if (!(room > 0) || !(input.aprPercent > 0)) return 0;
  const line = Math.floor(room / (input.aprPercent / 100 / 12) / LINE_STEP) * LINE_STEP;
  // Rounding of the ratio to one decimal must not let a line over the maximum through.
  return qualifyingDtiPercent({ ...input, lineAmount: line }) > max ? Math.max(line - LINE_STEP, 0) : line;
}

export type ReunderwriteOutcome =
  /** The chosen line stands on the verified income. */
  | { readonly kind: 'matched'; readonly incomeUsed: number; readonly dtiPercent: number }
  /** The chosen line is too large for the verified income: at most `maxLineAmount` can be offered. */
  | {
      readonly kind: 'revised';
      readonly incomeUsed: number;
      readonly dtiPercent: number;
      readonly maxLineAmount: number;
    }
  /** Not even the smallest line fits. */
  | { readonly kind: 'declined'; readonly incomeUsed: number; readonly dtiPercent: number };

interface ReunderwriteInput {
  readonly statedIncome: number;
  /** What the link verified, a year; null when nothing was verified as a figure (documents go to a person). */
  readonly verifiedIncome: number | null;
  /** Monthly payments on the debts already owed (the first mortgage and the like). */
  readonly monthlyDebts: number;
  /** The line chosen and its APR. */
  readonly lineAmount: number;
  readonly aprPercent: number;
}

/** Whether the verified income is materially below the stated one (beyond the tolerance). */
function verifiedIncomeIsLower(statedIncome: number, verifiedIncome: number | null): verifiedIncome is number {
  return verifiedIncome !== null && verifiedIncome < statedIncome * (1 - VERIFIED_INCOME_TOLERANCE_PERCENT / 100);
}

export function reunderwriteOnVerifiedIncome(input: ReunderwriteInput): ReunderwriteOutcome {
  const { statedIncome, verifiedIncome, monthlyDebts, lineAmount, aprPercent } = input;
  if (!verifiedIncomeIsLower(statedIncome, verifiedIncome)) {
    return {
      kind: 'matched',
      incomeUsed: statedIncome,
      dtiPercent: qualifyingDtiPercent({ annualIncome: statedIncome, monthlyDebts, lineAmount, aprPercent }),
    };
  }
  const dtiPercent = qualifyingDtiPercent({ annualIncome: verifiedIncome, monthlyDebts, lineAmount, aprPercent });
  if (dtiPercent <= MAX_DTI_PERCENT) return { kind: 'matched', incomeUsed: verifiedIncome, dtiPercent };
  const maxLineAmount = Math.min(
    maxLineForIncome({ annualIncome: verifiedIncome, monthlyDebts, aprPercent }),
    lineAmount,
  );
  if (maxLineAmount < LOAN_AMOUNT_MIN) return { kind: 'declined', incomeUsed: verifiedIncome, dtiPercent };
  return { kind: 'revised', incomeUsed: verifiedIncome, dtiPercent, maxLineAmount };
}
