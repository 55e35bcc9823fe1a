/** The identity feature's queries: accounts (users) and their profiles. */
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** Replaces the account's profile JSON. */
export async function saveProfile(db: Handle, userUuid: string, profile: Record<string, unknown>): Promise<void> {
  await db.update(users).set({ profile }).where(eq(users.uuid, userUuid));
}

/** Whether another account of the organisation uses this email. */
export async function emailTaken(db: Handle, email: string, orgCode: string): Promise<boolean> {
  const [taken] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.email, email), eq(users.orgCode, orgCode)));
  return taken !== undefined;
}

/** Replaces the account's email and profile. */
export async function saveEmailAndProfile(
  db: Handle,
  userUuid: string,
  email: string,
  profile: Record<string, unknown>,
): Promise<void> {
  await db.update(users).set({ email, profile }).where(eq(users.uuid, userUuid));
}
