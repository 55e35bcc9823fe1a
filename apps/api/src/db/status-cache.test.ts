/**
 * The status read answers from memory on PGlite and with one query on PostgreSQL (decision 079),
 * and is never behind a write: a sign-out, a password change, a borrower's step, a sandbox jump and
 * a background step that falls due are all seen by the very next read — on one server, and (with
 * TEST_DATABASE_URL) on a second server on the same PostgreSQL.
 *
 * On PGlite each case first shows the read is served from memory, so it fails if the write does
 * not make the cache forget (decision 079 shows it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedSessionActive, cachedStatus } from './read-cache.js';
import { registerBorrower, startSandbox, STATUS, step, type Borrower, type Sandbox } from '../testing/harness.js';
import { APPLICATION_BODY, request, startServer, stopServer, type ServerProcess } from '../testing/server-process.js';

const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';
const PASSWORD_PATH = '/identity/secure/api/v1/password';
const PASSWORD = 'correct horse battery staple';
const databaseUrl = process.env.TEST_DATABASE_URL;

describe('the status read from memory, one server', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => {
    await sb?.close();
  });

  /** Reads the status until it is kept in memory (a read that overlapped a write keeps nothing). */
  async function readUntilKept(b: Borrower) {
    for (let i = 0; i < 5; i++) {
      const r = await sb.call('GET', STATUS(b.uuid), { token: b.token });
      expect(r.status).toBe(200);
      if (cachedStatus(sb.deps.db, b.uuid)) break;
    }
    if (databaseUrl) return (await sb.call('GET', STATUS(b.uuid), { token: b.token })).body;
    expect(cachedStatus(sb.deps.db, b.uuid), 'the read is served from memory').toBeDefined();
    const sid = JSON.parse(Buffer.from(b.token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    expect(cachedSessionActive(sb.deps.db, sid, b.identityUuid), 'the session is known from memory').toBe(true);
    return (await sb.call('GET', STATUS(b.uuid), { token: b.token })).body;
  }

  it('a sign-out is seen by the next status read (401)', async () => {
    const b = await registerBorrower(sb);
    await readUntilKept(b);
    expect((await sb.call('POST', LOGOUT, { token: b.token })).status).toBe(200);
    const after = await sb.call('GET', STATUS(b.uuid), { token: b.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ errors: [expect.stringMatching(/sign in again/)] });
  });

  it('a signed-out token is told 401 before whether an application exists; another borrower’s is 404', async () => {
    const b = await registerBorrower(sb);
    const other = await registerBorrower(sb);
    await readUntilKept(other);
    expect((await sb.call('GET', STATUS(other.uuid), { token: b.token })).status).toBe(404);
    expect((await sb.call('GET', STATUS(randomUUID()), { token: b.token })).status).toBe(404);
    expect((await sb.call('POST', LOGOUT, { token: b.token })).status).toBe(200);
    for (const uuid of [b.uuid, other.uuid, randomUUID()])
      expect((await sb.call('GET', STATUS(uuid), { token: b.token })).status).toBe(401);
    expect((await sb.call('GET', STATUS('not-a-uuid'), { token: b.token })).status).toBe(401);
  });

  it('a password change is seen by the next status read (401)', async () => {
    const b = await registerBorrower(sb);
    await readUntilKept(b);
    const changed = await sb.call('PUT', PASSWORD_PATH, {
      token: b.token,
      body: { currentPassword: PASSWORD, newPassword: 'fresh new passphrase 88' },
    });
    expect(changed.status).toBeLessThan(300);
    expect((await sb.call('GET', STATUS(b.uuid), { token: b.token })).status).toBe(401);
  });

  it('a borrower step is seen by the next status read', async () => {
    const b = await registerBorrower(sb);
    expect((await readUntilKept(b)).state).toBe('COLLECT_PROFILE_INFO');
    const taken = await step(sb, b, 'profile', { ssn: b.ssn, softCreditConsent: true });
    expect(taken.status, JSON.stringify(taken.body)).toBeLessThan(300);
    const after = await sb.call('GET', STATUS(b.uuid), { token: b.token });
    expect(after.body.state).not.toBe('COLLECT_PROFILE_INFO');
    expect(after.body.state).toBe(taken.body.status?.state ?? after.body.state);
  });

  it('a sandbox jump is seen by the next status read, and a background step falls due on the read', async () => {
    const b = await registerBorrower(sb);
    await readUntilKept(b);
    const jumped = await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
      token: b.token,
      body: { state: 'WAITING_FOR_INITIAL_OFFERS', dueInMs: 60_000 },
    });
    expect(jumped.status, JSON.stringify(jumped.body)).toBeLessThan(300);
    const waiting = await readUntilKept(b);
    expect(waiting.state).toBe('WAITING_FOR_INITIAL_OFFERS');
    expect(waiting.pendingSince).not.toBeNull();
    // Kept while waiting; once the step is due the read resolves it instead of answering from memory.
    sb.clock.t += 61_000;
    const resolved = await sb.call('GET', STATUS(b.uuid), { token: b.token });
    expect(resolved.body.state).not.toBe('WAITING_FOR_INITIAL_OFFERS');
  });
});

