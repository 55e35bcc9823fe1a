/**
 * The verification part of the journey walked as a borrower walks it (issue 10): from a submitted
 * application (the account, the application and the steps to submission taken through the API as
 * their screens would take them — journey.spec.ts and closing-walk.spec.ts walk those screens;
 * decision 092), through the UI alone — no sandbox state jumps — past income/review, identity and the bank screens
 * to the screen after bank/confirm, on the happy path and on the branches the sandbox's magic
 * inputs choose (apps/api/README.md): manual paystubs, employment verification, a tokenized bank
 * and the crypto variant. Asset depletion and the provider failures are walked in linking.spec.ts.
 * axe runs on every screen on the way.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, PDF } from './support';
import {
  atIncomeReview,
  autopayAndConfirm,
  identityWithLicence,
  throughIncomeAndIdentity,
  throughProvider,
} from './walk';

test.describe.configure({ timeout: 300_000 });

test('happy path: a payroll link, a driver’s licence and a linked bank take a new borrower past bank/confirm', async ({
  page,
}) => {
  await atIncomeReview(page);
  await expect(page.getByRole('heading', { name: 'Verify your income' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/income\/review$/);
  await expectAccessible(page, 'income/review');
  await page.getByRole('link', { name: 'Link your payroll account' }).click();
  await expect(page).toHaveURL(/\/income\/link\/TRUV_PAYROLL$/);
  await expectAccessible(page, 'income/link/TRUV_PAYROLL');
  await page.getByRole('button', { name: 'Continue to Truv' }).click();
  await throughProvider(page);
  await identityWithLicence(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your draw?' })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page, 'bank/disburse');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await throughProvider(page);
  await autopayAndConfirm(page, /ending \d{4}/);
});

test('manual paystubs: income ending 222 asks for two paystubs after the link, and they take the borrower on', async ({
  page,
}) => {
  await atIncomeReview(page, { income: '92222' });
  await expect(page.getByRole('heading', { name: 'Verify your income' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Link your payroll account' }).click();
  await page.getByRole('button', { name: 'Continue to Truv' }).click();
  await throughProvider(page);
  // The income check finds the payroll short and asks for paystubs: income/review again, paystubs only.
  await expect(page.getByRole('link', { name: 'Upload 2 paystubs' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'income/review (paystubs)');
  await page.getByRole('link', { name: 'Upload 2 paystubs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  await expectAccessible(page, 'income/upload/MANUAL_PAYSTUB');
  await page.locator('input[type="file"][name="file"]').setInputFiles([
    { name: 'paystub-october.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'paystub-november.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible({ timeout: 60_000 });
});

test('self-employed: the employer is verified on income/employer-verification, then identity', async ({ page }) => {
  await atIncomeReview(page, { employment: 'Self-employed' });
  await expect(page.getByRole('heading', { name: 'Verify your income' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Link your tax records' }).click();
  await page.getByRole('button', { name: /^Continue to / }).click();
  await throughProvider(page);
  await expect(page.getByRole('heading', { name: 'Tell us about your employment' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'income/employer-verification');
  await page
    .getByLabel(/^Employer/)
    .first()
    .fill('Lee Design Studio');
  await page.getByLabel(/^Job title/).fill('Owner');
  await page.getByLabel(/^Start date/).fill('2015-06-01');
  await page.getByLabel(/phone/i).first().fill('(415) 555-0199');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible({ timeout: 60_000 });
});

test('a tokenized bank links without a routing number: bank/disburse asks for it, then autopay', async ({ page }) => {
  await throughIncomeAndIdentity(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your draw?' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await throughProvider(page, /Tokenized/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your routing number' })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page, 'bank/disburse (routing number)');
  await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000022');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must be a valid routing number')).toBeVisible();
  await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
  await page.getByRole('button', { name: 'Continue' }).click();
  await autopayAndConfirm(page, /ending \d{4}/);
});

test('crypto (utm_source=cloc): no disbursement account — identity leads straight to autopay', async ({ page }) => {
  await throughIncomeAndIdentity(page, {}, { isCrypto: true });
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to pay?' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await expectAccessible(page, 'bank/autopay (crypto)');
  // Nothing to pay the draw into, so no "same as disbursement" either.
  await expect(page.getByRole('radio', { name: /The account your draw is paid into/ })).toHaveCount(0);
});
