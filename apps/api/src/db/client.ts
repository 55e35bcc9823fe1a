/**
 * Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite
 * (persistent in DATA_DIR, or in memory). Both run the same migrations and queries.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import { setCoherence } from './read-cache.js';
import * as schema from './schema.js';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  readonly close: () => Promise<void>;
}

/** Any fixed number: the key of the advisory lock every server takes to migrate. */
const MIGRATION_LOCK = 720_431_905;
/** How long a query waits for a pooled connection before the request is answered 503. */
export const CONNECT_TIMEOUT_MS = 3_000;
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  log?: (line: string) => void;
  /**
   * An in-memory PGlite, or a data directory that holds no database yet, starts from this data
   * directory (a `dumpDataDir` tarball) instead of an empty one: tests migrate once per run and
   * load the result per file and per spawned server (decisions 066, 093). The migrations still
   * run, and find nothing left to do. A directory that holds a database opens as it is.
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // While the database is away a query waits at most this long for a connection, then fails and
    // is answered 503 (http/errors.ts): a borrower is told quickly, and nothing piles up.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle pooled connection that the server closes (a restart, a failover, an operator's
    // pg_terminate_backend) is reported here and dropped; the next query opens a fresh one. Without
    // this listener the pool's 'error' event would end the process (issue 23, item 2).
    const log = options.log ?? ((line: string) => console.error(line));
    pool.on('error', (error) =>
      log(`database: an idle connection was lost (${error.message}); the next query opens a new one`),
    );
    // A connection that dies while checked out — a transaction between two statements when
    // PostgreSQL restarts (the reminders' tick holds one every few seconds) — reports on the client,
    // not the pool, and with no listener that 'error' event ends the process. Its query fails (and
    // is answered 503 or retried by the next tick); the pool drops it on release.
    const inUse = (error: Error) =>
      log(`database: a connection in use was lost (${error.message}); its query fails, the next opens a new one`);
    pool.on('acquire', (client) => client.on('error', inUse));
    pool.on('release', (_error, client) => client.off('error', inUse));
    const db = drizzlePg(pool, { schema });
    // Several servers may start at once on one database: one migrates while the others wait, or
    // two would race to create the same tables. The lock is per session, so it is held on one
    // pooled connection while the migrator uses others.
    const holder = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      holder.release();
    }
    // Both drivers expose the same query builder; the pglite type is used as the common one.
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const memory = !options.dataDir || options.dataDir === 'memory';
  if (!memory) mkdirSync(options.dataDir as string, { recursive: true });
  // Before PGlite reads a page: a second server on the same directory must stop here (see lock.ts).
  const lock = memory ? undefined : lockDataDir(options.dataDir as string);
  try {
    const template =
      options.pgliteTemplate && (memory || !existsSync(join(options.dataDir as string, 'PG_VERSION')))
        ? { loadDataDir: options.pgliteTemplate }
        : {};
    const client = memory ? new PGlite(template) : new PGlite(options.dataDir, template);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    // One process by construction (the directory is locked): every write is this process's, and
    // forgets what it changes (read-cache.ts).
    setCoherence(db, () => true);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db, kind: 'pglite', close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
