/** Liveness and readiness (issue 23, item 2): `/healthz` while the process serves, `/readyz` while it also reaches its database. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb?.close());

it('answers both with the API’s headers; readiness names the database', async () => {
  const live = await sb.call('GET', '/healthz');
  expect(live.status).toBe(200);
  const ready = await sb.call('GET', '/readyz');
  expect(ready.status).toBe(200);
  expect(ready.body).toEqual({ ok: true, database: 'up' });
  expect(ready.headers.get('cache-control')).toBe('no-store');
});
