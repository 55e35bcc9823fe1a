/** The seeds' queries: the organisations and staff accounts every sandbox starts with, and the flag overrides. */
import { eq, inArray, sql } from 'drizzle-orm';
import { flagOverrides, organizations, users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** Stores the organisation, or replaces its data. */
export async function upsertOrganization(db: Handle, code: string, data: Record<string, unknown>): Promise<void> {
  await db
    .insert(organizations)
    .values({ code, data })
    .onConflictDoUpdate({ target: organizations.code, set: { data: sql`excluded.data` } });
}

/** The emails of the accounts of these types. */
export function emailsOfType(db: Handle, types: string[]) {
  return db.select({ email: users.email }).from(users).where(inArray(users.type, types));
}

/** Stores the account unless one with its email exists. */
export async function insertUserOnce(db: Handle, user: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(user).onConflictDoNothing();
}

type FlagValue = typeof flagOverrides.$inferSelect.flag;

/** The override of the flag, if any. */
export async function flagOverride(db: Handle, key: string) {
  const [row] = await db.select().from(flagOverrides).where(eq(flagOverrides.key, key));
  return row;
}

/** Every flag override. */
export function flagOverridesAll(db: Handle) {
  return db.select().from(flagOverrides);
}

/** Sets the flag's override (replacing one). */
export async function saveFlagOverride(db: Handle, key: string, flag: FlagValue, at: Date): Promise<void> {
  await db
    .insert(flagOverrides)
    .values({ key, flag, updatedAt: at })
    .onConflictDoUpdate({
      target: flagOverrides.key,
      set: { flag: sql`excluded.flag`, updatedAt: sql`excluded.updated_at` },
    });
}
