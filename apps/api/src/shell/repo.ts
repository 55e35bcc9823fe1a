/** The shell's queries: the organisations (their site data) and what the shell shows around the journey. */
import { eq } from 'drizzle-orm';
import { experimentProfiles, feedback, organizations } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** The organisation with this code, if there is one. */
export async function findOrganization(db: Handle, code: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.code, code));
  return row;
}

/** Every organisation. */
export function allOrganizations(db: Handle) {
  return db.select().from(organizations);
}

/** Stores one CEO feedback message; returns its row. */
export async function insertFeedback(db: Handle, message: typeof feedback.$inferInsert) {
  const [row] = await db.insert(feedback).values(message).returning();
  return row;
}

/** The identity's experiment profile, created with a new tracker uuid if it has none. */
export async function experimentProfileOf(db: Handle, identityUuid: string, newTrackerUuid: string) {
  const [row] = await db
    .insert(experimentProfiles)
    .values({ identityUuid, trackerUuid: newTrackerUuid })
    .onConflictDoNothing()
    .returning();
  const [existing] = row
    ? [row]
    : await db.select().from(experimentProfiles).where(eq(experimentProfiles.identityUuid, identityUuid));
  return existing;
}

/** Stores the browser's experiment-service id on the identity's experiment profile (created if missing). */
export async function saveOptimizelyProfile(db: Handle, identityUuid: string, optimizelyProfileUuid: string) {
  await db
    .insert(experimentProfiles)
    .values({ identityUuid, optimizelyProfileUuid })
    .onConflictDoUpdate({ target: experimentProfiles.identityUuid, set: { optimizelyProfileUuid } });
}
