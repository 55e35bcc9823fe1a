/**
 * Figures for issue 23, item 4 (not a test: it prints, it asserts nothing): another borrower's
 * status-read latency, p50/p99, first on an idle server, then while an attacker keeps posting PNG
 * bombs as a drawn signature (…/note/sign, 7000 × 7000 RGBA of zeros) and PDF object-stream bombs
 * (300 MB inflated) as condition documents. The goal: p99 under the bombs within 2× of idle.
 * The sandbox runs in this process on PGlite in memory, on loopback, as scripts/load.ts does; the
 * attacker runs in a child process of its own (forked from this file), as a remote attacker's
 * requests cost the server only what answering them costs, not what building them does.
 *
 * `pnpm --filter @heloc/api load:bombs` (BOMB_SECONDS, BOMB_CONNECTIONS, BOMB_ATTACKERS from the environment;
 * BOMB_READER=process reads the status from a process of its own, as another borrower's client would).
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { disclosurePdfPath, DOCUMENTS_TO_SIGN } from '@heloc/core';
import { stepRequest } from '@heloc/core/contract';
import { createApp } from '../src/app.js';
import { httpServerOptions } from '../src/http/early-answer.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { seed } from '../src/seed/seed.js';
import { objectStreamBomb, pngOf } from '../src/testing/bomb-bytes.js';

/** The attacker's process: posts bombs until told to stop, then reports what it was answered. */
if (process.argv[2] === 'attack') {
  const { base, token, uuid, conditionUuid, attackers } = JSON.parse(process.env.BOMB_TARGET ?? '{}') as {
    base: string;
    token: string;
    uuid: string;
    conditionUuid: string;
    attackers: number;
  };
  const png = pngBomb(7000);
  const pdf = objectStreamBomb(300 * 1024 * 1024);
  const signature = JSON.stringify({
    esignConsent: true,
    signature: { type: 'drawn', name: 'Load Test', image: `data:image/png;base64,${png.toString('base64')}` },
    initials: 'LT',
    documents: [...DOCUMENTS_TO_SIGN],
  });
  const sign = stepRequest('signNote', uuid);
  let running = true;
  process.on('message', () => (running = false));
  const answers: Record<string, { count: number; said: string }> = {};
  const post = async (what: string, url: string, init: RequestInit) => {
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...((init.headers as Record<string, string>) ?? {}) },
    });
    const key = `${what} ${res.status}`;
    const said = (await res.text()).slice(0, 140);
    answers[key] = { count: (answers[key]?.count ?? 0) + 1, said: answers[key]?.said ?? said };
  };
  const attack = async (i: number) => {
    while (running) {
      if (i % 2 === 0)
        await post('PNG bomb on note/sign', sign.url, {
          method: sign.method,
          headers: { 'content-type': 'application/json' },
          body: signature,
        });
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
      await post(
        'PDF bomb upload',
        `/service-conditions/external/api/v1/applications/${uuid}/conditions/${conditionUuid}/documents`,
        { method: 'POST', body: form },
      );
    }
  };
  process.send?.('started');
  await Promise.all(Array.from({ length: attackers }, (_, i) => attack(i)));
  process.send?.(answers);
  process.exit(0);
}

/** The reader's process (BOMB_READER=process): the other borrower's client, apart from the server as a real one is. */
if (process.argv[2] === 'read') {
  const result = await autocannon(JSON.parse(process.env.BOMB_READ ?? '{}') as autocannon.Options);
  process.send?.({
    latency: result.latency,
    requests: result.requests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  });
  process.exit(0);
}

const seconds = Math.min(Number(process.env.BOMB_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.BOMB_CONNECTIONS ?? 4), 50);
const attackers = Math.min(Number(process.env.BOMB_ATTACKERS ?? 2), 10);
const OPERATOR_TOKEN = 'bomb-load-operator-token-0123456789';

const env = readEnv({
  PIPELINE_DELAY_MS: '1500',
  SANDBOX_CONTROL: 'true',
  OPERATOR_TOKEN,
  REGISTER_RATE_LIMIT: '100000',
});
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
// The server as main.ts runs it: an answer sent before its body was read closes the connection in stages.
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: httpServerOptions });
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = {
    ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    ...((init.headers as Record<string, string>) ?? {}),
  };
  const res = await fetch(`${base}${path}`, { ...init, headers });
  const text = await res.text();
  return {
    status: res.status,
    body:
      (res.headers.get('content-type') ?? '').includes('json') && text
        ? (JSON.parse(text) as Record<string, unknown>)
        : text,
  };
}

