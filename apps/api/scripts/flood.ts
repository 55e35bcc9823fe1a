/**
 * Status reads while a registration flood runs: what other borrowers feel when one address
 * registers accounts as fast as it can. Prints status-read p50/p99 alone, then under the flood,
 * and how many registrations were created or refused.
 * `pnpm --filter @heloc/api flood` (FLOOD_SECONDS, FLOOD_CONNECTIONS; the server's own env
 * variables such as REGISTER_RATE_LIMIT apply as in production). The server is src/main.ts in its
 * own process on an in-memory database, the flood comes from one address (loopback).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Math.min(Number(process.env.FLOOD_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.FLOOD_CONNECTIONS ?? 10), 100);

// The server runs in its own process, as `npm start` does: the load generator must not share its
// event loop, or the figures measure autocannon as much as the server.
const serverEnv: Record<string, string | undefined> = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory',
};
delete serverEnv.DATABASE_URL;
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
  server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
});

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return res.json() as Promise<Record<string, unknown>>;
}
const reg = await json('/identity/api/v1/registration/register', {
  method: 'POST',
  body: JSON.stringify({ email: 'reader@example.com', password: 'load test password' }),
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
    contact: { email: 'reader@example.com', phone: '4155550100' },
  }),
});
const statusUrl = `${base}/service-krang-heloc/borrower/secure/api/v1/${String(created.uuid)}/status`;

// Two connections of status reads: another borrower's browser polling, not a load test of its own.
const reads = () => autocannon({ url: statusUrl, headers: auth, connections: 2, duration: seconds });
const line = (title: string, r: autocannon.Result) =>
  console.log(
    `${title.padEnd(30)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${r.requests.total} reads, ${r.non2xx + r.errors + r.timeouts} failed`,
  );

console.log(
  `flood: status reads alone, then beside ${connections} connections registering for ${seconds} s (server process, PGlite in memory, loopback)`,
);
line('status reads, quiet', await reads());

const codes = new Map<number, number>();
const flood = new Promise<void>((resolve, reject) => {
  const instance = autocannon(
    {
      url: `${base}/identity/api/v1/registration/register`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'flood-[<id>]@example.com', password: 'flood password 123' }),
      idReplacement: true,
      connections,
      duration: seconds,
    },
    (error) => (error ? reject(error) : resolve()),
  );
  instance.on('response', (_client, statusCode) => codes.set(statusCode, (codes.get(statusCode) ?? 0) + 1));
});
const [during] = await Promise.all([reads(), flood]);
line('status reads, during flood', during);
console.log(
  `registrations: ${[...codes]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ')}`,
);
server.kill('SIGTERM');
