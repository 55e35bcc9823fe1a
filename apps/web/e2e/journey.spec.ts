import { expect, test } from '@playwright/test';
import { expectAccessible, register, watchCspViolations } from './support';
import { beforeSubmitting } from './walk';

test('a new borrower registers, waits for offers, picks one and reaches the application summary', async ({ page }) => {
  // The processing dialog (its scroll lock included) keeps to the page's CSP: zero violations (issue 25, item 18).
  const cspViolations = await watchCspViolations(page);
  await register(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/start\/profile$/);
  await expectAccessible(page, 'start/profile');
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page.getByRole('dialog', { name: 'Working on your application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'product/select');
  await page
    .getByRole('radio', { name: /\$.* line/ })
    .nth(1)
    .check();
  await page.getByRole('button', { name: 'Continue with this offer' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your contact details' })).toBeVisible();
  await expectAccessible(page, 'start/contact');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Government monitoring information' })).toBeVisible();
  await expectAccessible(page, 'start/hmda');
  await page.getByRole('group', { name: 'Ethnicity' }).getByLabel('I do not wish to provide this information').check();
  await page.getByRole('group', { name: 'Race' }).getByLabel('I do not wish to provide this information').check();
  await page.getByRole('radiogroup', { name: 'Sex' }).getByLabel('I do not wish to provide this information').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and submit your application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit my application' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'start/app-summary');
  // The program disclosures given before submission, and the E-SIGN demonstration (decision 091).
  await beforeSubmitting(page, 'start-app-summary');
  await expectAccessible(page, 'start/app-summary after the E-SIGN demonstration');
  await expect(page.getByText('Your Offer Details')).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});

test('Shift+Alt+X shows why the core chose the screen; the loan officer card follows the referrer', async ({
  page,
}) => {
  await register(page, {}, '?referrer=4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a01');
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Debug panel' })).toHaveCount(0);
  await page.keyboard.press('Shift+Alt+X');
  const panel = page.getByRole('region', { name: 'Debug panel' });
  await expect(panel).toContainText('COLLECT_PROFILE_INFO');
  await expect(panel).toContainText('Machine state: profile');
  await expect(panel).toContainText('has no row; fallback machine state profile');
  await expect(page.getByRole('region', { name: 'Your Loan Officer' })).toContainText('Dana Whitfield');
  await expect(page.getByRole('region', { name: 'Property Details' })).toContainText(
    '12 Oak Street San Mateo, CA 94401',
  );
  await expectAccessible(page, 'start/profile with debug panel');
  await page.keyboard.press('Shift+Alt+X');
  await expect(panel).toHaveCount(0);
});
