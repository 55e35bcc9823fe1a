/**
 * Load figures for the sandbox on its embedded database (loopback only, bounded in time):
 * requests per second and p50/p99 latency for the status endpoint and for application reads.
 * `pnpm --filter @heloc/api load` (LOAD_SECONDS, LOAD_CONNECTIONS from the environment).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/app.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { seed } from '../src/seed/seed.js';

const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 10), 100);

const env = readEnv({ PIPELINE_DELAY_MS: '1500' });
const database = await openDatabase({ dataDir: 'memory' });
await seed(database.db);
const deps = {
  db: database.db,
  env,
  now: () => new Date(),
  flags: fileFlagStore(database.db),
  jwt: await loadJwtKeys(database.db, 3600),
};
const app = createApp(deps, { log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return res.json() as Promise<Record<string, unknown>>;
}
const reg = await json('/identity/api/v1/registration/register', {
  method: 'POST',
  body: JSON.stringify({ email: 'load@example.com', password: 'load test password' }),
});
const auth = { authorization: `Bearer ${String(reg.jwt)}` };
const created = await json('/service-application/api/v1/application/heloc', {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({
    property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
    saleStatus: 'NOT_SELLING',
    income: { annualIncome: 150000, employmentType: 'FULL_TIME' },
    name: { firstName: 'Load', lastName: 'Test' },
    birthdate: '1980-01-01',
    contact: { email: 'load@example.com', phone: '4155550100' },
  }),
});
const uuid = String(created.uuid);

async function measure(title: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, headers: auth, connections, duration: seconds });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result.requests.total} requests, ${errors} errors`,
  );
}

console.log(`load: ${connections} connections, ${seconds} s each, PGlite in memory, loopback`);
await measure('GET …/{uuid}/status', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`);
await measure('GET …/application/heloc/{uuid}', `/service-application/api/v1/application/heloc/${uuid}`);
await measure('GET …/application/heloc/all', '/service-application/api/v1/application/heloc/all');
server.close();
await database.close();
