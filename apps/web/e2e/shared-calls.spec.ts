/**
 * Issue 26, item 5: the calls of shared-surfaces §7 the shell makes, checked by the requests the
 * browser sends (method, path, query, headers, body) across one short walk: a visitor, the identity
 * broker's login, a registration, the identity fallbacks (v1.1, then the legacy v1), chat outside and
 * inside live hours, and the logout that follows the server's redirect. Two chat answers (open or not)
 * and the identity fallbacks' failures are pinned in this browser only (page.route); every other
 * answer is the sandbox's own.
 */
import { expect, test, type Request } from '@playwright/test';
import { registerByApi } from './support';

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

test('the shell’s calls: visitor, login, signed in, legacy identity, chat hours, chat contact, logout', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen: Seen[] = [];
  const record = (r: Request) => {
    const url = new URL(r.url());
    if (!/^\/(service-|identity|ft\/)/.test(url.pathname)) return;
    const text = r.postData();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    seen.push({ method: r.method(), path: url.pathname, query: url.searchParams, headers: r.headers(), body });
  };
  page.on('request', record);
  const find = (method: string, path: string | RegExp) =>
    seen.find((s) => s.method === method && (typeof path === 'string' ? s.path === path : path.test(s.path)));
  const made = (method: string, path: string | RegExp) =>
    expect.poll(() => find(method, path) !== undefined, { message: `${method} ${path}` }).toBe(true);

  // A visitor: the footer's licensed states and this visitor's chat flag.
  await page.goto('/account/heloc/register');
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await made('GET', '/service-application/external/api/v1/heloc/state-licenses');
  expect(find('GET', '/service-application/external/api/v1/heloc/state-licenses')?.query.get('orgCode')).toBeTruthy();
  await made('POST', '/service-optimize/external/api/v1/feature');
  expect(find('POST', '/service-optimize/external/api/v1/feature')?.body).toMatchObject({
    featureKey: 'webchat',
    optimizeUser: { attributes: { organization: expect.any(String) } },
  });
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Chat with us' })).toBeVisible();

  // Login asks the identity broker (customer variant) where to sign in, and goes there.
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2Fregister/);
  const login = find('POST', '/identity-broker/customer/api/v3/login');
  expect(login?.headers['x-auth0-application-name']).toBe('heloc-borrower-portal');
  expect(login?.headers['x-org']).toBeTruthy();
  expect(login?.query.get('redirectUrl')).toBe('/account/heloc/register');

  // Signed in: the identity, the experiment profile, the user's flags, the wallet's accounts.
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await made('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo');
  const figureinfo = find('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo');
  expect(figureinfo?.headers['x-auth0-application-name']).toBe('heloc-borrower-portal');
  expect(figureinfo?.headers.authorization).toMatch(/^Bearer /);
  await made('GET', '/service-application/api/v3/experiment-profile');
  const identityUuid = find('GET', '/service-application/api/v3/experiment-profile')?.query.get('identityUuid');
  expect(identityUuid).toMatch(/^[0-9a-f-]{36}$/);
  await made('PATCH', '/service-application/api/v3/experiment-profile');
  const patch = find('PATCH', '/service-application/api/v3/experiment-profile');
  expect(patch?.query.get('identityUuid')).toBe(identityUuid);
  expect(patch?.body).toEqual({
    optimizelyProfileUuid: await page.evaluate(() => localStorage.getItem('telemetry_trackerUuid')),
  });
  await made('POST', '/service-optimize/secure/api/v1/features');
  expect(find('POST', '/service-optimize/secure/api/v1/features')?.body).toMatchObject({
    optimizeUser: { identityUuid },
  });
  await made('GET', '/service-wallet/secure/api/v4/account');

  // Telemetry (item 9): events name the identity (here the page view of the next page opened); the
  // stored key is {uuid, epoch, trackerUuid}; requests carry the session-replay headers once the
  // session exists (item 8).
  // Only what this load sends: a route change of the load before may already have named the identity,
  // with a session started before the experiment profile chose the tracker (ci75 met that event first).
  const reloadedFrom = seen.length;
  await page.reload();
  await expect
    .poll(() =>
      seen
        .slice(reloadedFrom)
        .some(
          (s) =>
            s.path === '/ft/external/event' &&
            (s.body as { identityUuid?: string } | null)?.identityUuid === identityUuid,
        ),
    )
    .toBe(true);
  const key = await page.evaluate(() => JSON.parse(localStorage.getItem('telemetry_sessionKey') ?? 'null') as unknown);
  expect(key).toMatchObject({
    uuid: expect.any(String),
    epoch: expect.any(Number),
    trackerUuid: await page.evaluate(() => localStorage.getItem('telemetry_trackerUuid')),
  });
  // (The tracker the experiment profile chose starts its own session: the newest request carries it.)
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => seen.findLast((s) => s.headers['x-session-replay-id'])?.headers['x-session-replay-id'])
    .toBe((key as { uuid: string }).uuid);
  expect(seen.findLast((s) => s.headers['x-session-replay-id'])?.headers['x-session-replay-url']).toMatch(
    /\/ft\/sessions\//,
  );

  // The identity broker cannot answer: the identity service's v1.1 (the sandbox's own answer), with
  // the token; v1 is not asked while v1.1 answers.
  const unavailable = {
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ errors: ['Unavailable'] }),
  };
  await page.route('**/self/figureinfo', (route) => route.fulfill(unavailable));
  await page.reload();
  await made('GET', '/identity/secure/api/v1_1/identity');
  expect(find('GET', '/identity/secure/api/v1_1/identity')?.headers.authorization).toMatch(/^Bearer /);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(find('GET', '/identity/secure/api/v1/identity')).toBeUndefined();
  // Nor can v1.1: the legacy v1 identity, with the token.
  await page.route('**/api/v1_1/identity', (route) => route.fulfill(unavailable));
  await page.reload();
  await made('GET', '/identity/secure/api/v1/identity');
  expect(find('GET', '/identity/secure/api/v1/identity')?.headers.authorization).toMatch(/^Bearer /);
  await page.unroute('**/api/v1_1/identity');
  await page.unroute('**/self/figureinfo');

  // Outside live hours the chatbot answers, and the chat window shows the live agents' week.
  await page.route('**/OPS_CHAT/openStatus', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
  );
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat.getByTestId('live-chat-hours')).toContainText('Monday–Friday');
  expect(find('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week')?.query.get('display')).toBe(
    'true',
  );
  await chat.getByRole('button', { name: 'Close chat' }).click();

  // Inside live hours: the chat starts, then asks the channel's contact id (web-chat-info).
  await page.unroute('**/OPS_CHAT/openStatus');
  await page.route('**/OPS_CHAT/openStatus', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await chat.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
  await chat.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByText(/Chat reference: [0-9a-f-]{36}/)).toBeVisible();
  const init = find('POST', '/service-csp/external/api/v1/twilio/initWebChat');
  expect(find('POST', '/service-csp/external/api/v1/twilio/web-chat-info')?.body).toEqual({
    omniProxyChannelId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(init).toBeDefined();
  await chat.getByRole('button', { name: 'End chat' }).click();
  await page.unroute('**/OPS_CHAT/openStatus');

  // Logout: the identity broker's, and the browser goes where it says.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(find('POST', '/identity-broker/customer/secure/api/v3/logout')?.headers.authorization).toMatch(/^Bearer /);
  await context.close();
});