async function borrower(name: string) {
  const email = `${name}@example.com`;
  const reg = await call('/identity/api/v1/registration/register', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'bomb load test password' }),
  });
  const token = String((reg.body as Record<string, unknown>).jwt);
  const created = await call('/service-application/api/v1/application/heloc', {
    method: 'POST',
    token,
    body: JSON.stringify({
      property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 150000, employmentType: 'FULL_TIME' },
      name: { firstName: 'Load', lastName: 'Test' },
      birthdate: '1980-01-01',
      contact: { email, phone: '4155550100' },
    }),
  });
  return { token, uuid: String((created.body as Record<string, unknown>).uuid) };
}

function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return pngOf(ihdr, deflateSync(Buffer.alloc((side * 4 + 1) * side), { level: 9 }));
}

// The reader, whose status reads are timed; the attacker, at NOTE_SIGNING with every document opened.
const reader = await borrower('reader');
const attacker = await borrower('attacker');
const jumped = await call(`/sandbox/applications/${attacker.uuid}/state`, {
  method: 'PUT',
  token: attacker.token,
  body: JSON.stringify({ state: 'NOTE_SIGNING' }),
});
for (const kind of DOCUMENTS_TO_SIGN) await call(disclosurePdfPath(attacker.uuid, kind), { token: attacker.token });
const condition = await call(`/sandbox/applications/${attacker.uuid}/conditions`, {
  method: 'POST',
  headers: { 'x-operator-token': OPERATOR_TOKEN },
  body: JSON.stringify({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }),
});
const conditionUuid = String((condition.body as Record<string, unknown>).uuid);

console.log(
  `bomb load: ${connections} connections reading status, ${seconds} s per phase, ${attackers} attacker loops; PGlite in memory, loopback; the reader ${process.env.BOMB_READER === 'process' ? 'in a process of its own' : "in the server's process"}`,
);
console.log(
  `PNG bomb ${(pngBomb(7000).length / 1024).toFixed(0)} KB (7000 × 7000 RGBA), PDF bomb ${(objectStreamBomb(300 * 1024 * 1024).length / 1024).toFixed(0)} KB (300 MB inflated); attacker at ${String((jumped.body as Record<string, unknown>).state)}, in a process of its own`,
);

/** Reads the other borrower's status for `seconds`: in this process, or (BOMB_READER=process) from a process of its own. */
async function readStatus(): Promise<autocannon.Result> {
  const options = {
    url: `${base}/service-krang-heloc/borrower/secure/api/v1/${reader.uuid}/status`,
    headers: { authorization: `Bearer ${reader.token}` },
    connections,
    duration: seconds,
  };
  if (process.env.BOMB_READER !== 'process') return autocannon(options);
  const child = fork(fileURLToPath(import.meta.url), ['read'], {
    env: { ...process.env, BOMB_READ: JSON.stringify(options) },
  });
  return new Promise((resolve) => child.once('message', (m) => resolve(m as autocannon.Result)));
}

async function statusReads(title: string) {
  // The server's own event-loop delay, apart from the reads: a blocked loop shows here, CPU shared with the PDF worker does not.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const result = await readStatus();
  loop.disable();
  const errors = result.non2xx + result.errors + result.timeouts;
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(`${title.padEnd(22)} event-loop delay p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms`);
  console.log(
    `${title.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   max ${String(result.latency.max).padStart(5)} ms   ${result.requests.total} requests, ${errors} errors`,
  );
  return result.latency;
}

const idle = await statusReads('idle');

const child = fork(fileURLToPath(import.meta.url), ['attack'], {
  env: {
    ...process.env,
    BOMB_TARGET: JSON.stringify({ base, token: attacker.token, uuid: attacker.uuid, conditionUuid, attackers }),
  },
});
const answered = new Promise<Record<string, { count: number; said: string }>>((resolve) =>
  child.on('message', (m) => m !== 'started' && resolve(m as Record<string, { count: number; said: string }>)),
);
await new Promise<void>((resolve) => child.once('message', () => resolve()));
const bombed = await statusReads('under bombs');
child.send('stop');
const answers = new Map(Object.entries(await answered));
for (const [what, { count, said }] of answers) console.log(`  ${what}: ${count}×  ${said}`);
console.log(
  `p50 ratio ${(bombed.p50 / Math.max(idle.p50, 1)).toFixed(2)}×   p99 ratio ${(bombed.p99 / Math.max(idle.p99, 1)).toFixed(2)}× (goal: p99 within 2× of idle)`,
);
server.close();
await database.close();
process.exit(0);
