/** The shell's queries: the organisations (their site data) and what the shell shows around the journey. */
import { eq } from 'drizzle-orm';
import { organizations } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** The organisation with this code, if there is one. */
export async function findOrganization(db: Handle, code: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.code, code));
  return row;
}
