/** The notifications table: the in-app notifications a borrower reads. */
import { notifications } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/**
 * Stores the notification unless this user has one with its moment key already (the unique index):
 * a moment reached twice notifies once.
 */
export async function saveNotificationOnce(db: Handle, notification: typeof notifications.$inferInsert): Promise<void> {
  await db
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing({ target: [notifications.userUuid, notifications.momentKey] });
}
