import { expect, test } from '@playwright/test';
import { expectAccessible, operatorHeaders, register, registerByApi, uniqueEmail } from './support';

test('a flagged route shows the maintenance page, and only that route', async ({ page, request }) => {
  const on = await request.put('/sandbox/flags/fe-heloc-maintenance', {
    headers: operatorHeaders(),
    data: {
      flagEnabled: true,
      variables: { routes: '["/register"]', message: '', pageTitle: '', shouldShowDashboardLink: true },
    },
  });
  expect(on.status()).toBe(204);
  try {
    await page.goto('/account/heloc/register');
    await expect(page.getByRole('heading', { name: 'Scheduled Maintenance' })).toBeVisible();
    await expect(
      page.getByText(
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    await expectAccessible(page, 'maintenance');
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  } finally {
    await request.put('/sandbox/flags/fe-heloc-maintenance', {
      headers: operatorHeaders(),
      data: { flagEnabled: false, variables: {} },
    });
  }
});

test('maintenance switched on mid-session: the next move inside the app to a flagged route shows it (the flag is asked again)', async ({
  page,
  request,
}) => {
  await page.goto('/account/heloc/register');
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  let asked = 0;
  page.on('request', (r) => {
    if (
      r.url().endsWith('/service-optimize/external/api/v2/decision') &&
      (r.postData() ?? '').includes('fe-heloc-maintenance')
    )
      asked += 1;
  });
  // A mark on the page: it must survive, so the page is never loaded again (which would read the flags afresh).
  await page.evaluate(() => Object.assign(window, { __sameLoad: true }));
  const on = await request.put('/sandbox/flags/fe-heloc-maintenance', {
    headers: operatorHeaders(),
    data: {
      flagEnabled: true,
      variables: { routes: '["/heloc-signer"]', message: '', pageTitle: '', shouldShowDashboardLink: false },
    },
  });
  expect(on.status()).toBe(204);
  try {
    const go = (path: string) =>
      page.evaluate((p) => {
        history.pushState(null, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await expect(async () => {
      await go('/account/heloc/register');
      await go('/account/heloc/heloc-signer/login');
      await expect(page.getByRole('heading', { name: 'Scheduled Maintenance' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(asked).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  } finally {
    await request.put('/sandbox/flags/fe-heloc-maintenance', {
      headers: operatorHeaders(),
      data: { flagEnabled: false, variables: {} },
    });
  }
});

test('/auth/login?redirectUrl=//evil.example never leaves the site', async ({ page }) => {
  const { email } = await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/auth/login?redirectUrl=//evil.example');
  await expectAccessible(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type="password"]').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The unsafe redirect is dropped; with one active application the borrower lands on it.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account\/heloc\/[0-9a-f-]{36}\//);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expectAccessible(page, 'dashboard');
});

test('legacy paths redirect; only pop-webchat survives', async ({ page }) => {
  await page.goto('/account/heloc/account/register?step=name&referrer=x&utm_source=y');
  // The query survives the redirect; a fresh tab then starts registration at its first step.
  await expect(page).toHaveURL(/\/account\/heloc\/register\?step=property-info&referrer=x&utm_source=y$/);
  await page.goto('/account/heloc/account/heloc-signer/login?pop-webchat=1&other=2');
  // pop-webchat survives the redirect, opens the chat, and is then removed from the URL (shared-surfaces §2).
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/login$/);
  // …and it stays there: the signer's sign-in page, not a journey for an application called "heloc-signer".
  await expect(page.getByRole('heading', { name: 'Sign in to co-sign' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/login$/);
  await page.goto('/account/heloc/not-an-application/start/profile');
  await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
});

test('legacy paths from the site root (old invitation and referral links) redirect as under the base path', async ({
  page,
}) => {
  await page.goto('/account/heloc-signer/login?utm_source=mail');
  await expect(page.getByRole('heading', { name: 'Sign in to co-sign' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/login$/);
  await page.goto('/account/register?x=1&referrer=r');
  // register keeps the query string (§2).
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/register\?.*x=1/);
  await expect(page).toHaveURL(/referrer=r/);
  await page.goto('/account/foo');
  await expect(page).toHaveURL(/\/(dashboard|auth\/login\?redirectUrl=%2Fdashboard)$/);
  await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toHaveCount(0);
});

test('a reload mid-form keeps what was typed (never the password)', async ({ page }) => {
  await page.goto('/account/heloc/register');
  await page.getByLabel('Street address').fill('77 Sunset Boulevard');
  await page.getByLabel('City').fill('Los Angeles');
  await page.reload();
  await expect(page.getByLabel('Street address')).toHaveValue('77 Sunset Boulevard');
  await expect(page.getByLabel('City')).toHaveValue('Los Angeles');
});

test('bad input gets the spec’s messages; an API failure shows one clear sentence', async ({ page }) => {
  await page.goto('/account/heloc/register?step=property-info');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectAccessible(page, 'registration with errors');
  // Registering an email that exists: the server's answer, as one sentence.
  const email = uniqueEmail();
  await page.request.post('/identity/api/v1/registration/register', {
    data: { email, password: 'correct horse battery staple' },
  });
  await page.route('**/identity/api/v1/registration/register', (route) => route.continue());
  await register(page, { email });
  await expect(page.getByRole('alert')).toContainText('identity exists.');
  // A server that is down: status 0 becomes a plain sentence, and nothing typed is lost.
  await page.route('**/identity/api/v1/registration/register', (route) => route.abort('connectionrefused'));
  await page.locator('input[type="password"]').fill('another correct password');
  await page.getByRole('button', { name: 'Create my application' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We could not reach the server. Check your connection and try again.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('the not-accepting page for a lender that needs a referring loan officer', async ({ page }) => {
  await page.goto('/account/heloc/register?org=summitridge');
  await expect(page.getByRole('heading', { name: 'We are not accepting applications here' })).toBeVisible();
  await expectAccessible(page, 'not accepting');
  await page.goto('/account/heloc/register?referrer=4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a03');
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await page.goto('/account/heloc/register?org=homestead');
});

test('the root: not accepting without a referrer where one is required, else the dashboard', async ({ page }) => {
  await page.goto('/account/heloc?org=summitridge');
  await expect(page.getByRole('heading', { name: 'We are not accepting applications here' })).toBeVisible();
  await page.goto('/account/heloc?org=homestead');
  await expect(page).toHaveURL(/\/(dashboard|auth\/login)/);
});

test('a screen module that fails to load reloads the page at most 5 times, then the error screen', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => sessionStorage.clear());
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().includes('/account/heloc/register')) loads += 1;
  });
  await page.route(/\/assets\/screen-register-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/account/heloc/register');
  await expect(page.getByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeVisible({
    timeout: 30_000,
  });
  // The first load, then exactly five reloads.
  expect(loads).toBe(6);
  expect(await page.evaluate(() => sessionStorage.getItem('heloc_screen_load_retries'))).toBe('5');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expectAccessible(page, 'error fallback');
});

test('Your privacy options: opting out stops analytics from this browser', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (r) => void (r.url().includes('/ft/external/event') && events.push(r.url())));
  await page.goto('/account/heloc/register');
  await expect.poll(() => events.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Your privacy options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your privacy options' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'privacy options');
  await dialog.getByRole('button', { name: 'Opt out' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/You have opted out/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const before = events.length;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await page.getByLabel('Street address').fill('1 Quiet Lane');
  await page.waitForTimeout(1000);
  expect(events.length).toBe(before);
});

test('/ and /index.html are the rendered page: organisation and nonce filled in, no CSP or Permissions-Policy errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /content security policy|permissions[- ]policy/i.test(m.text()))
      problems.push(m.text());
  });
  for (const path of ['/', '/index.html']) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/__CSP_NONCE__|__ORG_JSON__/);
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    const org = await page.locator('#org-data').textContent();
    expect(JSON.parse(org ?? 'null')).toMatchObject({ orgCode: 'homestead' });
  }
  expect(problems).toEqual([]);
});
