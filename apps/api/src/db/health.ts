/** Whether the database answers right now (the readiness probe, /readyz). Throws what the driver throws. */
import { sql } from 'drizzle-orm';
import type { Handle } from './transaction.js';

export async function pingDatabase(db: Handle): Promise<void> {
  await db.execute(sql`select 1`);
}
