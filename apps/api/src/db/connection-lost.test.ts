/**
 * A pooled connection that dies while it is checked out — inside a transaction, between two
 * statements, as when PostgreSQL restarts under the reminders' tick — fails that transaction and
 * nothing else: the pool serves the next query on a fresh connection and the process goes on. The
 * pg client reports such a death as an 'error' event on the client (not the pool); with no listener
 * it is thrown and ends the process (the gate's database-restart run saw "Connection terminated
 * unexpectedly" kill the server). PostgreSQL only (TEST_DATABASE_URL; `pnpm --filter @heloc/api
 * test:postgres -- src/db/connection-lost.test.ts`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('a connection lost inside a transaction', () => {
  const lines: string[] = [];
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl, log: (line) => lines.push(line) });
  });
  afterAll(async () => database?.close());

  it('fails that transaction, is logged, and the next query is served', async () => {
    const { db } = database;
    const transaction = db.transaction(async (tx) => {
      const pid = (await tx.execute(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;
      // Another pooled connection ends this one, as a restart or a failover would.
      await db.execute(sql`select pg_terminate_backend(${pid})`);
      // Between two statements: the death arrives as the client's 'error' event, here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(lines.some((l) => l.includes('a connection in use was lost'))).toBe(true);
    const after = await db.execute(sql`select 1 as one`);
    expect(after.rows[0]).toEqual({ one: 1 });
  });
});
