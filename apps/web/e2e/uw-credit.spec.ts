/**
 * Credit freezes and declines through the UI alone (apps/api/README.md sandbox rows): the borrower
 * lands on each screen, finds a way out and, where the branch recovers, gets back on track. Headings
 * are matched loosely on purpose: without the server's underwriting facts (before uw-server lands)
 * the screens show their fallbacks — every bureau's way, the emailed notice — and with them the
 * bureau's name and the full notice; both must leave the borrower a next action.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerByApi, shoot } from './support';
import { toIncomeReview } from './walk';

async function profile(page: Page, ssn: string) {
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill(ssn);
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
}

test('SSN 0003: a soft-pull freeze on credit/error; lifting it and retrying recovers', async ({ page }) => {
  await registerByApi(page);
  await profile(page, '123-45-0003');
  await expect(page.getByRole('heading', { level: 1, name: /credit file is frozen/ })).toBeVisible();
  await expect(page).toHaveURL(/\/credit\/error$/);
  await expect(page.getByText('This is a soft credit check: it does not affect your credit score.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^1-8\d\d-\d{3}-\d{4}$/ }).first()).toBeVisible();
  await expectAccessible(page, 'credit/error');
  await shoot(page, 'credit-error-soft');
  await page.getByRole('button', { name: 'I’ve lifted the freeze — try again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible();
});

test('SSN 0004: the hard pull after submitting finds a freeze on credit/error; lifting it and retrying goes on to income', async ({
  page,
}) => {
  await toIncomeReview(page, { ssn: '123-45-0004' });
  await expect(page.getByRole('heading', { level: 1, name: /credit file is frozen/ })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/credit\/error$/);
  await expectAccessible(page, 'credit/error (hard pull)');
  await shoot(page, 'credit-error-hard');
  await page.getByRole('button', { name: 'I’ve lifted the freeze — try again' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your income' })).toBeVisible({ timeout: 60_000 });
});

test('SSN 0005: a wrong freeze PIN shows review-app/incorrect-pin; the right PIN recovers', async ({ page }) => {
  await registerByApi(page);
  await profile(page, '123-45-0005');
  await expect(page.getByRole('heading', { level: 1, name: /credit file is frozen/ })).toBeVisible();
  await page.getByRole('textbox', { name: /freeze PIN/i }).fill('9999');
  await page.getByRole('button', { name: 'Unlock with my PIN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'That PIN didn’t unlock your credit file' })).toBeVisible();
  await expect(page).toHaveURL(/\/review-app\/incorrect-pin$/);
  await expectAccessible(page, 'review-app/incorrect-pin');
  await shoot(page, 'incorrect-pin');
  await page.getByRole('textbox', { name: /freeze PIN/i }).fill('1234');
  await page.getByRole('button', { name: 'Unlock with my PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible();
});

for (const [label, income, ssn, path] of [
  ['income under $20,000: error/decline', '18000', '123-45-6789', 'error/decline'],
  ['income $20,000–$29,999: error/income (DTI)', '25000', '123-45-6789', 'error/income'],
  ['SSN 0010: error/credit (credit score)', '150000', '123-45-0010', 'error/credit'],
] as const) {
  test(`${label} — a notice, or the promise of one, and a way back`, async ({ page }) => {
    await registerByApi(page, { income });
    await profile(page, ssn);
    await expect(page.getByRole('heading', { level: 1, name: /unable to offer/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${path}$`));
    await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
    await expectAccessible(page, path);
    await shoot(page, path.replace('/', '-'));
  });
}
