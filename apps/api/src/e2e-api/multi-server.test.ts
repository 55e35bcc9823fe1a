/**
 * Many servers on one PostgreSQL behave as one (how a lender runs it): two real server processes
 * on one database, a borrower whose requests alternate between them, a flag override set on one
 * and read on the other, and failed logins alternating between them counted once.
 * Needs a real PostgreSQL: `pnpm --filter @heloc/api test:postgres -- src/e2e-api/multi-server.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_BODY, request, startServer, stopServer, type ServerProcess } from '../testing/server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const APP = '/service-application/api/v1/application/heloc';
const STATUS = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
const PASSWORD = 'correct horse battery staple';
const LIMIT = 3;
const OPERATOR = { 'x-operator-token': 'test-operator-token-0123456789' };

describe.skipIf(!databaseUrl)(
  `two servers on one PostgreSQL${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is unset — run pnpm --filter @heloc/api test:postgres -- src/e2e-api/multi-server.test.ts)'}`,
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      const env = { DATABASE_URL: databaseUrl as string, LOGIN_RATE_LIMIT: String(LIMIT) };
      // Started together: the migration lock lets exactly one of them migrate.
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 180_000);
    afterAll(async () => {
      await Promise.all([a && stopServer(a), b && stopServer(b)]);
    });

    it('a borrower alternating between the servers sees one application move', async () => {
      const email = `multi-${randomUUID()}@example.com`;
      const reg = await request(a.base, 'POST', '/identity/api/v1/registration/register', {
        body: { email, password: PASSWORD },
      });
      expect(reg.status).toBe(201);
      const login = await request(b.base, 'POST', '/identity/api/v1/login', { body: { email, password: PASSWORD } });
      expect(login.status).toBe(200);
      const token: string = login.body.jwt;

      const created = await request(a.base, 'POST', APP, { token, body: APPLICATION_BODY(email) });
      expect(created.status).toBe(201);
      const uuid: string = created.body.uuid;
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).body.state).toBe('COLLECT_PROFILE_INFO');

      expect(
        (
          await request(b.base, 'PUT', `${APP}/${uuid}/profile`, {
            token,
            body: { ssn: '123-45-6789', softCreditConsent: true },
          })
        ).status,
      ).toBeLessThan(300);
      // PIPELINE_DELAY_MS is 0: the waiting states resolve as they are read, on either server.
      const seen: string[] = [];
      for (let i = 0; i < 6 && seen.at(-1) !== 'OFFER_SELECTION'; i++)
        seen.push((await request(i % 2 ? a.base : b.base, 'GET', STATUS(uuid), { token })).body.state);
      expect(seen.at(-1)).toBe('OFFER_SELECTION');

      const application = (await request(a.base, 'GET', `${APP}/${uuid}`, { token })).body;
      const offer = application.offers[0];
      expect(
        (
          await request(b.base, 'PUT', `${APP}/${uuid}/offer`, {
            token,
            body: { offerId: offer.id, drawAmount: offer.minDraw },
          })
        ).status,
      ).toBeLessThan(300);
      expect((await request(a.base, 'GET', STATUS(uuid), { token })).body.state).toBe('COLLECT_ADDITIONAL_INFO');
      expect(
        (await request(a.base, 'PUT', `${APP}/${uuid}/contact`, { token, body: { email, phone: '(415) 555-0100' } }))
          .status,
      ).toBeLessThan(300);
      expect((await request(b.base, 'GET', STATUS(uuid), { token })).body.state).toBe('HMDA');
    });

    it('a flag override set on one server is what the other answers', async () => {
      const decide = (base: string) =>
        request(base, 'POST', '/service-optimize/external/api/v2/decision', {
          body: { featureKey: 'fe-heloc-maintenance' },
        });
      expect((await decide(b.base)).body.flagEnabled).toBe(false);
      const variables = { routes: '["/register"]', message: 'Back soon', pageTitle: '' };
      expect(
        (
          await request(a.base, 'PUT', '/sandbox/flags/fe-heloc-maintenance', {
            headers: OPERATOR,
            body: { flagEnabled: true, variables },
          })
        ).status,
      ).toBe(204);
      expect((await decide(b.base)).body).toMatchObject({ flagEnabled: true, variables });
      expect(
        (
          await request(b.base, 'PUT', '/sandbox/flags/fe-heloc-maintenance', {
            headers: OPERATOR,
            body: { flagEnabled: false },
          })
        ).status,
      ).toBe(204);
      expect((await decide(a.base)).body.flagEnabled).toBe(false);
    });

    it('failed logins alternating between the servers are counted once: the limit holds across both', async () => {
      const email = `limit-${randomUUID()}@example.com`;
      expect(
        (
          await request(b.base, 'POST', '/identity/api/v1/registration/register', {
            body: { email, password: PASSWORD },
          })
        ).status,
      ).toBe(201);
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++)
        statuses.push(
          (
            await request(i % 2 ? b.base : a.base, 'POST', '/identity/api/v1/login', {
              body: { email, password: `wrong ${i}` },
            })
          ).status,
        );
      console.log(
        `multi-server limiter: LOGIN_RATE_LIMIT ${LIMIT}, failures alternating A/B answered ${statuses.join(', ')}`,
      );
      expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
      // Held back on both servers, whichever is asked.
      expect(
        (await request(a.base, 'POST', '/identity/api/v1/login', { body: { email, password: 'wrong again' } })).status,
      ).toBe(429);
    });
  },
);
