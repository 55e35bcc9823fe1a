/** The notifications table: the in-app notifications a borrower reads. */
import { and, desc, eq } from 'drizzle-orm';
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

/** The user's notifications, newest first. */
export function notificationsOf(db: Handle, userUuid: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userUuid, userUuid))
    .orderBy(desc(notifications.createdAt));
}

/** Marks the user's notification read or unread; false when the user has no such notification. */
export async function setNotificationStatus(
  db: Handle,
  userUuid: string,
  notificationUuid: string,
  status: 'READ' | 'UNREAD',
): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ status })
    .where(and(eq(notifications.uuid, notificationUuid), eq(notifications.userUuid, userUuid)))
    .returning();
  return updated.length > 0;
}
