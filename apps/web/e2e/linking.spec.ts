/**
 * Linking through the sandbox providers' pages (link-server's /sandbox-link/<token>) and back:
 * asset depletion from registration, income links from income/link/{type}, and one failure of each
 * kind — a wrong password retried on the provider's page, a locked account (ITEM_LOCKED) retried from
 * our page, and Exit (USER_CANCELLED). Screenshots at desktop and phone widths go to SHOTS_DIR when set.
 */
import { LINK_ERROR_MESSAGES, SANDBOX_LINK_USERS, SANDBOX_MFA_CODE } from '@heloc/core';
import { expect, test, type Page } from '@playwright/test';
import { bearer, expectAccessible, registerByApi, shoot } from './support';

async function profile(page: Page) {
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
}

/** The provider's pages up to its sign-in form: pick the first institution listed, agree. */
async function toSignIn(page: Page) {
  await expect(page).toHaveURL(/\/sandbox-link\//);
  const choices = page.getByRole('list').getByRole('button');
  if (await choices.count()) await choices.first().click();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
}
async function signIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
/** Signs in as the good user and links every account the page offers (an assets link asks the borrower to tick them). */
async function finish(page: Page) {
  await signIn(page, SANDBOX_LINK_USERS.good);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function jumpTo(page: Page, state: string): Promise<string> {
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const jumped = await page.request.put(`/sandbox/applications/${uuid}/state`, {
    headers: bearer(jwt),
    data: { state },
  });
  expect(jumped.status()).toBe(200);
  return uuid;
}

test('asset depletion: a wrong password is retried on the provider’s page, the accounts link, and the offers follow', async ({
  page,
}) => {
  await registerByApi(page, { income: '77777' });
  await profile(page);
  await expect(page.getByRole('heading', { name: 'Your savings can help you qualify' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/product\/assets$/);
  await expectAccessible(page, 'product/assets');
  await shoot(page, 'product-assets');
  await page.getByRole('button', { name: 'Link your accounts' }).click();
  await toSignIn(page);
  await signIn(page, { username: 'user_good', password: 'not-the-password' });
  await expect(page.getByText(/tries? left/)).toBeVisible();
  let returned = '';
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url().includes('plaid-oauth-success?')) returned = f.url();
  });
  await finish(page);
  // Back on our page: the token is spent once and the address bar no longer holds it.
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toMatch(/public_token/);
  expect(returned).toMatch(/public_token=/);
  // The same return URL again (from history, or pasted): nothing in flight in this tab, nothing spent.
  await page.goto(returned);
  await expect(page.getByText(/could not find a connection started in this browser tab/)).toBeVisible();
  await expectAccessible(page, 'plaid-oauth-success (not in this tab)');
  await shoot(page, 'plaid-oauth-success-not-in-tab');
  await page.getByRole('button', { name: 'Go to your application' }).click();
  // The dashboard (the application this tab knew of may not be the one the link was for).
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a locked account shows ITEM_LOCKED’s message, and Try again links', async ({ page }) => {
  await registerByApi(page, { income: '77777' });
  await profile(page);
  await page.getByRole('button', { name: 'Link your accounts' }).click({ timeout: 30_000 });
  await toSignIn(page);
  await signIn(page, SANDBOX_LINK_USERS.locked);
  await expect(page.getByText(LINK_ERROR_MESSAGES.ITEM_LOCKED)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/plaid-oauth-success$/);
  await expectAccessible(page, 'plaid-oauth-success (failed)');
  await shoot(page, 'plaid-oauth-success-item-locked');
  await page.getByRole('button', { name: 'Try again' }).click();
  await toSignIn(page);
  await finish(page);
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
});

test('an institution that is down shows INSTITUTION_DOWN’s message; Try again with another one and a one-time code links', async ({
  page,
}) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = await jumpTo(page, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link/PLAID_TRANSACTIONS`);
  await page.getByRole('button', { name: /^Continue to / }).click();
  await expect(page).toHaveURL(/\/sandbox-link\//);
  await page.getByRole('button', { name: /Down Valley Bank/ }).click();
  await expect(page.getByText(LINK_ERROR_MESSAGES.INSTITUTION_DOWN)).toBeVisible();
  await expectAccessible(page, 'plaid-oauth-success (institution down)');
  await page.getByRole('button', { name: 'Try again' }).click();
  await toSignIn(page);
  // The MFA user: a wrong code is retried on the provider's page, the right one goes on.
  await signIn(page, SANDBOX_LINK_USERS.mfa);
  await page.getByLabel('One-time code').fill('0000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('One-time code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('One-time code').fill(SANDBOX_MFA_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('One-time code')).toHaveCount(0);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  const radios = page.getByRole('radio');
  if (await radios.count()) await radios.first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/plaid-oauth-success|income\/link|sandbox-link/, { timeout: 30_000 });
  await expect(page).not.toHaveURL(/income\/review$/);
});

test('Exit on the provider’s page comes back cancelled, and Choose another way returns to the screen it started from', async ({
  page,
}) => {
  await registerByApi(page, { income: '77777' });
  await profile(page);
  await page.getByRole('button', { name: 'Link your accounts' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/sandbox-link\//);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByText(LINK_ERROR_MESSAGES.USER_CANCELLED)).toBeVisible();
  await page.getByRole('button', { name: 'Choose another way' }).click();
  await expect(page.getByRole('heading', { name: 'Your savings can help you qualify' })).toBeVisible();
});

test('a payroll link from income/link/{type} finishes through the top-level return', async ({ page }) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = await jumpTo(page, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link/TRUV_PAYROLL`);
  await expect(page.getByRole('heading', { name: 'Verify your income with Truv' })).toBeVisible();
  await expectAccessible(page, 'income/link/TRUV_PAYROLL');
  await shoot(page, 'income-link');
  await page.getByRole('button', { name: 'Continue to Truv' }).click();
  await toSignIn(page);
  await finish(page);
  // The next screen after income is the state's, not income/review.
  await expect(page).not.toHaveURL(/plaid-oauth-success|income\/link/, { timeout: 30_000 });
  await expect(page).not.toHaveURL(/income\/review$/);
});

