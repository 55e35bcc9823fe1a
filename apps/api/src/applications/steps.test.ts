/** The write side is the core's step table: every row is a route with its method, path, schema and documentation, and has a handler. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFileCount, type IdFrontType } from '@heloc/core';
import { JOURNEY_STEPS, stepRequest } from '@heloc/core/contract';
import { STEP_BODY_ARBITRARIES } from '@heloc/core/testing';
import { STEP_HANDLERS } from './steps.js';
import { form, PDF, registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let b: Borrower;

beforeAll(async () => {
  sb = await startSandbox();
  b = await registerBorrower(sb, {});
});
afterAll(() => sb.close());

describe('STEP_HANDLERS', () => {
  it('has a handler for every step and a step for every handler', () => {
    expect(Object.keys(STEP_HANDLERS).sort()).toEqual(JOURNEY_STEPS.map((row) => row.name).sort());
  });
});

describe('the routes the table registers', () => {
  it('answers every step at its method and path, with a body the contract accepts (the step itself is not available yet)', async () => {
    // Steps run in table order on a new application: profile is the one it can take; the others
    // are out of order (409), which proves the route, the validation and the handler are wired.
    for (const row of JOURNEY_STEPS) {
      const { method, url, multipart } = stepRequest(row.name, b.uuid);
      const [sample] = fc.sample(STEP_BODY_ARBITRARIES[row.name] as fc.Arbitrary<Record<string, unknown>>, {
        numRuns: 1,
        seed: 8,
      });
      // "In the future" is checked against the server's clock, outside the contract.
      const body =
        row.name === 'manualNotary' ? { requestedTime: new Date(sb.clock.t + 86_400_000).toISOString() } : sample;
      // An ID whose kind has a back (a driver's licence) is two files, front then back.
      const files = row.name === 'identityUploaded' ? idFileCount((body as { type: IdFrontType }).type) : 1;
      const payload = multipart
        ? {
            form: form(
              Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])),
              Array.from({ length: files }, () => ({ name: 'doc.pdf', blob: PDF() })),
            ),
          }
        : { body };
      const r = await sb.call(method, url, { token: b.token, headers: b.headers, ...payload });
      expect([200, 409], `${row.name}: ${method} ${url} → ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
      if (r.status === 409) expect(r.body.errors[0], row.name).toMatch(/not available/);
    }
  });

  it('answers only the row’s method', async () => {
    for (const row of JOURNEY_STEPS) {
      const { method, url } = stepRequest(row.name, b.uuid);
      const other = method === 'PUT' ? 'POST' : 'PUT';
      const r = await sb.call(other, url, { token: b.token, headers: b.headers, body: {} });
      expect(r.status, `${other} ${row.path}`).toBe(404);
    }
  });

  it('validates JSON steps with the row’s schema before anything else happens', async () => {
    const c = await registerBorrower(sb, {});
    for (const row of JOURNEY_STEPS) {
      if (row.body === 'multipart') continue;
      const { method, url } = stepRequest(row.name, c.uuid);
      const r = await sb.call(method, url, { token: c.token, headers: c.headers, body: 'not an object' });
      expect(r.status, row.name).toBe(400);
      expect(r.body.errors.length, row.name).toBeGreaterThan(0);
    }
    const status = await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${c.uuid}/status`, {
      token: c.token,
      headers: c.headers,
    });
    expect(status.body.state).toBe('COLLECT_PROFILE_INFO');
  });

  it('documents every step with the row’s summary', async () => {
    const doc = (await sb.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    for (const row of JOURNEY_STEPS) {
      const op =
        doc.paths[`/service-application/api/v1/application/heloc/{uuid}/${row.path}`]?.[row.method.toLowerCase()];
      expect(op, `${row.method} ${row.path}`).toMatchObject({ summary: row.summary, tags: ['journey'] });
    }
  });
});
