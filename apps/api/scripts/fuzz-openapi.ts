/**
 * `pnpm --filter @heloc/api fuzz:api`: the OpenAPI-driven fuzz over real HTTP. Against a running
 * server with BASE_URL (its sandbox control on, as `npm start` has it), or else against its own
 * sandbox on in-memory PGlite, served on a free local port. Reads /openapi.json, signs up a real
 * borrower with a real application, sends FUZZ_API_RUNS (default 200) generated requests per
 * operation (FUZZ_API_SEED to replay) and prints `operations: N, requests: N, 5xx: N`.
 * Exits non-zero on any 5xx or any answer the document does not describe.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { seed } from '../src/seed/seed.js';
import { fuzz, prepareFixture, type Send } from './fuzz-lib.js';

const runs = Number(process.env.FUZZ_API_RUNS ?? 200);
const fuzzSeed = Number(process.env.FUZZ_API_SEED ?? Date.now() % 1_000_000);

async function ownServer() {
  const env = readEnv({ PIPELINE_DELAY_MS: '0', SANDBOX_CONTROL: 'true', DATA_DIR: 'memory' });
  const database = await openDatabase({ dataDir: 'memory' });
  await seed(database.db);
  const deps = {
    db: database.db,
    env,
    now: () => new Date(),
    flags: fileFlagStore(database.db),
    jwt: await loadJwtKeys(database.db, env.JWT_TTL_SECONDS),
  };
  const logged: unknown[] = [];
  const app = createApp(deps, { log: (m, e) => logged.push(`${m}: ${String(e)}`) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    logged,
    close: async () => {
      server.close();
      await database.close();
    },
  };
}

const own = process.env.BASE_URL ? undefined : await ownServer();
const base = process.env.BASE_URL ?? own?.base ?? '';
const send: Send = async (r) => {
  const res = await fetch(`${base}${r.path}`, {
    method: r.method,
    headers: r.headers,
    body: r.body as RequestInit['body'],
    redirect: 'manual',
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
};

try {
  const doc = (await (await fetch(`${base}/openapi.json`)).json()) as Parameters<typeof fuzz>[0]['doc'];
  const fixture = await prepareFixture(send);
  const started = Date.now();
  const result = await fuzz({
    doc,
    send,
    fixture,
    runs,
    seed: fuzzSeed,
    onProgress: (done, o) =>
      process.stderr.write(`\r${done} operations (${o.method} ${o.path.slice(0, 60)})`.padEnd(100)),
  });
  process.stderr.write('\n');
  for (const e of result.serverErrors.slice(0, 20)) console.log(`5xx ${e.status} ${e.request} → ${e.body}`);
  for (const u of result.undocumented.slice(0, 20)) console.log(`undocumented: ${u}`);
  for (const l of own?.logged.slice(0, 10) ?? []) console.log(`server log: ${String(l)}`);
  console.log(
    `operations: ${result.operations}, requests: ${result.requests}, 5xx: ${result.serverErrors.length}, undocumented: ${result.undocumented.length} (seed ${fuzzSeed}, ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  process.exitCode = result.serverErrors.length || result.undocumented.length ? 1 : 0;
} finally {
  await own?.close();
}
