/** The application's own queries: who may see it, what is attached to it. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { applications, documents, invitations, sessions, signers, users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** This user's signer row on the application, if they are one of its additional signers. */
export async function signerOn(db: Handle, applicationUuid: string, userUuid: string) {
  const [signer] = await db
    .select()
    .from(signers)
    .where(and(eq(signers.applicationUuid, applicationUuid), eq(signers.userUuid, userUuid)));
  return signer;
}

/** The application's stored documents, as the browser lists them. */
export function documentsOf(db: Handle, applicationUuid: string) {
  return db
    .select({
      uuid: documents.uuid,
      type: documents.type,
      name: documents.name,
      mime: documents.mime,
      size: documents.size,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.applicationUuid, applicationUuid));
}

/** The application's linked signers: their accounts' email and profile, their notary visit, the name they were invited by. */
export function signersWithAccounts(db: Handle, applicationUuid: string) {
  return (
    db
      .select({
        identityUuid: signers.userUuid,
        signedAt: signers.signedAt,
        email: users.email,
        profile: users.profile,
        notarySlot: signers.notarySlot,
        notaryAddress: signers.notaryAddress,
        // The invitation keeps the name the borrower gave (decision 030: no column of its own).
        invitationProfile: invitations.profile,
      })
      .from(signers)
      .innerJoin(users, eq(users.uuid, signers.userUuid))
      // The signer's accepted invitation to this application: the same email in the same organisation.
      .leftJoin(
        invitations,
        and(
          eq(invitations.applicationUuid, signers.applicationUuid),
          eq(invitations.email, users.email),
          eq(invitations.orgCode, users.orgCode),
        ),
      )
      .where(eq(signers.applicationUuid, applicationUuid))
  );
}

/** Signers still to sign: linked ones who have not signed, and invitations not yet accepted. */
export async function pendingSigners(db: Handle, applicationUuid: string): Promise<number> {
  const unsigned = await db
    .select({ u: signers.userUuid })
    .from(signers)
    .where(and(eq(signers.applicationUuid, applicationUuid), isNull(signers.signedAt)));
  const invited = await db
    .select({ u: invitations.uuid })
    .from(invitations)
    .where(and(eq(invitations.applicationUuid, applicationUuid), isNull(invitations.acceptedAt)));
  return unsigned.length + invited.length;
}

/** The user's applications, newest first. */
export function applicationsOf(db: Handle, ownerUuid: string) {
  return db
    .select()
    .from(applications)
    .where(eq(applications.ownerUuid, ownerUuid))
    .orderBy(desc(applications.createdAt));
}

/** The signer rows of this user: the applications they sign. */
export function signingsOf(db: Handle, userUuid: string) {
  return db.select().from(signers).where(eq(signers.userUuid, userUuid));
}

/** Replaces the application's data without touching updatedAt (a side note such as the session-replay link). */
export async function replaceData(db: Handle, applicationUuid: string, data: Record<string, unknown>): Promise<void> {
  await db.update(applications).set({ data }).where(eq(applications.uuid, applicationUuid));
}

/** Stores a new application; returns its row. */
export async function insertApplication(db: Handle, application: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(application).returning();
  return row;
}

/** The user's applications, in no particular order. */
export function applicationsOwnedBy(db: Handle, ownerUuid: string) {
  return db.select().from(applications).where(eq(applications.ownerUuid, ownerUuid));
}

/** The status read's statement, prepared once per database: planned once, built once. */
function prepareStatusRead(db: Handle) {
  return db
    .select({
      uuid: applications.uuid,
      ownerUuid: applications.ownerUuid,
      state: applications.state,
      status: applications.status,
      pendingDueAt: applications.pendingDueAt,
      updatedAt: applications.updatedAt,
      sessionActive: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.sid} = ${sql.placeholder('sid')} and ${sessions.userUuid} = ${sql.placeholder('user')} and ${sessions.revokedAt} is null)`,
    })
    .from(applications)
    .where(eq(applications.uuid, sql.placeholder('uuid')))
    .prepare('status_read');
}
const statusReads = new WeakMap<Handle, ReturnType<typeof prepareStatusRead>>();

/**
 * The status read's one query (decision 079): the application's status fields and whether the
 * session is active (not revoked), in one round trip where the session check and the load were two.
 */
export async function statusAndSession(db: Handle, uuid: string, sid: string, userUuid: string) {
  let statement = statusReads.get(db);
  if (!statement) statusReads.set(db, (statement = prepareStatusRead(db)));
  const [row] = await statement.execute({ uuid, sid, user: userUuid });
  return row;
}
