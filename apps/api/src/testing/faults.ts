/**
 * A write the database refuses, as a full disk or a lost connection would, injected by a trigger:
 * for the tests that prove a change and everything it causes commit together (issue 23, item 3).
 * Works the same on PGlite and PostgreSQL (plpgsql is built in to both).
 */
import { sql } from 'drizzle-orm';
import type { Handle } from '../db/transaction.js';

export type Refusal = { readonly lift: () => Promise<void> };

/** From now on the database refuses `op` on `table` until `lift()` is called. */
export async function refuseWrites(db: Handle, table: string, op: 'INSERT' | 'UPDATE' | 'DELETE'): Promise<Refusal> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const trigger = `refuse_${op.toLowerCase()}_${table}`;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected fault: % on %', TG_OP, TG_TABLE_NAME; END $$`),
  );
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`));
  await db.execute(
    sql.raw(`CREATE TRIGGER ${trigger} BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`),
  );
  return { lift: async () => void (await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`))) };
}
