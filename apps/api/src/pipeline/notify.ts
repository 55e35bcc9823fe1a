/**
 * Stores the notifications that matter (@heloc/core notification-moments): the core names the moment
 * and writes its text and CTA; this only inserts the row for the application's owner. The unique
 * (user, moment key) index makes it idempotent: a moment reached twice (a retried request, two
 * servers advancing the same application, a background step replayed) still notifies once. A
 * transition's notifications take its transaction (store.ts), so they commit with it.
 */
import { momentNotification, momentOfTransition, type NotificationMoment } from '@heloc/core';
import { saveNotificationOnce } from '../notifications/repo.js';
import { ownerOfApplication } from './repo.js';
import type { Handle } from '../db/transaction.js';

export async function notifyMoment(
  db: Handle,
  applicationUuid: string,
  moment: NotificationMoment,
  now: Date,
  subject?: string,
): Promise<void> {
  const ownerUuid = await ownerOfApplication(db, applicationUuid);
  if (ownerUuid === undefined) return;
  const n = momentNotification(moment, applicationUuid, subject);
  await saveNotificationOnce(db, {
    userUuid: ownerUuid,
    title: n.title,
    description: n.description,
    ctas: [...n.ctas],
    momentKey: n.key,
    createdAt: now,
  });
}

/** The notification of a state change, if the core calls it a moment. */
export async function notifyTransition(
  db: Handle,
  applicationUuid: string,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  const reached = momentOfTransition(from, to);
  if (reached) await notifyMoment(db, applicationUuid, reached.moment, now, reached.subject);
}
