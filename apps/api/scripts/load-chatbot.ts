/**
 * Load figures for the chatbot on the embedded database (loopback only, bounded in time): questions
 * per second and p50/p99 latency for asking (search + two writes) and for reading a conversation,
 * with the telemetry table already holding TELEMETRY_ROWS other events (page views accumulate there,
 * and the chatbot's rows share the table).
 * `pnpm --filter @heloc/api load:chatbot` (LOAD_SECONDS, LOAD_CONNECTIONS, TELEMETRY_ROWS;
 * WITHOUT_INDEX=1 drops the telemetry (kind, session_key) index first, to see what it is worth).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { CHATBOT_PATHS } from '@heloc/core';
import { createApp } from '../src/app.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { sql } from 'drizzle-orm';
import { telemetry } from '../src/db/schema.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { seed } from '../src/seed/seed.js';

const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 10), 100);
const fill = Math.min(Number(process.env.TELEMETRY_ROWS ?? 50_000), 500_000);

// No throttle here: every request comes from one loopback address.
const env = readEnv({ PIPELINE_DELAY_MS: '1500', CHATBOT_RATE_LIMIT: '100000000' });
const database = await openDatabase({ dataDir: 'memory' });
await seed(database.db);
const withoutIndex = process.env.WITHOUT_INDEX === '1';
if (withoutIndex) await database.db.execute(sql`DROP INDEX IF EXISTS telemetry_kind_session`);
for (let done = 0; done < fill; done += 5000) {
  const rows = Array.from({ length: Math.min(5000, fill - done) }, (_, i) => ({
    kind: 'event',
    sessionKey: `load-${(done + i) % 997}`,
    body: { event: 'PAGE_VIEW', pagePath: '/account/heloc/register' },
    createdAt: new Date(),
  }));
  await database.db.insert(telemetry).values(rows);
}
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

const first = (await (
  await fetch(`${base}${CHATBOT_PATHS.chat}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'How much is the notary fee?' }),
  })
).json()) as { conversationId: string };

async function measure(title: string, opts: { path: string; method?: 'GET' | 'POST'; body?: unknown }) {
  const result = await autocannon({
    url: `${base}${opts.path}`,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    connections,
    duration: seconds,
  });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result.requests.total} requests, ${errors} errors`,
  );
}

console.log(
  `load: ${connections} connections, ${seconds} s each, PGlite in memory, loopback, ${fill} other telemetry rows${withoutIndex ? ', WITHOUT the (kind, session_key) index' : ''}`,
);
await measure('POST chatWithAutobot (new conversation)', {
  path: CHATBOT_PATHS.chat,
  method: 'POST',
  body: { message: 'How much is the notary fee?' },
});
await measure('POST chatWithAutobot (one conversation)', {
  path: CHATBOT_PATHS.chat,
  method: 'POST',
  body: { message: 'what are the recording fees', conversationId: first.conversationId },
});
await measure('GET getChatHistory (latest 20)', { path: CHATBOT_PATHS.history(first.conversationId) });
server.close();
await database.close();
