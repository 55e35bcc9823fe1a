/**
 * The migrated template (decision 093): the run's own (global-setup.ts writes it as a server does)
 * holds every migration and no row; a template is written whole wherever it is named; a new
 * DATA_DIR starts from it, and a DATA_DIR that holds a database opens as it is.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from './client.js';
import { readPgliteTemplate, writePgliteTemplate } from './pglite-template.js';
import { startServer, stopServer } from '../testing/server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'heloc-template-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const journal = JSON.parse(
  readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8'),
) as { entries: unknown[] };
const count = async (db: Db, from: string) =>
  Number((await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${from}`))).rows[0]?.n);
const TABLES = "pg_tables WHERE schemaname = 'public'";

// The PostgreSQL run has no PGlite template.
describe.skipIf(process.env.TEST_DATABASE_URL)('the PGlite template', () => {
  it('is read only when written; the run’s holds every migration and no row, and is written again whole', async () => {
    expect(readPgliteTemplate(undefined)).toBeUndefined();
    expect(readPgliteTemplate(join(dir, 'none.tar.gz'))).toBeUndefined();

    const template = readPgliteTemplate(inject('pgliteTemplate'));
    expect(template).toBeInstanceOf(Blob);
    const loaded = await openDatabase({ dataDir: 'memory', pgliteTemplate: template });
    expect(await count(loaded.db, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await count(loaded.db, 'users')).toBe(0);
    expect(await count(loaded.db, 'applications')).toBe(0);

    const file = join(dir, 'nested', 'template.tar.gz');
    await writePgliteTemplate(file, loaded.db);
    await loaded.close();
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.${process.pid}.partial`)).toBe(false);
    const again = await openDatabase({ dataDir: 'memory', pgliteTemplate: readPgliteTemplate(file) });
    expect(await count(again.db, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    await again.close();
  }, 60_000);

  it('a server on an in-memory database that finds no template writes one before it seeds', async () => {
    const file = join(dir, 'server', 'template.tar.gz');
    // Not the run's template: this server migrates from nothing, as the first of an end-to-end run.
    const server = await startServer({ DATA_DIR: 'memory', PGLITE_TEMPLATE: file });
    try {
      expect(existsSync(file)).toBe(true);
      const loaded = await openDatabase({ dataDir: 'memory', pgliteTemplate: readPgliteTemplate(file) });
      expect(await count(loaded.db, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      // The seed (the sandbox's organisations) came after: the template holds no row.
      expect(await count(loaded.db, 'organizations')).toBe(0);
      await loaded.close();
    } finally {
      await stopServer(server);
    }
  }, 120_000);

  it('starts a new DATA_DIR; a DATA_DIR that holds a database opens as it is', async () => {
    const template = readPgliteTemplate(inject('pgliteTemplate'));
    const dataDir = join(dir, 'pgdata');
    const first = await openDatabase({ dataDir, pgliteTemplate: template });
    const tables = await count(first.db, TABLES);
    expect(await count(first.db, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    await first.db.execute(sql`CREATE TABLE kept (a int)`);
    await first.close();
    const reopened = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(await count(reopened.db, TABLES)).toBe(tables + 1);
    await reopened.close();
  }, 60_000);
});
