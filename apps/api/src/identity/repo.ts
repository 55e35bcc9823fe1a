/** The identity feature's queries: accounts (users), their profiles, invitations, password resets and hand-offs. */
import { and, eq, isNull } from 'drizzle-orm';
import { handoffs, invitations, passwordResets, signers, users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** Replaces the account's profile JSON. */
export async function saveProfile(db: Handle, userUuid: string, profile: Record<string, unknown>): Promise<void> {
  await db.update(users).set({ profile }).where(eq(users.uuid, userUuid));
}

/** Whether another account of the organisation uses this email. */
export async function emailTaken(db: Handle, email: string, orgCode: string): Promise<boolean> {
  const [taken] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.email, email), eq(users.orgCode, orgCode)));
  return taken !== undefined;
}

/** Replaces the account's email and profile. */
export async function saveEmailAndProfile(
  db: Handle,
  userUuid: string,
  email: string,
  profile: Record<string, unknown>,
): Promise<void> {
  await db.update(users).set({ email, profile }).where(eq(users.uuid, userUuid));
}

/** The account with this uuid, if any. */
export async function userByUuid(db: Handle, userUuid: string) {
  const [user] = await db.select().from(users).where(eq(users.uuid, userUuid));
  return user;
}

/** The organisation's account with this email, if any. */
export async function userByEmail(db: Handle, email: string, orgCode: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.orgCode, orgCode)));
  return user;
}

/** Stores a new account; returns its row. */
export async function insertUser(db: Handle, user: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(user).returning();
  return created;
}

/** Stores a new account unless one with its email exists; returns its row, or undefined if it existed. */
export async function insertUserIfNew(db: Handle, user: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}

/** Replaces the account's password hash. */
export async function savePasswordHash(db: Handle, userUuid: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.uuid, userUuid));
}

/** The pending invitation with this token hash, for this email in this organisation. */
export async function pendingInvitation(db: Handle, tokenHash: string, email: string, orgCode: string) {
  const [invite] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        eq(invitations.email, email),
        eq(invitations.orgCode, orgCode),
        isNull(invitations.acceptedAt),
      ),
    );
  return invite;
}

/** Every pending invitation to this email in this organisation. */
export function pendingInvitationsTo(db: Handle, email: string, orgCode: string) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, email), eq(invitations.orgCode, orgCode), isNull(invitations.acceptedAt)));
}

/** Accepts the invitation if it is still pending; returns it, or undefined if another request got there first. */
export async function claimInvitation(db: Handle, invitationUuid: string, at: Date) {
  const [claimed] = await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(and(eq(invitations.uuid, invitationUuid), isNull(invitations.acceptedAt)))
    .returning();
  return claimed;
}

/** Marks the invitation accepted. */
export async function markInvitationAccepted(db: Handle, invitationUuid: string, at: Date): Promise<void> {
  await db.update(invitations).set({ acceptedAt: at }).where(eq(invitations.uuid, invitationUuid));
}

/** Links the account as a signer of the application (nothing if it already is). */
export async function linkSigner(db: Handle, applicationUuid: string, userUuid: string, at: Date): Promise<void> {
  await db.insert(signers).values({ applicationUuid, userUuid, createdAt: at }).onConflictDoNothing();
}

/** Stores a password reset link's token hash. */
export async function insertPasswordReset(db: Handle, reset: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The password reset with this token hash, if any. */
export async function passwordResetByHash(db: Handle, tokenHash: string) {
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  return reset;
}

/** Uses the reset if it is unused; returns it, or undefined if another request got there first. */
export async function claimPasswordReset(db: Handle, tokenHash: string, at: Date) {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning();
  return claimed;
}

/** Voids every unused reset of the account. */
export async function voidPasswordResets(db: Handle, userUuid: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userUuid, userUuid), isNull(passwordResets.usedAt)));
}

/** Stores a hand-off link's token hash. */
export async function insertHandoff(db: Handle, handoff: typeof handoffs.$inferInsert): Promise<void> {
  await db.insert(handoffs).values(handoff);
}

/** Uses the hand-off if it is unused; returns it, or undefined if it was used or never existed. */
export async function claimHandoff(db: Handle, tokenHash: string, at: Date) {
  const [claimed] = await db
    .update(handoffs)
    .set({ usedAt: at })
    .where(and(eq(handoffs.tokenHash, tokenHash), isNull(handoffs.usedAt)))
    .returning();
  return claimed;
}
