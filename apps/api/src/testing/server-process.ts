/**
 * Real sandbox server processes for tests that need what app.request cannot give: a second server,
 * a kill -9, a lock on a directory. Runs src/main.ts under `node --import tsx` (one process, so a
 * signal reaches the server itself, not a wrapper) and finds its port in what it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly base: string;
  readonly output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
}

export interface Exited {
  readonly code: number | string;
  readonly output: string;
}

/** What every spawned server gets unless the test says otherwise: quick pipeline, high limits. */
export const SERVER_ENV: Record<string, string> = {
  PORT: '0',
  HOST: '127.0.0.1',
  PIPELINE_DELAY_MS: '0',
  SANDBOX_CONTROL: 'true',
  LOGIN_RATE_LIMIT: '1000',
  REGISTER_RATE_LIMIT: '100000',
  OPERATOR_TOKEN: 'test-operator-token-0123456789',
};

function spawnServer(env: Record<string, string>) {
  const base: Record<string, string | undefined> = { ...process.env };
  // Only what the test chooses: never a database the test runner happens to have in its environment.
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  // In a PGlite test run the server starts from the run's migrated template (global-setup.ts), as
  // each in-process sandbox does: initdb and the migrations were 7 of a start's 10 CPU seconds.
  // Scripts (scripts/chat-load.ts) start servers outside Vitest, from scratch.
  const template = process.env.VITEST ? inject('pgliteTemplate') : undefined;
  if (template) base.PGLITE_TEMPLATE = template;
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...base, ...SERVER_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { output: () => text, exited };
}

/** Starts a server and waits until it prints its URL; rejects with its output if it exits first. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawnServer(env);
  const { output, exited } = collect(child);
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const look = () => {
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output()}`));
    });
  });
  return { child, pid: child.pid as number, base, output, exited };
}

/** Runs a server that is expected to refuse to start; returns how it ended and what it said. */
export async function runToExit(env: Record<string, string>, timeoutMs = 90_000): Promise<Exited> {
  const child = spawnServer(env);
  const { output, exited } = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export async function request<T = any>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const body = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, body: body as T, headers: res.headers };
}

export const APPLICATION_BODY = (email: string) => ({
  property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
  saleStatus: 'NOT_SELLING',
  income: { annualIncome: 150_000, employmentType: 'FULL_TIME' },
  name: { firstName: 'Ann', lastName: 'Lee' },
  birthdate: '1980-04-02',
  contact: { email, phone: '415-555-0100' },
  isCrypto: false,
});
