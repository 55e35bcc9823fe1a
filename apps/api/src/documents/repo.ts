/** The closing documents' queries: the events (given, opened, signed), the signed copies, the adopted signatures. */
import { and, eq } from 'drizzle-orm';
import type { ClosingDocumentKind, Signature } from '@heloc/core';
import { adoptedSignatures, closingDocumentEvents, signedDocuments } from '../db/schema.js';
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
