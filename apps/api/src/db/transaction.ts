/**
 * What a write that belongs to a pipeline transition runs on (issue 23, item 3): the database, or
 * the transaction the transition opened. Everything a transition causes — the new state, its
 * conditions, its notifications, the documents it gives — takes the transaction's handle, so it
 * commits together or not at all. On PGlite a statement sent to the database itself while a
 * transaction is open waits for that transaction to end: inside one, always use `tx`.
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import type { Db } from './client.js';
import type * as schema from './schema.js';

/** A transaction opened by `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction on it (both drivers share this query builder). */
export type Handle = PgDatabase<PgliteQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
