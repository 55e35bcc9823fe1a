/**
 * The database can go away and come back (issue 23, item 2). A real server process on a real
 * PostgreSQL holds idle pooled connections; PostgreSQL is stopped (`pg_ctl -m fast stop`) under it
 * and started again. While it is away the process keeps running, answers every request with a quick
 * 503 `{ errors }` and says so on `/readyz`; once it is back the same process (same pid) serves the
 * same borrower again — no restart. Before the fix the pool's unhandled 'error' event ended the
 * process the moment PostgreSQL stopped.
 * Needs the throw-away server of `scripts/with-postgres.sh` (TEST_PG_STOP / TEST_PG_START).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_BODY, request, startServer, stopServer, type ServerProcess } from '../testing/server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const stopScript = process.env.TEST_PG_STOP;
const startScript = process.env.TEST_PG_START;
const APP = '/service-application/api/v1/application/heloc';
const STATUS = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
const PASSWORD = 'correct horse battery staple';

/** Polls until `check` holds, at most `ms`; returns whether it did. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe.skipIf(!databaseUrl || !stopScript || !startScript)(
  `PostgreSQL stopped and started under a running server${databaseUrl && stopScript ? '' : ' (skipped: run with scripts/with-postgres.sh — pnpm --filter @heloc/api test:postgres)'}`,
  () => {
    let server: ServerProcess;
    let token: string;
    let uuid: string;
    let stopped = false;

    beforeAll(async () => {
      // The reminders' scheduler ticks often, so ticks run (and fail) while the database is away.
      server = await startServer({ DATABASE_URL: databaseUrl as string, REMINDER_TICK_MS: '200' });
      const email = `restart-${randomUUID()}@example.com`;
      expect(
        (
          await request(server.base, 'POST', '/identity/api/v1/registration/register', {
            body: { email, password: PASSWORD },
          })
        ).status,
      ).toBe(201);
      token = (await request(server.base, 'POST', '/identity/api/v1/login', { body: { email, password: PASSWORD } }))
        .body.jwt;
      const created = await request(server.base, 'POST', APP, { token, body: APPLICATION_BODY(email) });
      expect(created.status).toBe(201);
      uuid = created.body.uuid;
    }, 120_000);
    afterAll(async () => {
      // Whatever happened, the shared test server is left running for the files after this one.
      if (stopped) execFileSync(startScript as string, { stdio: 'ignore' });
      if (server) await stopServer(server);
    });

    it('answers 503 { errors } while PostgreSQL is away and serves again, in the same process, once it is back', async () => {
      // Several reads at once, so the pool holds several idle connections when the database stops.
      const before = await Promise.all(
        Array.from({ length: 6 }, () => request(server.base, 'GET', STATUS(uuid), { token })),
      );
      expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await request(server.base, 'GET', '/readyz')).status).toBe(200);

      execFileSync(stopScript as string, { stdio: 'ignore' });
      stopped = true;
      // The pool learns of its dead connections asynchronously; give it a moment to report them.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(server.child.exitCode, server.output()).toBeNull();

      const away = await request(server.base, 'GET', STATUS(uuid), { token });
      expect(away.status, JSON.stringify(away.body)).toBe(503);
      expect(away.body.errors).toEqual([expect.stringMatching(/try again in a moment/)]);
      expect(away.headers.get('retry-after')).toBe('5');
      const ready = await request(server.base, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      // The reminders' ticks failed meanwhile, each logged, none ended the process.
      expect(await eventually(async () => /reminders: tick failed/.test(server.output()), 5_000)).toBe(true);
      expect(ready.body.errors).toHaveLength(1);
      // Liveness still answers: the process is up, only its database is away.
      expect((await request(server.base, 'GET', '/healthz')).status).toBe(200);
      // A write is refused the same way, and nothing half-done is left for later.
      expect(
        (
          await request(server.base, 'PUT', `${APP}/${uuid}/profile`, {
            token,
            body: { ssn: '123-45-6789', softCreditConsent: true },
          })
        ).status,
      ).toBe(503);

      execFileSync(startScript as string, { stdio: 'ignore' });
      stopped = false;
      expect(
        await eventually(async () => (await request(server.base, 'GET', '/readyz')).status === 200, 30_000),
        server.output(),
      ).toBe(true);
      const back = await request(server.base, 'GET', STATUS(uuid), { token });
      expect(back.status).toBe(200);
      expect(back.body.state).toBe('COLLECT_PROFILE_INFO');
      expect(
        (
          await request(server.base, 'PUT', `${APP}/${uuid}/profile`, {
            token,
            body: { ssn: '123-45-6789', softCreditConsent: true },
          })
        ).status,
      ).toBeLessThan(300);
      // The reminders run again from the rows: a tick an hour on sends this borrower's reminder.
      const tick = await request(server.base, 'POST', '/sandbox/reminders/run', {
        headers: { 'x-operator-token': 'test-operator-token-0123456789' },
        body: { at: new Date(Date.now() + 3_600_000).toISOString() },
      });
      expect(tick.status, JSON.stringify(tick.body)).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    });
  },
);
