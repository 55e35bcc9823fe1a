import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerByApi, runClockUntilVisible } from './support';

async function profile(page: Page, ssn: string) {
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill(ssn);
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
}

test('credit no match lands on credit/social and recovers with the right SSN', async ({ page }) => {
  await registerByApi(page);
  await profile(page, '123-45-0001');
  await expect(page.getByRole('heading', { name: 'We couldn’t find your credit file' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/credit\/social$/);
  await expectAccessible(page, 'credit/social');
  await page.getByRole('textbox', { name: 'Social Security number' }).fill('123456789');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
});

test('a declined borrower lands on error/decline', async ({ page }) => {
  await registerByApi(page, { income: '18000' });
  await profile(page, '123-45-6789');
  await expect(page.getByRole('heading', { name: 'We’re unable to offer you a line of credit right now' })).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(page).toHaveURL(/\/error\/decline$/);
  await expectAccessible(page, 'error/decline');
});

test('no property found: the address is corrected on review-app/property', async ({ page }) => {
  await registerByApi(page, { street1: '1 Nowhere Lane' });
  await profile(page, '123-45-6789');
  await expect(page.getByRole('heading', { name: 'We couldn’t find your property' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'review-app/property');
  await page.getByLabel('Street address').fill('44 Elm Avenue');
  await page.getByRole('button', { name: 'Find my property' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
});

test('no credit even with the SSN: review-app/no-credit', async ({ page }) => {
  await registerByApi(page);
  await profile(page, '123-45-0002');
  await expect(page.getByRole('heading', { name: 'We could not find enough credit history' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, 'review-app/no-credit');
});

test('polling that runs out shows error/timeout', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's clock runs ahead through the minute of polling; every read still goes to the server.
  await page.clock.install();
  await registerByApi(page);
  await profile(page, '123-45-0009');
  await runClockUntilVisible(page, page.getByRole('heading', { name: 'This is taking longer than expected' }));
  await expect(page).toHaveURL(/\/error\/timeout$/);
  await expectAccessible(page, 'error/timeout');
});
