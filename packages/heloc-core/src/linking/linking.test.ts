import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LINK_ERROR_MESSAGES,
  linkErrorMessage,
  linkProvider,
  linkRefusal,
  linkReturnPath,
  linkSessionBodySchema,
} from './linking.js';

describe('linking', () => {
  it('sends Pointserv sources to Pointserv, Truv to Truv, and every bank link to Plaid', () => {
    expect(linkProvider('income', 'POINTSERV_TAX')).toBe('POINTSERV');
    expect(linkProvider('income', 'TRUV_PAYROLL')).toBe('TRUV');
    expect(linkProvider('income', 'PLAID_TRANSACTIONS')).toBe('PLAID');
    expect(linkProvider('bank')).toBe('PLAID');
    expect(linkProvider('assets')).toBe('PLAID');
  });

  it('returns Pointserv into the application and the others to the top-level OAuth return', () => {
    expect(linkReturnPath('POINTSERV', 'u1')).toBe('/account/heloc/u1/income/pointserv-callback');
    expect(linkReturnPath('PLAID', 'u1')).toBe('/account/heloc/plaid-oauth-success');
  });

  it('asks income links for a linkable source type', () => {
    expect(v.safeParse(linkSessionBodySchema, { purpose: 'income', sourceType: 'TRUV_PAYROLL' }).success).toBe(true);
    expect(v.safeParse(linkSessionBodySchema, { purpose: 'income', sourceType: 'MANUAL_PAYSTUB' }).success).toBe(false);
    expect(v.safeParse(linkSessionBodySchema, { purpose: 'income' }).success).toBe(false);
    expect(v.safeParse(linkSessionBodySchema, { purpose: 'bank' }).success).toBe(true);
    expect(v.safeParse(linkSessionBodySchema, { purpose: 'bank', step: 'autopay' }).success).toBe(true);
    expect(v.safeParse(linkSessionBodySchema, { purpose: 'bank', step: 'payoff' }).success).toBe(false);
  });

  it('never shows a provider’s raw error text: unknown codes read as a failed link', () => {
    expect(linkErrorMessage('ITEM_LOCKED')).toBe(LINK_ERROR_MESSAGES.ITEM_LOCKED);
    expect(linkErrorMessage('<script>')).toBe(LINK_ERROR_MESSAGES.INVALID_TOKEN);
    expect(linkErrorMessage(null)).toBe(LINK_ERROR_MESSAGES.INVALID_TOKEN);
  });

  it('opens each purpose only where its step can take the token', () => {
    expect(linkRefusal('income', 'INCOME_VERIFICATION')).toBeNull();
    expect(linkRefusal('income', 'INCOME_VERIFICATION', { manualPaystubUpload: true })).toMatch(/paystubs/);
    expect(linkRefusal('assets', 'ASSETS_PREQUAL')).toBeNull();
    expect(linkRefusal('bank', 'AUTOPAY_ACCOUNT')).toBeNull();
    expect(linkRefusal('bank', 'INCOME_VERIFICATION')).toBe(
      'Linking a bank account is not open at this point of the application (INCOME_VERIFICATION).',
    );
    expect(linkRefusal('assets', 'OFFER_SELECTION')).not.toBeNull();
  });
});
