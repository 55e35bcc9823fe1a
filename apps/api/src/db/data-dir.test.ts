/**
 * One DATA_DIR, one server: a second server on the directory refuses to start (it would keep its own
 * copy of the database and overwrite the first's writes), and a kill -9 in the middle of a write
 * burst loses no acknowledged write and leaves no lock that blocks the next start.
 * Real processes on a real PGlite directory; prints the figures it measured.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './lock.js';
import {
  APPLICATION_BODY,
  request,
  runToExit,
  startServer,
  stopServer,
  type ServerProcess,
} from '../testing/server-process.js';

const APP = '/service-application/api/v1/application/heloc';
const dataDir = mkdtempSync(join(tmpdir(), 'heloc-datadir-'));
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const s of running) await stopServer(s, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// PGlite's own directory and lock: the PostgreSQL run (TEST_DATABASE_URL) would start the same
// PGlite servers again and learn nothing more (decision 092).
describe.skipIf(process.env.TEST_DATABASE_URL)('DATA_DIR lock', () => {
  it('a second server on the same DATA_DIR exits non-zero and names the first; a kill -9 mid-burst loses no acknowledged write', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const second = await runToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Another sandbox server (pid ${first.pid}) is using DATA_DIR ${dataDir}; stop it or set DATA_DIR to another directory.`,
    );
    // The first server is untouched by the refused start.
    expect((await request(first.base, 'GET', '/healthz')).status).toBe(200);

    // A write burst: workers register a borrower and create an application, over and over. An
    // application counts as acknowledged once its 201 has arrived; the server is killed mid-burst.
    const acknowledged: { token: string; uuid: string }[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const email = `burst-${randomUUID()}@example.com`;
          const reg = await request(first.base, 'POST', '/identity/api/v1/registration/register', {
            body: { email, password: 'correct horse battery staple' },
          });
          if (reg.status !== 201) continue;
          const created = await request(first.base, 'POST', APP, {
            token: reg.body.jwt,
            body: APPLICATION_BODY(email),
          });
          if (created.status === 201) acknowledged.push({ token: reg.body.jwt, uuid: created.body.uuid });
        } catch {
          return; // the server is gone: whatever was in flight was never acknowledged
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(workers);
    // The dead server's lock is still there; it must not block the next start.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const restarted = await startServer({ DATA_DIR: dataDir });
    running.push(restarted);
    let found = 0;
    for (const a of acknowledged) {
      const r = await request(restarted.base, 'GET', `${APP}/${a.uuid}`, { token: a.token });
      if (r.status === 200 && r.body.uuid === a.uuid) found += 1;
    }
    console.log(
      `data-dir durability: ${acknowledged.length} applications acknowledged before kill -9, ${found} found after restart`,
    );
    expect(found).toBe(acknowledged.length);

    // A clean stop frees the directory.
    expect(await stopServer(restarted)).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 300_000);
});
