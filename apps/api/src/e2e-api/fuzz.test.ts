/**
 * The OpenAPI-driven fuzz, small and fast, so CI keeps the server at zero 5xx and every answer
 * documented: every operation of /openapi.json gets generated valid, hostile and malformed
 * requests as a signed-in borrower with a real application (scripts/fuzz-lib.ts). The script
 * `pnpm --filter @heloc/api fuzz:api` runs the same with many more requests over real HTTP.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzz, prepareFixture, type Send } from '../../scripts/fuzz-lib.js';
import { startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const RUNS = Number(process.env.FUZZ_API_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_API_SEED ?? 20261122);

it(`${RUNS} generated requests per operation: no 5xx, every answer documented`, async () => {
  const send: Send = async (r) => {
    const res = await sb.app.request(r.path, {
      method: r.method,
      headers: r.headers,
      body: r.body as RequestInit['body'],
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  };
  const doc = (await sb.call('GET', '/openapi.json')).body;
  const result = await fuzz({ doc, send, fixture: await prepareFixture(send), runs: RUNS, seed: SEED });
  expect(result.operations).toBeGreaterThanOrEqual(72);
  expect(result.requests).toBe(result.operations * RUNS);
  expect(result.serverErrors).toEqual([]);
  expect(result.undocumented).toEqual([]);
  expect(sb.errors).toEqual([]);
}, 300_000);
