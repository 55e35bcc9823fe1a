/**
 * The reminders' queries: the applications to look at, one claimed at a time (FOR UPDATE SKIP
 * LOCKED: another server's tick passes over it), its facts, what was sent, and the consents to texts.
 */
import { and, asc, desc, eq, gte, isNull, like } from 'drizzle-orm';
import type { ReminderChannel, ReminderKind, SentReminder } from '@heloc/core';
import {
  applications,
  closingDocumentEvents,
  conditions,
  notifications,
  organizations,
  remindersSent,
  textConsents,
  users,
} from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/**
 * The applications the scheduler looks at: active, changed since `since` (the longest a reminder
 * can follow a change), oldest change first, at most `limit` (a sandbox's worth; decision 090).
 */
export async function reminderCandidates(db: Handle, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ uuid: applications.uuid })
    .from(applications)
    .where(and(eq(applications.active, 1), gte(applications.updatedAt, since)))
    .orderBy(asc(applications.updatedAt))
    .limit(limit);
  return rows.map((r) => r.uuid);
}

/** The application, locked for this transaction; undefined when another server holds it. */
export async function claimApplication(tx: Handle, uuid: string) {
  const [row] = await tx
    .select({
      uuid: applications.uuid,
      ownerUuid: applications.ownerUuid,
      orgCode: applications.orgCode,
      state: applications.state,
      data: applications.data,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.uuid, uuid))
    .for('update', { skipLocked: true });
  return row;
}

/** The primary applicant's open conditions. */
export function openConditionsOf(db: Handle, applicationUuid: string) {
  return db
    .select({ id: conditions.uuid, openedAt: conditions.createdAt })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, applicationUuid),
        eq(conditions.actionNeeded, 1),
        isNull(conditions.forUserUuid),
      ),
    );
}

/** The documents given to the owner that the owner has not opened. */
export async function unopenedDocumentsOf(db: Handle, applicationUuid: string, ownerUuid: string) {
  const events = await db
    .select({ kind: closingDocumentEvents.kind, event: closingDocumentEvents.event, at: closingDocumentEvents.at })
    .from(closingDocumentEvents)
    .where(
      and(eq(closingDocumentEvents.applicationUuid, applicationUuid), eq(closingDocumentEvents.userUuid, ownerUuid)),
    );
  const viewed = new Set(events.filter((e) => e.event === 'viewed').map((e) => e.kind));
  return events.filter((e) => e.event === 'given' && !viewed.has(e.kind)).map((e) => ({ id: e.kind, givenAt: e.at }));
}

/** The journey's moments the owner was notified of for this application (status changes). */
export function momentsOf(db: Handle, applicationUuid: string, ownerUuid: string) {
  return db
    .select({
      id: notifications.momentKey,
      at: notifications.createdAt,
      title: notifications.title,
      description: notifications.description,
      ctas: notifications.ctas,
    })
    .from(notifications)
    .where(and(eq(notifications.userUuid, ownerUuid), like(notifications.momentKey, `${applicationUuid}:%`)));
}

export async function remindersSentFor(db: Handle, applicationUuid: string): Promise<SentReminder[]> {
  const rows = await db.select().from(remindersSent).where(eq(remindersSent.applicationUuid, applicationUuid));
  return rows.map((r) => ({
    kind: r.kind as ReminderKind,
    subject: r.subject,
    sequence: r.sequence,
    channel: r.channel as ReminderChannel,
    at: r.sentAt,
  }));
}

/** Records a reminder as sent; false when it already was (another server, an earlier tick). */
export async function claimReminder(
  tx: Handle,
  row: { applicationUuid: string; kind: string; subject: string; sequence: number; channel: string; sentAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(remindersSent)
    .values(row)
    .onConflictDoNothing()
    .returning({ kind: remindersSent.kind });
  return inserted.length > 0;
}

export async function ownerOf(db: Handle, userUuid: string) {
  const [row] = await db
    .select({ uuid: users.uuid, email: users.email, profile: users.profile })
    .from(users)
    .where(eq(users.uuid, userUuid));
  return row;
}

export async function orgNameOf(db: Handle, code: string): Promise<string> {
  const [row] = await db.select({ data: organizations.data }).from(organizations).where(eq(organizations.code, code));
  const footer = (row?.data as { footer?: { companyNameShort?: string; companyName?: string } } | undefined)?.footer;
  return footer?.companyNameShort ?? footer?.companyName ?? code;
}

/** The user's newest consent to texts (revoked or not), or undefined. */
export async function latestTextConsent(db: Handle, userUuid: string, lock = false) {
  const query = db
    .select()
    .from(textConsents)
    .where(eq(textConsents.userUuid, userUuid))
    .orderBy(desc(textConsents.givenAt))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

export async function recordTextConsent(db: Handle, consent: typeof textConsents.$inferInsert): Promise<void> {
  await db.insert(textConsents).values(consent);
}

/** Ends the user's consents to texts still in force; how many ended. */
export async function revokeTextConsentsOfUser(db: Handle, userUuid: string, at: Date, by: string): Promise<number> {
  const ended = await db
    .update(textConsents)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(textConsents.userUuid, userUuid), isNull(textConsents.revokedAt)))
    .returning({ uuid: textConsents.uuid });
  return ended.length;
}

/** Ends every consent in force for a number (a STOP from it), whoever gave it; the users it was theirs. */
export async function revokeTextConsentsOfPhone(db: Handle, phone: string, at: Date, by: string) {
  return db
    .update(textConsents)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(textConsents.phone, phone), isNull(textConsents.revokedAt)))
    .returning({ userUuid: textConsents.userUuid });
}

/** The users whose newest consent names this number (a START, a HELP: whose sender to name). */
export async function consentsOfPhone(db: Handle, phone: string) {
  return db
    .select({ userUuid: textConsents.userUuid, revokedAt: textConsents.revokedAt, orgCode: users.orgCode })
    .from(textConsents)
    .innerJoin(users, eq(users.uuid, textConsents.userUuid))
    .where(eq(textConsents.phone, phone))
    .orderBy(desc(textConsents.givenAt));
}
