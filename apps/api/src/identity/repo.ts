/** The identity feature's queries: accounts (users) and their profiles. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** Replaces the account's profile JSON. */
export async function saveProfile(db: Handle, userUuid: string, profile: Record<string, unknown>): Promise<void> {
  await db.update(users).set({ profile }).where(eq(users.uuid, userUuid));
}
