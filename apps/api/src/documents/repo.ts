/** The closing documents' queries: the events (given, opened, signed), the signed copies, the adopted signatures. */
import { and, eq, isNull, lte, notExists } from 'drizzle-orm';
import type { ClosingDocumentKind, Signature } from '@heloc/core';
import { adoptedSignatures, applications, closingDocumentEvents, conditions, signedDocuments } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';
import type { ApplicationRow } from '../db/rows.js';

/** 'demonstrated': the E-SIGN consent's demonstration (the sample's code typed back), decision 091. */
export type DocumentEvent = 'given' | 'viewed' | 'signed' | 'demonstrated';
export type EventRow = typeof closingDocumentEvents.$inferSelect;
/** Who acted from where, as kept with an event or an adopted signature (vault.ts's Trail is one). */
type Stamp = { readonly ip: string | null; readonly userAgent: string | null };

/** Records that a document was given, opened, signed or (E-SIGN) demonstrated (once each). */
export async function recordEvent(
  db: Handle,
  applicationUuid: string,
  kind: ClosingDocumentKind,
  event: DocumentEvent,
  userUuid: string,
  at: Date,
  trail: Stamp = { ip: null, userAgent: null },
) {
  await db
    .insert(closingDocumentEvents)
    .values({ applicationUuid, kind, event, userUuid, at, ip: trail.ip, userAgent: trail.userAgent })
    .onConflictDoNothing();
}

/** The application's document events. */
export async function eventsOf(db: Handle, applicationUuid: string): Promise<EventRow[]> {
  return db.select().from(closingDocumentEvents).where(eq(closingDocumentEvents.applicationUuid, applicationUuid));
}

/** The signer's stored signed copy of the kind, if any. */
export async function signedCopy(db: Handle, applicationUuid: string, kind: ClosingDocumentKind, signerUuid: string) {
  const [copy] = await db
    .select()
    .from(signedDocuments)
    .where(
      and(
        eq(signedDocuments.applicationUuid, applicationUuid),
        eq(signedDocuments.kind, kind),
        eq(signedDocuments.signerUuid, signerUuid),
      ),
    );
  return copy;
}

/** Stores a signed copy (nothing if this signer's copy of the kind is stored already). */
export async function insertSignedCopy(db: Handle, copy: typeof signedDocuments.$inferInsert): Promise<void> {
  await db.insert(signedDocuments).values(copy).onConflictDoNothing();
}

/** The signature this user adopted on the application, if any. */
export async function adoptedSignatureOf(db: Handle, applicationUuid: string, userUuid: string) {
  const [adopted] = await db
    .select()
    .from(adoptedSignatures)
    .where(and(eq(adoptedSignatures.applicationUuid, applicationUuid), eq(adoptedSignatures.userUuid, userUuid)));
  return adopted;
}

/** Keeps the signature the user adopted on the application (replacing an earlier one). */
export async function keepAdoptedSignature(
  db: Handle,
  row: Pick<ApplicationRow, 'uuid'>,
  userUuid: string,
  signature: Signature,
  initials: string,
  at: Date,
  trail: Stamp,
) {
  await db
    .insert(adoptedSignatures)
    .values({
      applicationUuid: row.uuid,
      userUuid,
      signature,
      initials,
      esignConsentAt: at,
      ip: trail.ip,
      userAgent: trail.userAgent,
      adoptedAt: at,
    })
    .onConflictDoUpdate({
      target: [adoptedSignatures.applicationUuid, adoptedSignatures.userUuid],
      set: { signature, initials, esignConsentAt: at, ip: trail.ip, userAgent: trail.userAgent, adoptedAt: at },
    });
}

/**
 * The applications that may owe the borrower a notice of incomplete application (Reg B
 * §1002.9(c)): active, with a borrower's condition open since before `openedBefore`, and no notice
 * given yet. The notice's own rule (vault.ts recordGiven) decides on dates in the property's zone.
 */
export async function applicationsOwingIncompleteNotice(db: Handle, openedBefore: Date, limit: number) {
  return db
    .selectDistinct({
      uuid: applications.uuid,
      ownerUuid: applications.ownerUuid,
      state: applications.state,
      data: applications.data,
    })
    .from(conditions)
    .innerJoin(applications, eq(applications.uuid, conditions.applicationUuid))
    .where(
      and(
        eq(applications.active, 1),
        eq(conditions.actionNeeded, 1),
        isNull(conditions.forUserUuid),
        lte(conditions.createdAt, openedBefore),
        notExists(
          db
            .select({ kind: closingDocumentEvents.kind })
            .from(closingDocumentEvents)
            .where(
              and(
                eq(closingDocumentEvents.applicationUuid, applications.uuid),
                eq(closingDocumentEvents.kind, 'INCOMPLETE_APPLICATION_NOTICE'),
                eq(closingDocumentEvents.event, 'given'),
              ),
            ),
        ),
      ),
    )
    .limit(limit);
}
