/** The sandbox's own writes: a forced state (the control panel's jump) and a hand-made notification. */
import { eq } from 'drizzle-orm';
import { forgetApplication } from '../db/read-cache.js';
import { applications, notifications } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

type Forced = Pick<typeof applications.$inferInsert, 'state' | 'status' | 'data' | 'pendingDueAt' | 'updatedAt'>;

/** Saves the application as the sandbox sets it, no step taken; returns its row. */
export async function forceApplication(db: Handle, applicationUuid: string, forced: Forced) {
  const [saved] = await db.update(applications).set(forced).where(eq(applications.uuid, applicationUuid)).returning();
  if (saved) forgetApplication(saved.uuid);
  return saved;
}

/** Stores a notification; returns its row. */
export async function insertNotification(db: Handle, notification: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(notification).returning();
  return row;
}
