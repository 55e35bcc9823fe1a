/**
 * The additional (co-deed) signers' calls (rows of the contract, endpoints.ts): the owner's list,
 * invite, resend and correct, and the signer's own area — their ID, their documents and PDFs, their
 * signature, their notary visit. The builders in closing/signers.ts and closing/signer-area.ts fill these rows.
 */
import type { SignerDocumentsResponse } from '../closing/signer-area.js';
import type { SignerNotaryBooking, SignerNotaryResponse } from '../closing/signer-notary.js';
import type { SignerEntry, SignersResponse } from '../closing/signers.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

export const SIGNER_ENDPOINTS = {
  /* ---------- the owner's (signing/additional) ---------- */
  signers: row<SignersResponse>()('GET', `${APP}/:uuid/signers`),
  inviteSigner: row<{ email: string; invited: true; signerLoginPath: string }, Req<'inviteSigner'>>()(
    'POST',
    `${APP}/:uuid/signers`,
  ),
  /** Sends `{}`: the server reads no body. */
  resendSigner: row<SignerEntry, Req<'resendSigner'>>()('POST', `${APP}/:uuid/signers/:signerUuid/resend`),
  correctSigner: row<SignerEntry, Req<'correctSigner'>>()('PUT', `${APP}/:uuid/signers/:signerUuid`),

  /* ---------- the signer's own (heloc-signer/…) ---------- */
  signAsSigner: row<
    { applicationUuid: string; signed: true; signedAt: string; coDeedStatus: 'COMPLETE' | 'PENDING' },
    Req<'signAsSigner'>
  >()('POST', `${APP}/:uuid/signers/me/sign`),
  /** Multipart: file ×1–2, type, optional conditionUuid. */
  signerIdentity: row<{ applicationUuid: string; uploaded: number; conditionUuid: string | null }>()(
    'POST',
    `${APP}/:uuid/signers/me/identity-documents`,
  ),
  signerDocuments: row<SignerDocumentsResponse>()('GET', `${APP}/:uuid/signers/me/documents`),
  /** The PDF's bytes; opening it is recorded as this signer's view. */
  signerDocumentPdf: row<Uint8Array>()('GET', `${APP}/:uuid/signers/me/documents/:kind`),
  /* the signer's own notary visit (heloc-signer/notary; decision 089, amendment 4) */
  /** Their visit, where they may sign, and the sandbox notary's slots near `?around=` (slotsNear). */
  signerNotary: row<SignerNotaryResponse>()('GET', `${APP}/:uuid/signers/me/notary`),
  /** Books the visit, or moves it: a slot and, unless it is the property, where. */
  bookSignerNotary: row<SignerNotaryBooking, Req<'bookSignerNotary'>>()('PUT', `${APP}/:uuid/signers/me/notary`),
  /** Gives the visit up. Sends no body. */
  cancelSignerNotary: row<{ booking: null }>()('DELETE', `${APP}/:uuid/signers/me/notary`),
} as const;
