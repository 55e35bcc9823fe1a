/** The signer's signature: the one write of this feature that several rows must commit together. */
import { SIGNER_MESSAGES } from '@heloc/core';
import type { ApplicationRow } from '../db/rows.js';
import type { Handle } from '../db/transaction.js';
import { pendingSigners } from '../applications/repo.js';
import { apiError } from '../http/errors.js';
import { runAction } from '../pipeline/lifecycle.js';
import { notifyMoment } from '../pipeline/notify.js';
import { commitStep, toRecord } from '../pipeline/store.js';
import { invitationOfAccount, markSigned, saveInvitationProfile } from './repo.js';

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
