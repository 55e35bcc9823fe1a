import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountLabel,
  accountLast4,
  achAuthorization,
  ACH_AUTHORIZATION_VERSION,
  autopayView,
  canConfirmAccounts,
  BANK_MESSAGES,
  canAutopayFromDisbursement,
  disburseView,
  manualAccountBody,
  manualAccountFormSchema,
} from './bank.js';
import { isCompanionScreen, screenForServerState } from '../journey/screen-map.js';
import { stepSchema } from '../contract/steps.js';

const form = {
  routingNumber: '021000021',
  accountNumber: '000987654321',
  accountNumberAgain: '000987654321',
  accountType: 'CHECKING' as const,
};
const issuesOf = (input: unknown) => {
  const r = v.safeParse(manualAccountFormSchema, input);
  return r.success
    ? {}
    : Object.fromEntries(r.issues.map((i) => [i.path?.map((p) => String(p.key)).join('.'), i.message]));
};

describe('the manual account form', () => {
  it('accepts a valid account and sends only what the step takes (never the repeated number)', () => {
    const r = v.parse(manualAccountFormSchema, form);
    expect(manualAccountBody(r)).toEqual({
      mode: 'manual',
      routingNumber: '021000021',
      accountNumber: '000987654321',
      accountType: 'CHECKING',
    });
  });
  it('says when the account number typed twice differs, on the second field', () => {
    expect(issuesOf({ ...form, accountNumberAgain: '000987654320' })).toEqual({
      accountNumberAgain: 'The account numbers do not match',
    });
  });
  it('checks the routing number with the ABA checksum', () => {
    expect(issuesOf({ ...form, routingNumber: '021000022' })).toEqual({
      routingNumber: 'Must be a valid routing number',
    });
    expect(issuesOf({ ...form, routingNumber: '12345' })).toEqual({ routingNumber: 'Must be 9 digits' });
  });
  it('asks for every field', () => {
    expect(issuesOf({ routingNumber: '', accountNumber: '', accountNumberAgain: '', accountType: '' })).toMatchObject({
      routingNumber: 'Required',
      accountNumber: 'Required',
      accountNumberAgain: 'Required',
      accountType: 'Required',
    });
  });
});

describe('naming an account back to the borrower', () => {
  it('shows the institution and never more than the last four digits', () => {
    expect(accountLabel({ institution: 'First Test Bank', mask: '6789' })).toBe('First Test Bank, account ending 6789');
    expect(accountLabel({ accountNumber: '000987654321' })).toBe('Account ending 4321');
    expect(accountLast4({ mask: null, accountNumber: null })).toBe('');
  });
});

describe('bank/disburse', () => {
  it('never offers a disbursement account to a crypto-backed line', () => {
    expect(disburseView({ isCrypto: true, disburseAccount: null })).toEqual({ kind: 'crypto' });
  });
  it('asks for the routing number of a linked account that came without one, and says it is being verified', () => {
    const account = { institution: 'Tokenized Savings Bank', routingNumber: null, mask: '4417' };
    expect(disburseView({ disburseAccount: account, status: { giactAccountStatus: 'PENDING_REVIEW' } })).toEqual({
      kind: 'routing',
      account,
      pendingReview: true,
    });
  });
  it('otherwise offers to link or type an account', () => {
    expect(disburseView({ disburseAccount: null })).toEqual({ kind: 'choose', pendingReview: false });
  });
  it('offers autopay from the disbursement account only when it is complete and the line is not crypto', () => {
    expect(canAutopayFromDisbursement({ disburseAccount: { routingNumber: '021000021' } })).toBe(true);
    expect(canAutopayFromDisbursement({ disburseAccount: { routingNumber: null } })).toBe(false);
    expect(canAutopayFromDisbursement({ isCrypto: true, disburseAccount: null })).toBe(false);
  });
});

