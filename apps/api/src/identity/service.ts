/**
 * The identity writes that change more than one row, each one transaction (decision 072: services
 * own the transaction; issue 23, item 3: a change and everything it causes commit together). A
 * crash between two of them used to leave, for example, a new password with the old sessions still
 * alive, or an invitation claimed with no account made from it. Password hashes are computed by
 * the caller before: nothing slow runs while a transaction holds the database.
 */
import type { Db } from '../db/client.js';
import type { Handle } from '../db/transaction.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { apiError } from '../http/errors.js';
import {
  claimInvitation,
  claimPasswordReset,
  insertUserIfNew,
  linkSigner,
  markInvitationAccepted,
  pendingInvitationsTo,
  savePasswordHash,
  voidPasswordResets,
} from './repo.js';

export const INVITATION_NOT_VALID = 'This invitation is not valid for that email.';
export const INVITEE_HAS_ACCOUNT = 'This email already has an account. Please sign in instead.';
export const RESET_INVALID = 'This reset link is not valid any more. Please ask for a new one.';

type NewUser = Parameters<typeof insertUserIfNew>[1];
type Invitee = { uuid: string; email: string; orgCode: string };

/** The new password and the end of every session the account had, together. */
export function replacePassword(db: Db, userUuid: string, passwordHash: string, at: Date): Promise<void> {
  return revokeAllSessions(db, userUuid, at, (tx) => savePasswordHash(tx, userUuid, passwordHash));
}

/**
 * A reset link spent, the new password, every other link void and every session ended, together.
 * The link is claimed first in the transaction: two requests racing with one token cannot both
 * succeed, and the loser changes nothing (400).
 */
export function resetPassword(db: Db, tokenHash: string, userUuid: string, passwordHash: string, at: Date) {
  return revokeAllSessions(db, userUuid, at, async (tx) => {
    if (!(await claimPasswordReset(tx, tokenHash, at))) throw apiError(400, RESET_INVALID);
    await savePasswordHash(tx, userUuid, passwordHash);
    await voidPasswordResets(tx, userUuid, at);
  });
}

/**
 * The invited signer's account: the invitation claimed, the account made, linked to the inviting
 * application, and every other invitation to the email accepted — or none of it, so the invitation
 * stays valid for the invitee's next try.
 */
export function registerInvitee(db: Db, invitationUuid: string, user: NewUser, at: Date) {
  return db.transaction(async (tx) => {
    const claimed = await claimInvitation(tx, invitationUuid, at);
    if (!claimed) throw apiError(400, INVITATION_NOT_VALID);
    const created = await insertUserIfNew(tx, user);
    if (!created) throw apiError(409, INVITEE_HAS_ACCOUNT);
    await linkSigner(tx, claimed.applicationUuid, created.uuid, at);
    await acceptInvitationsIn(tx, created, at);
    return created;
  });
}

/** Links the account as a signer of every application that invited its email and is still waiting. */
export function acceptInvitations(db: Db, user: Invitee, at: Date): Promise<void> {
  return db.transaction((tx) => acceptInvitationsIn(tx, user, at));
}

async function acceptInvitationsIn(tx: Handle, user: Invitee, at: Date): Promise<void> {
  for (const invite of await pendingInvitationsTo(tx, user.email, user.orgCode)) {
    await linkSigner(tx, invite.applicationUuid, user.uuid, at);
    await markInvitationAccepted(tx, invite.uuid, at);
  }
}
