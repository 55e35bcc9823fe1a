/**
 * The sandbox control endpoints are on in `npm start`, so they must hold against an outside caller:
 * nothing anonymously, an application only for its signed-in owner (within limits) or the
 * operator, site-wide switches and other users' inboxes only for the operator, and no CTA that
 * leaves the site. Over real HTTP handling and a real database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, registerBorrower, STATUS, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let a: Borrower;
let b: Borrower;

const NOTIFICATIONS = '/service-notifications/api/v1/notifications';
const state = (uuid: string) => `/sandbox/applications/${uuid}/state`;
const conditions = (uuid: string) => `/sandbox/applications/${uuid}/conditions`;
const notify = (userUuid: string) => `/sandbox/users/${userUuid}/notifications`;
const MAINTENANCE = '/sandbox/flags/fe-heloc-maintenance';
const MAINTENANCE_ON = { flagEnabled: true, variables: { routes: '["*"]' } };

const stateOf = async (x: Borrower) => (await sb.call('GET', STATUS(x.uuid), { token: x.token })).body.state as string;
const applicationOf = async (x: Borrower) => (await sb.call('GET', `${APP}/${x.uuid}`, { token: x.token })).body;
const maintenanceOn = async () => {
  const org = await sb.call('GET', '/service-organization/external/api/v1/organizations/homestead');
  return JSON.stringify(org.body).includes('"fe-heloc-maintenance":{"flagEnabled":true');
};
const titlesFor = async (x: Borrower) =>
  ((await sb.call('GET', NOTIFICATIONS, { token: x.token })).body.notifications as { title: string }[]).map(
    (n) => n.title,
  );

beforeAll(async () => {
  sb = await startSandbox();
  a = await registerBorrower(sb);
  b = await registerBorrower(sb);
});
afterAll(async () => {
  await sb.close();
});

describe('anonymous callers get 401 and change nothing', () => {
  it.each([
    ['PUT', () => state(a.uuid), () => ({ state: 'COMPLETE' })],
    ['POST', () => conditions(a.uuid), () => ({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })],
    [
      'POST',
      () => notify(a.identityUuid),
      () => ({ title: 'Anonymous', ctas: [{ title: 'Go', redirectPath: '/dashboard' }] }),
    ],
    ['PUT', () => MAINTENANCE, () => MAINTENANCE_ON],
    ['PUT', () => '/sandbox/flags/anything', () => ({ flagEnabled: true })],
  ])('%s %s', async (method, path, body) => {
    const r = await sb.call(method, path(), { body: body() });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
  });

  it('a wrong operator token is anonymous too', async () => {
    const r = await sb.call('PUT', MAINTENANCE, {
      body: MAINTENANCE_ON,
      headers: { 'x-operator-token': 'guess-guess-guess-guess' },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
  });

  it('after all of that, the application, the inbox and the site are untouched', async () => {
    expect(await stateOf(a)).toBe('COLLECT_PROFILE_INFO');
    expect(await titlesFor(a)).not.toContain('Anonymous');
    expect(await maintenanceOn()).toBe(false);
  });
});

describe('another signed-in user cannot reach A’s application or inbox', () => {
  it('jumping A’s application → 404, unchanged', async () => {
    const r = await sb.call('PUT', state(a.uuid), { token: b.token, body: { state: 'COMPLETE' } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
    expect(await stateOf(a)).toBe('COLLECT_PROFILE_INFO');
  });
  it('opening a condition on A’s application → 404', async () => {
    const r = await sb.call('POST', conditions(a.uuid), {
      token: b.token,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    expect(r.status).toBe(404);
    const list = await sb.call(
      'GET',
      `/service-conditions/external/api/v1/applications/${a.uuid}/conditions/external-applicants`,
      { token: a.token },
    );
    expect(list.body).toEqual([]);
  });
  it('a notification for A → 403, A’s inbox unchanged', async () => {
    const r = await sb.call('POST', notify(a.identityUuid), {
      token: b.token,
      body: { title: 'From B', ctas: [{ title: 'Go', redirectPath: '/dashboard' }] },
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
    expect(await titlesFor(a)).not.toContain('From B');
  });
  it('a signed-in user is not the operator: flags and maintenance → 401', async () => {
    const r = await sb.call('PUT', MAINTENANCE, { token: a.token, body: MAINTENANCE_ON });
    expect(r.status).toBe(401);
    expect(await maintenanceOn()).toBe(false);
  });
});

describe('the owner', () => {
  it('jumps their own application to a state, with status flags and harmless data', async () => {
    const r = await sb.call('PUT', state(a.uuid), {
      token: a.token,
      body: {
        state: 'CO_DEED_REQ',
        status: { uwSubDecision: 'FINAL_OFFER', manualNotary: true },
        data: { coDeedStatus: 'PENDING' },
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ uuid: a.uuid, state: 'CO_DEED_REQ' });
    const status = (await sb.call('GET', STATUS(a.uuid), { token: a.token })).body;
    expect(status).toMatchObject({ state: 'CO_DEED_REQ', uwSubDecision: 'FINAL_OFFER', manualNotary: true });
    expect((await applicationOf(a)).coDeedStatus).toBe('PENDING');
  });
  it.each([
    ['amount', { amount: 1_000_000 }],
    [
      'disbursement account',
      {
        disburseAccount: {
          uuid: randomUUID(),
          mode: 'manual',
          routingNumber: '021000021',
          accountNumber: '999999999999',
          mask: '9999',
        },
      },
    ],
    ['rate', { rate: 0 }],
    ['consents', { consents: [{ type: 'HARD_CREDIT', at: '2026-01-01T00:00:00Z' }] }],
  ])('may not patch %s (403, unchanged)', async (_label, data) => {
    const before = await applicationOf(a);
    const r = await sb.call('PUT', state(a.uuid), { token: a.token, body: { state: 'FINAL_OFFER', data } });
    expect(r.status).toBe(403);
    expect(r.body.errors[0]).toMatch(/operator/);
    const after = await applicationOf(a);
    expect({
      state: after.status.state,
      amount: after.amount,
      rate: after.rate,
      account: after.disburseAccount,
      consents: after.consents,
    }).toEqual({
      state: before.status.state,
      amount: before.amount,
      rate: before.rate,
      account: before.disburseAccount,
      consents: before.consents,
    });
  });
  it('may not set status keys that are not status flags (403), nor a flag to a wrong value (400)', async () => {
    const r = await sb.call('PUT', state(a.uuid), {
      token: a.token,
      body: { state: 'FINAL_OFFER', status: { applicationUuid: b.uuid } },
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: [expect.stringContaining('status.applicationUuid')] });
    const wrong = await sb.call('PUT', state(a.uuid), {
      token: a.token,
      body: { state: 'FINAL_OFFER', status: { manualNotary: 'yes' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errors: [expect.stringContaining('status.manualNotary')] });
    expect(await stateOf(a)).toBe('CO_DEED_REQ');
  });
  it('opens a condition on their own application', async () => {
    const r = await sb.call('POST', conditions(a.uuid), {
      token: a.token,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Please upload a bank statement.' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const list = await sb.call(
      'GET',
      `/service-conditions/external/api/v1/applications/${a.uuid}/conditions/external-applicants`,
      { token: a.token },
    );
    expect(list.body.map((c: { uuid: string }) => c.uuid)).toContain(r.body.uuid);
  });
  it('may not open a condition for a user who is not on the application (400)', async () => {
    const r = await sb.call('POST', conditions(a.uuid), {
      token: a.token,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', forUserUuid: b.identityUuid },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
  });
  it('may add a notification to their own inbox', async () => {
    const r = await sb.call('POST', notify(a.identityUuid), {
      token: a.token,
      body: { title: 'Mine', ctas: [{ title: 'Go', redirectPath: '/dashboard' }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await titlesFor(a)).toContain('Mine');
  });
});

describe('the operator', () => {
  it('may patch anything, amount included', async () => {
    const r = await sb.call('PUT', state(b.uuid), {
      operator: true,
      body: { state: 'FINAL_OFFER', data: { amount: 75_000 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await applicationOf(b)).amount).toBe(75_000);
  });
  it('switches maintenance on and off', async () => {
    expect((await sb.call('PUT', MAINTENANCE, { operator: true, body: MAINTENANCE_ON })).status).toBe(204);
    expect(await maintenanceOn()).toBe(true);
    expect((await sb.call('PUT', MAINTENANCE, { operator: true, body: { flagEnabled: false } })).status).toBe(204);
    expect(await maintenanceOn()).toBe(false);
  });
  it('adds a notification to any user', async () => {
    const r = await sb.call('POST', notify(b.identityUuid), {
      operator: true,
      body: { title: 'From the operator', ctas: [{ title: 'See offers', redirectPath: '/account/heloc/dashboard' }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await titlesFor(b)).toContain('From the operator');
  });
});

describe('idempotency keeps the operator apart from anonymous callers', () => {
  it('an operator answer stored under an Idempotency-Key is not replayed to a caller without the token', async () => {
    const headers = { 'idempotency-key': `operator-${randomUUID()}` };
    const first = await sb.call('POST', notify(b.identityUuid), { operator: true, headers, body: { title: 'Keyed' } });
    expect(first.status).toBe(201);
    const replayed = await sb.call('POST', notify(b.identityUuid), {
      operator: true,
      headers,
      body: { title: 'Keyed' },
    });
    expect(replayed.body).toEqual(first.body);
    const anonymous = await sb.call('POST', notify(b.identityUuid), { headers, body: { title: 'Keyed' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ errors: [expect.any(String)] });
  });
});

describe('notification CTAs must be safe in-site paths (the core’s redirect rule)', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'https://evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    'data:text/html,<script>alert(1)</script>',
  ])('%s → 400, nothing stored — even from the operator', async (redirectPath) => {
    const title = `Bad CTA ${redirectPath}`;
    for (const who of [{ operator: true }, { token: a.token }]) {
      const r = await sb.call('POST', notify(a.identityUuid), {
        ...who,
        body: { title, ctas: [{ title: 'Click', redirectPath }] },
      });
      expect(r.status).toBe(400);
      expect(r.body.errors.join(' ')).toMatch(/redirectPath/);
    }
    expect(await titlesFor(a)).not.toContain(title);
  });
});

describe('unknown ids → 404, never 500', () => {
  const nobody = randomUUID();
  it.each([
    ['PUT', () => state(nobody), () => ({ state: 'COMPLETE' })],
    ['POST', () => conditions(nobody), () => ({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })],
    ['POST', () => notify(nobody), () => ({ title: 'Nobody' })],
  ])('operator %s %s', async (method, path, body) => {
    const r = await sb.call(method, path(), { operator: true, body: body() });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
  });
  it('owner token on an unknown application → 404', async () => {
    const r = await sb.call('PUT', state(nobody), { token: a.token, body: { state: 'COMPLETE' } });
    expect(r.status).toBe(404);
  });
  it('no unhandled errors were logged', () => {
    expect(sb.errors).toEqual([]);
  });
});
