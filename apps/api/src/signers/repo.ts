/**
 * The signers feature's queries: invitations to people on title, their signer rows (with each one's
 * notary visit) and their ID uploads.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { documents, invitations, signers, users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** The application's invitation to this email, accepted (true) or still pending (false). */
export async function invitationTo(db: Handle, applicationUuid: string, email: string, accepted: boolean) {
  const [invite] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.applicationUuid, applicationUuid),
        eq(invitations.email, email),
        accepted ? isNotNull(invitations.acceptedAt) : isNull(invitations.acceptedAt),
      ),
    );
  return invite;
}

/** The application's invitation with this uuid, if any. */
export async function invitationOn(db: Handle, applicationUuid: string, invitationUuid: string) {
  const [invite] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.uuid, invitationUuid), eq(invitations.applicationUuid, applicationUuid)));
  return invite;
}

/** The application's invitation of this account (by its email in its organisation), if any. */
export async function invitationOfAccount(db: Handle, applicationUuid: string, email: string, orgCode: string) {
  const [invite] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.applicationUuid, applicationUuid),
        eq(invitations.email, email),
        eq(invitations.orgCode, orgCode),
      ),
    );
  return invite;
}

/** The uuids of the application's invitations to this email. */
export function invitationUuidsTo(db: Handle, applicationUuid: string, email: string) {
  return db
    .select({ uuid: invitations.uuid })
    .from(invitations)
    .where(and(eq(invitations.applicationUuid, applicationUuid), eq(invitations.email, email)));
}

/** The application's invitations, oldest first. */
export function invitationsOf(db: Handle, applicationUuid: string) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.applicationUuid, applicationUuid))
    .orderBy(asc(invitations.createdAt), asc(invitations.uuid));
}

/** Stores a new invitation; returns its row. */
export async function insertInvitation(db: Handle, invitation: typeof invitations.$inferInsert) {
  const [invite] = await db.insert(invitations).values(invitation).returning();
  return invite;
}

type InvitationChange = Pick<typeof invitations.$inferInsert, 'email' | 'tokenHash' | 'profile'>;

/** Changes the invitation; returns its new row. */
export async function updateInvitation(db: Handle, invitationUuid: string, change: Partial<InvitationChange>) {
  const [invite] = await db.update(invitations).set(change).where(eq(invitations.uuid, invitationUuid)).returning();
  return invite;
}

/** Changes the invitation if it is still pending; returns its new row, or undefined once it was accepted. */
export async function updatePendingInvitation(db: Handle, invitationUuid: string, change: Partial<InvitationChange>) {
  const [invite] = await db
    .update(invitations)
    .set(change)
    .where(and(eq(invitations.uuid, invitationUuid), isNull(invitations.acceptedAt)))
    .returning();
  return invite;
}

/** Replaces the invitation's profile JSON. */
export async function saveInvitationProfile(
  db: Handle,
  invitationUuid: string,
  profile: Record<string, unknown>,
): Promise<void> {
  await db.update(invitations).set({ profile }).where(eq(invitations.uuid, invitationUuid));
}

/** When this account signed the application (null if not yet), or undefined if it is not its signer. */
export async function signerSignedAt(db: Handle, applicationUuid: string, userUuid: string) {
  const [mine] = await db
    .select({ signedAt: signers.signedAt })
    .from(signers)
    .where(and(eq(signers.applicationUuid, applicationUuid), eq(signers.userUuid, userUuid)));
  return mine;
}

/** This account's signature time and notary visit on the application, or undefined if it is not its signer. */
export async function signerNotaryOf(db: Handle, applicationUuid: string, userUuid: string) {
  const [mine] = await db
    .select({ signedAt: signers.signedAt, notarySlot: signers.notarySlot, notaryAddress: signers.notaryAddress })
    .from(signers)
    .where(and(eq(signers.applicationUuid, applicationUuid), eq(signers.userUuid, userUuid)));
  return mine;
}

/**
 * Books (or moves) the notary visit of a signer who has signed; returns the visit, or undefined when
 * there is no such signer or they have not signed (only a signed row changes).
 */
export async function saveSignerNotary(
  db: Handle,
  applicationUuid: string,
  userUuid: string,
  visit: { readonly slot: Date; readonly address: Record<string, unknown> | null },
) {
  const [saved] = await db
    .update(signers)
    .set({ notarySlot: visit.slot, notaryAddress: visit.address })
    .where(
      and(eq(signers.applicationUuid, applicationUuid), eq(signers.userUuid, userUuid), isNotNull(signers.signedAt)),
    )
    .returning({ notarySlot: signers.notarySlot, notaryAddress: signers.notaryAddress });
  return saved;
}

/** Gives up the signer's notary visit; true if one was booked. */
export async function clearSignerNotary(db: Handle, applicationUuid: string, userUuid: string): Promise<boolean> {
  const cleared = await db
    .update(signers)
    .set({ notarySlot: null, notaryAddress: null })
    .where(
      and(eq(signers.applicationUuid, applicationUuid), eq(signers.userUuid, userUuid), isNotNull(signers.notarySlot)),
    )
    .returning({ userUuid: signers.userUuid });
  return cleared.length > 0;
}

/** Records the signature if the signer has not signed; returns the row, or undefined if they had. */
export async function markSigned(db: Handle, applicationUuid: string, userUuid: string, at: Date) {
  const [signed] = await db
    .update(signers)
    .set({ signedAt: at })
    .where(and(eq(signers.applicationUuid, applicationUuid), eq(signers.userUuid, userUuid), isNull(signers.signedAt)))
    .returning();
  return signed;
}

/** The application's linked signers with their accounts' email. */
export function linkedSigners(db: Handle, applicationUuid: string) {
  return db
    .select({ userUuid: signers.userUuid, signedAt: signers.signedAt, email: users.email })
    .from(signers)
    .innerJoin(users, eq(users.uuid, signers.userUuid))
    .where(eq(signers.applicationUuid, applicationUuid));
}

/** When these accounts uploaded documents of these types to the application, oldest first. */
export function uploadsBy(db: Handle, applicationUuid: string, userUuids: string[], types: string[]) {
  return db
    .select({ uploadedBy: documents.uploadedBy, createdAt: documents.createdAt })
    .from(documents)
    .where(
      and(
        eq(documents.applicationUuid, applicationUuid),
        inArray(documents.uploadedBy, userUuids),
        inArray(documents.type, types),
      ),
    )
    .orderBy(asc(documents.createdAt));
}