describe.skipIf(!databaseUrl)(
  `the status read from memory, two servers on one PostgreSQL${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is unset)'}`,
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      const env = { DATABASE_URL: databaseUrl as string, PIPELINE_DELAY_MS: '60000' };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 180_000);
    afterAll(async () => {
      await Promise.all([a && stopServer(a), b && stopServer(b)]);
    });

    async function borrower() {
      const email = `two-${randomUUID()}@example.com`;
      const reg = await request(a.base, 'POST', '/identity/api/v1/registration/register', {
        body: { email, password: PASSWORD },
      });
      expect(reg.status).toBe(201);
      const token: string = reg.body.jwt;
      const created = await request(a.base, 'POST', '/service-application/api/v1/application/heloc', {
        token,
        body: APPLICATION_BODY(email),
      });
      expect(created.status).toBe(201);
      const uuid: string = created.body.uuid;
      // Read on B twice: the second answer comes from B's memory.
      for (let i = 0; i < 2; i++)
        expect((await request(b.base, 'GET', STATUS(uuid), { token })).body.state).toBe('COLLECT_PROFILE_INFO');
      return { token, uuid };
    }

    it('a sign-out on server A is seen by the next status read on server B', async () => {
      const { token, uuid } = await borrower();
      expect((await request(a.base, 'POST', LOGOUT, { token })).status).toBe(200);
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).status).toBe(401);
    });

    it('a password change on server A is seen by the next status read on server B', async () => {
      const { token, uuid } = await borrower();
      const changed = await request(a.base, 'PUT', PASSWORD_PATH, {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'fresh new passphrase 88' },
      });
      expect(changed.status).toBeLessThan(300);
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).status).toBe(401);
    });

    it('a state change on server A is seen by the next status read on server B', async () => {
      const { token, uuid } = await borrower();
      const jumped = await request(a.base, 'PUT', `/sandbox/applications/${uuid}/state`, {
        token,
        body: { state: 'HMDA' },
      });
      expect(jumped.status, JSON.stringify(jumped.body)).toBeLessThan(300);
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).body.state).toBe('HMDA');
      const taken = await request(a.base, 'PUT', `/sandbox/applications/${uuid}/state`, {
        token,
        body: { state: 'COLLECT_PROFILE_INFO' },
      });
      expect(taken.status).toBeLessThan(300);
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).body.state).toBe('COLLECT_PROFILE_INFO');
      const profiled = await request(a.base, 'PUT', `/service-application/api/v1/application/heloc/${uuid}/profile`, {
        token,
        body: { ssn: '123-45-6789', softCreditConsent: true },
      });
      expect(profiled.status, JSON.stringify(profiled.body)).toBeLessThan(300);
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).body.state).not.toBe('COLLECT_PROFILE_INFO');
    });
  },
);
