/**
 * Issue 26: the agent/broker login variant (shared-surfaces §6, §7), with the seeded sandbox broker
 * (apps/api/src/seed/seed.ts, SANDBOX_BROKER). The first sign-in learns from figureinfo that the
 * session is a broker's; from then on this tab asks the identity broker through the agent's paths:
 * figureinfo, logout, and the next Login. Checked by the requests the browser sends.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { shoot } from './support';

const BROKER = { email: 'broker@homestead.sandbox', password: 'sandbox-broker-portal-2026' };

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Record<string, string>;
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(BROKER.email);
  await page.locator('input[type="password"]').fill(BROKER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a broker signs in through the agent variant: figureinfo, logout and login on the agent’s paths', async ({
  page,
}) => {
  const seen: Seen[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (/^\/identity/.test(url.pathname))
      seen.push({ method: r.method(), path: url.pathname, query: url.searchParams, headers: r.headers() });
  });
  const find = (method: string, path: string) => seen.filter((s) => s.method === method && s.path === path);
  const made = (method: string, path: string) =>
    expect.poll(() => find(method, path).length, { message: `${method} ${path}` }).toBeGreaterThan(0);

  // First sign-in: the tab does not know yet; figureinfo says the session is a broker's.
  await page.goto('/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(page.getByText('You have no applications yet.')).toBeVisible();
  await made('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('heloc_is_broker'))).toBe('1');

  // From now on the agent's figureinfo, with the application name and the token.
  await page.reload();
  await made('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo');
  const info = find('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo')[0];
  expect(info?.headers['x-auth0-application-name']).toBe('heloc-borrower-portal');
  expect(info?.headers.authorization).toMatch(/^Bearer /);
  // What the broker sees: signed in, with the Dashboard in the bar.
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await shoot(page, 'broker-dashboard');

  // Logout through the agent's path; the browser goes where it answers.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const logout = find('POST', '/identity-broker/agent/secure/api/v3/logout')[0];
  expect(logout?.headers.authorization).toMatch(/^Bearer /);
  expect(find('POST', '/identity-broker/customer/secure/api/v3/logout')).toHaveLength(0);

  // The next Login in this tab is the agent variant: application name, organisation, redirect.
  const before = seen.length;
  await page.goto('/account/heloc/register');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2Fregister$/);
  const login = find('POST', '/identity-broker/agent/api/v3/login')[0];
  expect(login?.headers['x-auth0-application-name']).toBe('heloc-borrower-portal');
  expect(login?.headers['x-org']).toBe('homestead');
  expect(login?.query.get('redirectUrl')).toBe('/account/heloc/register');
  expect(find('POST', '/identity-broker/customer/api/v3/login')).toHaveLength(0);

  // Signed in again: the very first figureinfo is the agent's; the customer's is never asked again.
  await signIn(page);
  await made('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo');
  expect(
    seen.slice(before).filter((s) => s.path === '/identity-broker/customer/secure/api/v3/self/figureinfo'),
  ).toHaveLength(0);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});