describe('the ACH debit authorization (Reg E 12 CFR 1005.10(b), NACHA WEB)', () => {
  const text = achAuthorization({ lenderName: 'Story Lender', accountMask: '4321', phone: '(800) 555-0100' });
  const all = text.paragraphs.join(' ');
  it('names who debits, which account, how much, when, how to revoke, for how long, and the copy', () => {
    expect(all).toContain('I authorize Story Lender to debit the account ending 4321');
    expect(all).toContain('each month on the payment due date');
    expect(all).toContain('minimum payment due');
    expect(all).toContain('variable rate');
    expect(all).toContain('stays in effect until I revoke it');
    expect(all).toContain('(800) 555-0100');
    expect(all).toContain('at least 3 business days before the scheduled debit');
    expect(all).toContain('A copy of this authorization');
    expect(text.version).toBe(ACH_AUTHORIZATION_VERSION);
    expect(achAuthorization({ lenderName: 'L', accountMask: null, phone: '1' }).paragraphs[0]).toContain(
      'to debit the bank account I link',
    );
  });
  it('is required with the autopay step, and not for manual payments', () => {
    const schema = stepSchema('autopay');
    expect(
      v.safeParse(schema, { payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: false }).issues?.[0]
        ?.message,
    ).toBe(BANK_MESSAGES.achRequired);
    expect(v.safeParse(schema, { payType: 'AUTOPAY', useDisbursementAccount: true }).success).toBe(false);
    expect(
      v.safeParse(schema, { payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: true }).success,
    ).toBe(true);
    expect(v.safeParse(schema, { payType: 'MANUAL' }).success).toBe(true);
  });
});

describe('bank/autopay once the choice is verified', () => {
  const lender = { lenderName: 'Homestead Line', phone: '(800) 555-0100' };
  const account = { uuid: 'x', mask: '6789', routingNumber: '021000021', institution: 'First Test Bank' };
  it('offers the choice while no pay type is recorded', () => {
    expect(autopayView({ payType: null }, lender)).toEqual({ kind: 'choose' });
    expect(autopayView(undefined, lender)).toEqual({ kind: 'choose' });
    expect(canConfirmAccounts({ payType: null })).toBe(false);
  });
  it('shows autopay with its account, the authorization and when it was given', () => {
    const view = autopayView(
      { payType: 'AUTOPAY', autopayAccount: account, achAuthorization: { at: '2026-11-30T15:00:00Z' } },
      lender,
    );
    expect(view).toMatchObject({
      kind: 'chosen',
      payType: 'AUTOPAY',
      headline: 'Autopay from First Test Bank, account ending 6789',
      authorizedAt: '2026-11-30T15:00:00Z',
    });
    expect(view.kind === 'chosen' && view.detail).toContain('Homestead Line debits the account ending 6789 each month');
    expect(canConfirmAccounts({ payType: 'AUTOPAY' })).toBe(true);
  });
  it('shows paying by hand', () => {
    expect(autopayView({ payType: 'MANUAL' }, lender)).toMatchObject({
      kind: 'chosen',
      payType: 'MANUAL',
      headline: 'You pay each month yourself',
      detail: BANK_MESSAGES.manualPay,
      authorizedAt: null,
    });
  });
});

describe('the bank screens in the journey', () => {
  // Issue 25, item 4: §4.1 maps VERIFIED_AUTOPAY_ACCOUNT to bank/autopay (it was bank/confirm).
  it('shows bank/autopay for VERIFIED_AUTOPAY_ACCOUNT, as §4.1 says, whatever the pay type', () => {
    for (const payType of ['AUTOPAY', 'MANUAL', null] as const)
      expect(screenForServerState('VERIFIED_AUTOPAY_ACCOUNT', { uuid: 'a', payType })?.path).toBe('bank/autopay');
  });
  it('lets the borrower go on from bank/autopay to bank/confirm and its edits without being sent back', () => {
    expect(isCompanionScreen('bank/disburse', 'bank/manual-disburse')).toBe(true);
    for (const screen of ['bank/confirm', 'bank/autopay-manual', 'bank/disburse', 'bank/manual-disburse'])
      expect(isCompanionScreen('bank/autopay', screen), screen).toBe(true);
    expect(isCompanionScreen('bank/disburse', 'bank/confirm')).toBe(false);
    expect(isCompanionScreen('income/review', 'bank/manual-disburse')).toBe(false);
    expect(isCompanionScreen('bank/disburse', null)).toBe(false);
  });
  it('lets the borrower open the ways to verify income while the state says income/review', () => {
    expect(isCompanionScreen('income/review', 'income/link/TRUV_PAYROLL')).toBe(true);
    expect(isCompanionScreen('income/review', 'income/pointserv-callback')).toBe(true);
    expect(isCompanionScreen('income/review', 'income/upload/MANUAL_PAYSTUB')).toBe(true);
    expect(isCompanionScreen('identity', 'income/link/TRUV_PAYROLL')).toBe(false);
    expect(isCompanionScreen('income/review', 'income/link')).toBe(false);
  });
});
