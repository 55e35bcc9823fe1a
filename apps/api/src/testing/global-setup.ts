/**
 * Runs once per test run, before any file (decision 066): prepares the database every test file
 * starts from, so no file pays for the migrations again.
 *
 * - PGlite (`pnpm --filter @heloc/api test`): one in-memory PGlite is migrated, and its
 *   data directory is dumped to a tarball; `startSandbox` loads it (`loadDataDir`), and so do
 *   the servers the tests spawn (`testing/server-process.ts`, PGLITE_TEMPLATE).
 * - PostgreSQL (`test:postgres`, TEST_DATABASE_URL): the database named by TEST_DATABASE_URL is
 *   migrated, then copied (CREATE DATABASE … TEMPLATE) to one database per vitest worker,
 *   so files run side by side without sharing rows, LISTEN channels or throttling counters;
 *   `worker-database.ts` points each worker at its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { writePgliteTemplate } from '../db/pglite-template.js';
import { workerDatabaseUrl } from './worker-database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tarball) every sandbox starts from. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) return preparePostgres(databaseUrl, Math.max(1, project.config.maxWorkers ?? 1));
  const dir = mkdtempSync(join(tmpdir(), 'heloc-pglite-template-'));
  const file = join(dir, 'data.tar.gz');
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    // As the first in-memory server of an end-to-end run writes its own (db/pglite-template.ts).
    await writePgliteTemplate(file, database.db);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function preparePostgres(databaseUrl: string, workers: number) {
  // The shared database is the template: migrated once, then left without connections.
  await (await openDatabase({ databaseUrl })).close();
  const templateName = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    for (let id = 1; id <= workers; id++) {
      const name = new URL(workerDatabaseUrl(databaseUrl, String(id))).pathname.slice(1);
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(templateName)}`);
    }
  } finally {
    await admin.end();
  }
}
