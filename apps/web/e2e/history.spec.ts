/** History a person expects (issue 8): what the address bar may open, and where Back and sign-in go. */
import { expect, test } from '@playwright/test';

test('a later registration step cannot be opened before the earlier ones are done', async ({ page }) => {
  // A fresh tab straight on the last step used to create an account with no application.
  await page.goto('/account/heloc/register?step=login-info');
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/register\?step=property-info$/);
  await expect(page.getByLabel('Password')).toHaveCount(0);

  await page.getByLabel('Street address').fill('12 Oak Street');
  await page.getByLabel('City').fill('San Mateo');
  await page.getByRole('combobox', { name: 'State' }).selectOption('CA');
  await page.getByLabel('ZIP code').fill('94401');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=sale-status$/);

  // One step done: the address bar may reopen it, or the next one, but still not the last.
  await page.goto('/account/heloc/register?step=login-info');
  await expect(page).toHaveURL(/step=sale-status$/);
  await expect(page.getByLabel('I am not planning to sell')).toBeVisible();
  await page.goto('/account/heloc/register?step=property-info');
  await expect(page.getByLabel('Street address')).toHaveValue('12 Oak Street');
});