test('a Pointserv link comes back into the application and is finished there; a reload spends nothing', async ({
  page,
}) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = await jumpTo(page, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link/POINTSERV_PAYROLL`);
  await page.getByRole('button', { name: 'Continue to Pointserv' }).click();
  await toSignIn(page);
  let returned = '';
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url().includes('pointserv-callback?')) returned = f.url();
  });
  await finish(page);
  // Income verified: the state moves on to identity, and the root routes there.
  await expect(page).toHaveURL(/\/identity$/, { timeout: 30_000 });
  expect(returned).toMatch(/code=/);
  // The same return URL again (a reload from history): nothing in flight in this tab, nothing is
  // spent, and the root routes by the state (which has moved past income) — back where the borrower was.
  const spent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/income/link')) spent.push(r.url());
  });
  await page.goto(returned);
  await expect(page).toHaveURL(/\/identity$/, { timeout: 30_000 });
  expect(spent).toEqual([]);
});

test('keyboard alone starts an income link', async ({ page }) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = await jumpTo(page, 'INCOME_VERIFICATION');
  await page.goto(`/account/heloc/${uuid}/income/link/PLAID_TRANSACTIONS`);
  const go = page.getByRole('button', { name: 'Continue to Plaid' });
  await expect(go).toBeVisible();
  for (let i = 0; i < 40 && !(await go.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox-link\//);
});

test('a bank link whose return opens in a new tab finishes there, from heloc_uuid and the server’s record of the link', async ({
  page,
  context,
}) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = await jumpTo(page, 'DISBURSEMENT_ACCOUNT');
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(/\/bank\/disburse$/);
  // The provider's answer (a 303 to the return) is caught before this tab follows it, and the
  // return is opened in a new tab instead (a phone's bank app hands an OAuth return over the same way).
  let returned = '';
  await page.route(/\/sandbox-link\/[^/]+\/accounts$/, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    returned = new URL(answer.headers().location ?? '', page.url()).toString();
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Returned to the app in another tab.' });
  });
  const started = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/${uuid}/link-sessions`));
  await page.getByRole('button', { name: 'Link your bank' }).click();
  expect((await started).postDataJSON()).toEqual({ purpose: 'bank', step: 'disbursement' });
  await toSignIn(page);
  await finish(page);
  await expect.poll(() => returned).toMatch(/public_token=/);

  const other = await context.newPage();
  const calls: { method: string; path: string; auth: string | null; body: unknown }[] = [];
  other.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/link-sessions') || path.endsWith('/disbursement-account'))
      calls.push({ method: r.method(), path, auth: r.headers().authorization ?? null, body: r.postDataJSON() });
  });
  await other.goto(returned);
  await expect(other).toHaveURL(/\/bank\/autopay$/, { timeout: 30_000 });
  await expect(other.getByText(/could not find a connection/)).toHaveCount(0);
  const app = `/service-application/api/v1/application/heloc/${uuid}`;
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    `GET ${app}/link-sessions/in-flight`,
    `PUT ${app}/disbursement-account`,
  ]);
  expect(calls.every((c) => c.auth?.startsWith('Bearer '))).toBe(true);
  expect(calls[1]?.body).toMatchObject({ mode: 'linked', publicToken: expect.stringMatching(/^public-sandbox-/) });
  // Nothing of the link was kept in the new tab's storage (no token: only heloc_uuid and the session).
  const stored = await other.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('public-sandbox-');
});
