/** The uploads' queries. */
import { eq, sql } from 'drizzle-orm';
import { documents } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** Bytes of documents this user has stored. */
export async function storedBytes(db: Handle, userUuid: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(eq(documents.uploadedBy, userUuid));
  return Number(row?.total ?? 0);
}
