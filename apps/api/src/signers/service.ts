/**
 * The writes of this feature that several rows must commit together: an invitation (or its
 * correction, or a fresh link) with the message that carries it, and the signer's signature with
 * its evidence, notification and step. A message is a row of the outbox: if it cannot be written,
 * the invitation's new token is not kept either (the old link still works), and the owner is told.
 */
import { SIGNER_LOGIN_PATH, SIGNER_MESSAGES } from '@heloc/core';
import type { ApplicationRow, InvitationRow } from '../db/rows.js';
import type { Handle } from '../db/transaction.js';
import { pendingSigners } from '../applications/repo.js';
import { apiError } from '../http/errors.js';
import { runAction } from '../pipeline/lifecycle.js';
import { notifyMoment } from '../pipeline/notify.js';
import { commitStep, toRecord } from '../pipeline/store.js';
import { hashSecret, newSecret } from '../auth/secrets.js';
import type { Deps } from '../http/context.js';
import { emailTaken } from '../identity/repo.js';
import { sendMessage } from '../outbox/repo.js';
import {
  clearSignerNotary,
  insertInvitation,
  invitationOfAccount,
  invitationTo,
  markSigned,
  saveInvitationProfile,
  saveSignerNotary,
  updateInvitation,
  updatePendingInvitation,
} from './repo.js';

/**
 * Records the signature and its evidence, notifies, and (for the last signer) takes the step it
 * completes: together or not at all (issue 23, item 3). Returns how many signers are still to sign.
 */
export async function sign(
  db: Handle,
  row: ApplicationRow,
  user: { uuid: string; email: string; orgCode: string },
  evidence: Record<string, unknown>,
  at: Date,
  pipelineDelayMs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Only an unsigned row changes: a second request (double click, second tab) is refused, not re-dated.
    const signed = await markSigned(tx, row.uuid, user.uuid, at);
    if (!signed) throw apiError(409, SIGNER_MESSAGES.youAlreadySigned);
    // The evidence is kept with the signer's invitation, the signer's own record of this application,
    // until signers has a column for it.
    const invite = await invitationOfAccount(tx, row.uuid, user.email, user.orgCode);
    if (invite) await saveInvitationProfile(tx, invite.uuid, { ...invite.profile, signature: evidence });
    await notifyMoment(tx, row.uuid, 'coSignerSigned', at, user.uuid);
    const left = await pendingSigners(tx, row.uuid);
    if (left === 0) {
      const step = runAction('coDeedComplete', toRecord(row), {}, at);
      await commitStep(tx, row, step, at, pipelineDelayMs);
    }
    return left;
  });
}

/**
 * Books (or moves) a signer's own notary visit and tells the borrower, together (decision 089,
 * amendment 6): the notification names the signer and the slot, so a move notifies again and a
 * retried request does not. Undefined when the signer's row is not signed (the caller's 409).
 */
export async function bookSignerVisit(
  db: Handle,
  applicationUuid: string,
  userUuid: string,
  visit: { readonly slot: Date; readonly address: Record<string, unknown> | null },
  at: Date,
) {
  return db.transaction(async (tx) => {
    const saved = await saveSignerNotary(tx, applicationUuid, userUuid, visit);
    if (saved)
      await notifyMoment(tx, applicationUuid, 'coSignerBookedNotary', at, `${userUuid}@${visit.slot.toISOString()}`);
    return saved;
  });
}

/** Gives up a signer's booked visit (`slot`) and tells the borrower, together; false when none was booked. */
export async function cancelSignerVisit(
  db: Handle,
  applicationUuid: string,
  userUuid: string,
  slot: Date,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await clearSignerNotary(tx, applicationUuid, userUuid);
    if (cleared)
      await notifyMoment(tx, applicationUuid, 'coSignerCancelledNotary', at, `${userUuid}@${slot.toISOString()}`);
    return cleared;
  });
}

