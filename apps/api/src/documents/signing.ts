/**
 * The signNote step's document work: the borrower signs only what they opened, every document of
 * DOCUMENTS_TO_SIGN at once, with the signature they adopted; the signed copies are made before
 * the step is taken and kept in its transaction.
 */
import type { Context } from 'hono';
import { closingDocument, DOCUMENTS_TO_SIGN, SIGN_UNOPENED_MESSAGE } from '@heloc/core';
import { type StepOutput } from '@heloc/core/contract';
import { clientAddress } from '../auth/throttle.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { isAvailable, StepNotAvailable } from '../pipeline/lifecycle.js';
import { toRecord, type ApplicationRow } from '../pipeline/store.js';
import type { Handle } from '../db/transaction.js';
import { BadSignatureImage, checkDrawing } from './sign.js';
import { eventsOf, keepAdoptedSignature } from './repo.js';
import { isGenerated, prepareSignedCopies, storeSignedCopies, type Trail } from './vault.js';
import type { GeneratedKind } from './content.js';

/** The request's address (the socket's: the sandbox trusts no proxy header, throttle.ts) and browser, for the audit trail. */
export const trailOf = (c: Context<AppEnv>): Trail => ({
  ip: clientAddress(c),
  userAgent: (c.req.header('user-agent') ?? '').slice(0, 512) || null,
});

export const MUST_SIGN_EVERY_DOCUMENT = 'documents: Must include every document to sign';

export async function prepareNoteSigning(c: Context<AppEnv>, row: ApplicationRow, body: StepOutput<'signNote'>) {
  const { db, now } = c.get('deps');
  // Out of order says so first, as every step does.
  if (!isAvailable('signNote', toRecord(row))) throw apiError(409, new StepNotAvailable('signNote', row.state).message);
  const listed = new Set(body.documents);
  const missing = DOCUMENTS_TO_SIGN.filter((k) => !listed.has(k));
  if (missing.length)
    throw apiError(400, `${MUST_SIGN_EVERY_DOCUMENT}: ${missing.map((k) => closingDocument(k).title).join('; ')}`);
  const user = c.get('user');
  const events = await eventsOf(db, row.uuid);
  const unopened = DOCUMENTS_TO_SIGN.filter(
    (k) => !events.some((e) => e.kind === k && e.event === 'viewed' && e.userUuid === user.uuid),
  );
  if (unopened.length) throw apiError(409, SIGN_UNOPENED_MESSAGE, ...unopened.map((k) => closingDocument(k).title));

  const at = now();
  const trail = { ...trailOf(c), location: body.location ?? null };
  const kinds = DOCUMENTS_TO_SIGN.filter((k): k is GeneratedKind => isGenerated(k));
  let copies;
  try {
    checkDrawing(body.signature);
    copies = await prepareSignedCopies(db, row, {
      kinds,
      signer: { uuid: user.uuid, email: user.email, name: body.signature.name },
      signature: body.signature,
      initials: body.initials,
      at,
      trail,
      esignConsentAt: at,
    });
  } catch (error) {
    if (error instanceof BadSignatureImage) throw apiError(400, error.message);
    throw error;
  }
  return {
    /** Keeps the copies and the adopted signature inside the step's transaction (`tx`). */
    keep: async (tx: Handle) => {
      await storeSignedCopies(tx, row, user.uuid, copies, at, trail);
      await keepAdoptedSignature(tx, row, user.uuid, body.signature, body.initials, at, trail);
    },
  };
}
