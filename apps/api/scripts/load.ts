/**
 * Load figures for the sandbox (loopback only, bounded in time): requests per second and p50/p99
 * latency for a bare Hono handler answering a status-sized JSON — the framework's floor on this
 * machine — then for the status read every waiting borrower polls, and the ratio of the two
 * (issue 27, item 4; decision 079), then the application reads.
 *
 * `pnpm --filter @heloc/api load` runs on PGlite in memory; with DATABASE_URL set it runs on that
 * PostgreSQL, LISTENing as a server does (`PG_TEST_PORT=5499 bash ../../scripts/with-postgres.sh
 * sh -c 'DATABASE_URL=$TEST_DATABASE_URL pnpm load'`). LOAD_SECONDS, LOAD_CONNECTIONS from the environment.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { createApp } from '../src/app.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { busOf, startPgListener } from '../src/db/notify.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { seed } from '../src/seed/seed.js';

const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 10), 100);
const databaseUrl = process.env.DATABASE_URL || undefined;

type Result = Awaited<ReturnType<typeof autocannon>>;

function line(title: string, result: Result) {
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result.requests.total} requests, ${errors} errors`,
  );
}

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/* The floor: what Hono on Node answers when the handler does nothing but the JSON. */
const STATUS_SIZED = {
  applicationUuid: randomUUID(),
  state: 'COLLECT_PROFILE_INFO',
  underwritingPassed: false,
  pendingSince: null,
};
const bare = new Hono().get('/status', (c) => c.json(STATUS_SIZED));
const floor = await listen(bare.fetch);

const env = readEnv({ PIPELINE_DELAY_MS: '1500' });
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
await seed(database.db);
// A server on PostgreSQL hears the others through LISTEN (main.ts does the same).
const listener = databaseUrl
  ? startPgListener({ connectionString: databaseUrl, bus: busOf(database.db), log: (l) => console.error(l) })
  : undefined;
await listener?.ready;
const deps = {
  db: database.db,
  env,
  now: () => new Date(),
  flags: fileFlagStore(database.db),
  jwt: await loadJwtKeys(database.db, 3600),
};
const app = createApp(deps, { log: () => {} });
const { server, base } = await listen(app.fetch);

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return res.json() as Promise<Record<string, unknown>>;
}
// A fresh address each run: a PostgreSQL database outlives the run.
const email = `load-${randomUUID()}@example.com`;
const reg = await json('/identity/api/v1/registration/register', {
  method: 'POST',
  body: JSON.stringify({ email, password: 'load test password' }),
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
    contact: { email, phone: '4155550100' },
  }),
});
const uuid = String(created.uuid);

async function measure(title: string, url: string, headers: Record<string, string> = auth) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  line(title, result);
  return result;
}

console.log(
  `load: ${connections} connections, ${seconds} s each, ${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}, loopback`,
);
const floorResult = await measure('bare Hono handler (the floor)', `${floor.base}/status`, {});
const status = await measure(
  'GET …/{uuid}/status',
  `${base}/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
);
console.log(
  `status read / floor: 1/${(floorResult.requests.average / Math.max(status.requests.average, 1)).toFixed(1)} (target ≥ 1/10, p99 ≤ 20 ms)`,
);
await measure('GET …/application/heloc/{uuid}', `${base}/service-application/api/v1/application/heloc/${uuid}`);
await measure('GET …/application/heloc/all', `${base}/service-application/api/v1/application/heloc/all`);
floor.server.close();
server.close();
await listener?.stop();
await database.close();
