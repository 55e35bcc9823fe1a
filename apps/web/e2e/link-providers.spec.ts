/**
 * The sandbox link providers' own pages (served by the sandbox server, no script) in Chromium:
 * axe finds nothing on any of them at any impact, the keyboard alone goes through them, and they
 * fit a phone's width. The app's screens that start and finish a link have their own specs.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPLICATION_API_PATH, linkSessionsPath, topLevelUrl, type LinkSessionBody } from '@heloc/core';
import { axeViolations, bearer, uniqueEmail, WCAG_AA_TAGS } from './support';

/** Where screenshots go when asked for (SHOTS_DIR); the repository never holds them. */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function borrowerAt(request: APIRequestContext, state: string) {
  const email = uniqueEmail();
  const reg = await request.post('/identity/api/v1/registration/register', {
    data: { email, password: 'correct horse battery staple' },
  });
  expect(reg.status()).toBe(201);
  const jwt = ((await reg.json()) as { jwt: string }).jwt;
  const created = await request.post(APPLICATION_API_PATH, {
    headers: bearer(jwt),
    data: {
      property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 150_000, employmentType: 'FULL_TIME' },
      name: { firstName: 'Ann', lastName: 'Lee' },
      birthdate: '1980-04-02',
      contact: { email, phone: '415-555-0100' },
    },
  });
  expect(created.status()).toBe(201);
  const uuid = ((await created.json()) as { uuid: string }).uuid;
  expect(
    (await request.put(`/sandbox/applications/${uuid}/state`, { headers: bearer(jwt), data: { state } })).status(),
  ).toBe(200);
  return { jwt, uuid };
}

async function linkUrl(request: APIRequestContext, who: { jwt: string; uuid: string }, body: LinkSessionBody) {
  const r = await request.post(linkSessionsPath(who.uuid), { headers: bearer(who.jwt), data: body });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { linkUrl: string }).linkUrl;
}

/** Every rule axe has for WCAG 2.x A/AA, at any impact; and the page fits a 390 px phone without sideways scrolling. */
async function check(page: Page, name: string) {
  const violations = await axeViolations(page, [...WCAG_AA_TAGS, 'best-practice']);
  expect(
    violations.map((v) => `${name}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
  await expect(page.getByText(/Sandbox stand-in of (Plaid|Truv|Pointserv)\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const size = page.viewportSize();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${size?.width ?? 0}.png`, fullPage: true });
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Presses a control with the keyboard: focus moves to it with Tab from the one before, Enter activates it. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a bank link, by keyboard alone, every page axe-clean and fitting a phone, back to the app with a token', async ({
  browser,
  request,
}) => {
  const who = await borrowerAt(request, 'DISBURSEMENT_ACCOUNT');
  const context = await browser.newContext();
  const page = await context.newPage();
  // The pages run no script at all: any console error (a CSP refusal included) is a fault.
  const problems: string[] = [];
  page.on('console', (m) =>
    m.type() === 'error' && page.url().includes('/sandbox-link') ? problems.push(m.text()) : undefined,
  );
  await page.goto(await linkUrl(request, who, { purpose: 'bank' }));

  await expect(page.getByRole('heading', { name: 'Select your bank' })).toBeVisible();
  await check(page, 'pick');
  await page.getByRole('searchbox', { name: 'Search banks' }).focus();
  await page.keyboard.type('<b>Paisley');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No banks match “<b>Paisley”. Try another name.')).toBeVisible();
  await check(page, 'pick-no-results');
  await page.getByRole('searchbox', { name: 'Search banks' }).fill('');
  await page.keyboard.type('Paisley');
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('button', { name: 'Paisley National Bank' }));

  await expect(page.getByRole('heading', { name: /uses Plaid to connect Paisley National Bank/ })).toBeVisible();
  await check(page, 'consent');
  await press(page, page.getByRole('button', { name: 'Agree and continue' }));

  await expect(page.getByRole('heading', { name: 'Sign in to Paisley National Bank' })).toBeVisible();
  await page.getByLabel('Username').focus();
  await page.keyboard.type('user_good');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The username or password is incorrect. 2 tries left.')).toBeVisible();
  await check(page, 'login-error');
  await page.getByLabel('Username').fill('user_mfa');
  await page.getByLabel('Password').fill('pass_good');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Enter the code Paisley National Bank sent you' })).toBeVisible();
  await page.getByLabel('One-time code').fill('0000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('That code is not correct. Check it and try again.')).toBeVisible();
  await check(page, 'mfa-error');
  await page.getByLabel('One-time code').fill('1234');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await check(page, 'accounts-bank');
  // Arrow keys move between the radios, as in any radio group.
  await page.getByRole('radio', { name: /Everyday Checking/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /High-Yield Savings/ })).toBeChecked();
  // The 303 back to the app, read from the response itself (the app's screen may move on at once).
  const [back] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/accounts')),
    press(page, page.getByRole('button', { name: 'Continue' })),
  ]);
  expect(back.status()).toBe(303);
  expect(back.headers().location).toMatch(
    new RegExp(`^${topLevelUrl('plaid-oauth-success')}\\?public_token=public-sandbox-`),
  );
  expect(problems).toEqual([]);
  await context.close();
});

test('assets (checkboxes), payroll and Exit pages are axe-clean too', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = await borrowerAt(request, 'ASSETS_PREQUAL');
  await page.goto(await linkUrl(request, assets, { purpose: 'assets' }));
  await page.getByRole('button', { name: 'Corduroy Investments' }).click();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose the accounts to share' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  await check(page, 'accounts-assets');

  const income = await borrowerAt(request, 'INCOME_VERIFICATION');
  await page.goto(await linkUrl(request, income, { purpose: 'income', sourceType: 'TRUV_PAYROLL' }));
  await expect(page.getByRole('heading', { name: 'Find your employer or payroll provider' })).toBeVisible();
  await check(page, 'pick-payroll');
  const [exit] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/exit')),
    page.getByRole('button', { name: 'Exit' }).click(),
  ]);
  expect(exit.headers().location).toBe(`${topLevelUrl('plaid-oauth-success')}?error_code=USER_CANCELLED`);

  await page.goto('/sandbox-link/this-is-not-a-link-token-0123456789');
  await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  expect((await axeViolations(page, [...WCAG_AA_TAGS, 'best-practice'])).map((v) => v.id)).toEqual([]);
  await context.close();
});
