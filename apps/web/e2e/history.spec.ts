/** History a person expects (issue 8): what the address bar may open, and where Back and sign-in go. */
import { expect, test, type Page } from '@playwright/test';
import { register, registerByApi } from './support';

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

const PASSWORD = 'correct horse battery staple';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-out deep link into an application returns there after sign-in', async ({ page }) => {
  const { email } = await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const screen = new URL(page.url()).pathname;
  expect(screen).toMatch(/^\/account\/heloc\/[0-9a-f-]{36}\/.+/);
  await signOut(page);

  // Used to end on /auth/login?redirectUrl=%2Fdashboard: the redirect was lost in the 401 bounce.
  await page.goto(screen);
  await expect(page).toHaveURL(`/auth/login?redirectUrl=${encodeURIComponent(screen)}`);
  await signIn(page, email);
  await expect(page).toHaveURL(screen);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
});

test('after sign-in, a borrower with one active application lands on it, not on the dashboard', async ({ page }) => {
  const { email } = await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const application = new URL(page.url()).pathname.split('/').slice(0, 4).join('/');
  await signOut(page);
  await page.goto('/auth/login');
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${application}/`));
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
});

test('Back from a new application never lands on an empty registration form; a deliberate new registration still opens', async ({
  page,
}) => {
  await register(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const application = page.url();
  // Back walks into the registration's own steps; a signed-in borrower who just finished is taken
  // back to the application instead of an empty form.
  await page.goBack();
  await expect(page).toHaveURL(application);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  // The dashboard's link is a new application, on purpose: the form opens.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Start a new application' }).click();
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
});