type Invitation = InvitationRow;
/** What an invitation keeps in its profile JSON (no column of its own: decision 030). */
interface InvitationProfile {
  name?: { firstName?: string; lastName?: string };
  /** When the newest message about this invitation was sent. */
  lastSentAt?: string;
  /** The signer's signature and its evidence, once signed. */
  signature?: Record<string, unknown>;
}
/** An invitation's profile JSON, read. */
export const profileOf = (i: Invitation) => i.profile as InvitationProfile;
/** What writes a message: the handle (the transaction's, inside one), the clock and the log. */
type Mailer = { readonly db: Handle } & Pick<Deps, 'now' | 'log'>;
interface Person {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Invites a person on title: a reminder if they already accepted, else a pending invitation (new,
 * or the pending one with a fresh token) and its message — one transaction. The answer is the same
 * either way, so nothing tells the inviter whether the email has an account (decision 030).
 */
export async function inviteSigner(deps: Mailer, row: ApplicationRow, person: Person): Promise<void> {
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const accepted = await invitationTo(db, row.uuid, person.email, true);
    // Already a signer here: a reminder (the list shows them once).
    if (accepted) return sendReminder(tx, row, accepted);
    // It is accepted by whoever controls the invited email: a new person through the mailed link
    // (registration), an existing account by signing in with its own password — the account itself
    // is never changed by someone else's invitation.
    const token = newSecret();
    const at = deps.now();
    const pending = await invitationTo(db, row.uuid, person.email, false);
    const profile: InvitationProfile = {
      ...(pending ? profileOf(pending) : {}),
      name: { firstName: person.firstName, lastName: person.lastName },
      lastSentAt: at.toISOString(),
    };
    const invite = pending
      ? await updateInvitation(db, pending.uuid, { tokenHash: hashSecret(token), profile: { ...profile } })
      : await insertInvitation(db, {
          applicationUuid: row.uuid,
          email: person.email,
          orgCode: row.orgCode,
          tokenHash: hashSecret(token),
          profile: { ...profile },
          createdAt: at,
        });
    if (!invite) throw apiError(409, SIGNER_MESSAGES.notFound);
    await mailInvitation(tx, row, invite, token);
  });
}

/** The invitation again: a reminder once accepted, else a fresh link that replaces the old one — with its message, or not at all. */
export async function resendInvitation(deps: Mailer, row: ApplicationRow, invite: Invitation): Promise<void> {
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    // Accepted: the signer has an account and a password; a reminder carries no secret.
    if (invite.acceptedAt) return sendReminder(tx, row, invite);
    // Only hashes are kept, so the same link cannot be sent twice: a fresh one replaces it.
    const token = newSecret();
    const fresh = await updatePendingInvitation(db, invite.uuid, {
      tokenHash: hashSecret(token),
      profile: { ...profileOf(invite), lastSentAt: deps.now().toISOString() },
    });
    if (!fresh) throw apiError(409, SIGNER_MESSAGES.alreadyAccepted);
    await mailInvitation(tx, row, fresh, token);
  });
}

/**
 * A pending invitation's name or address corrected, with a new link to the (new) address. One
 * update: the old address's token is gone the moment the new address is set, and a correction
 * racing the invitee's acceptance loses (acceptedAt must still be null).
 */
export async function correctInvitation(
  deps: Mailer,
  row: ApplicationRow,
  invite: Invitation,
  person: Person,
): Promise<void> {
  await deps.db.transaction(async (db) => {
    const token = newSecret();
    const fresh = await updatePendingInvitation(db, invite.uuid, {
      email: person.email,
      tokenHash: hashSecret(token),
      profile: {
        ...profileOf(invite),
        name: { firstName: person.firstName, lastName: person.lastName },
        lastSentAt: deps.now().toISOString(),
      },
    });
    if (!fresh) throw apiError(409, SIGNER_MESSAGES.alreadyAccepted);
    await mailInvitation({ ...deps, db }, row, fresh, token);
  });
}

/** For an accepted invitation: the signer has a password, so the message carries no secret. */
async function sendReminder(deps: Mailer, row: ApplicationRow, invite: Invitation) {
  await saveInvitationProfile(deps.db, invite.uuid, { ...profileOf(invite), lastSentAt: deps.now().toISOString() });
  await sendMessage(deps, {
    to: invite.email,
    orgCode: row.orgCode,
    kind: 'signer-added',
    subject: 'Reminder: your signature is needed',
    text: `Your signature is still needed on loan ${row.loanNumber}. Sign in with your password to review and sign.`,
    link: SIGNER_LOGIN_PATH,
  });
}

/** The invitation's message: a link with the token for a new person, a plain sign-in link for an existing account. */
async function mailInvitation(deps: Mailer, row: ApplicationRow, invite: Invitation, token: string) {
  const existing = await emailTaken(deps.db, invite.email, row.orgCode);
  const firstName = profileOf(invite).name?.firstName ?? '';
  if (existing) {
    // No token in this message: the account already has a password, and the link only signs in.
    await sendMessage(deps, {
      to: invite.email,
      orgCode: row.orgCode,
      kind: 'signer-added',
      subject: 'You have been added as a signer',
      text: `You have been invited to sign loan ${row.loanNumber} as an additional signer. Sign in with your existing password to review and sign.`,
      link: SIGNER_LOGIN_PATH,
    });
    return;
  }
  await sendMessage(deps, {
    to: invite.email,
    orgCode: row.orgCode,
    kind: 'signer-invitation',
    subject: 'You are invited to sign a home-equity line of credit',
    text: `${firstName}, you have been invited to sign loan ${row.loanNumber} as an additional signer. Open the link to create your password. This link replaces any earlier one.`,
    link: `${SIGNER_LOGIN_PATH}?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(invite.email)}`,
  });
}
