/**
 * The additional signer's own records (@heloc/core signer-area.ts, signer-notary.ts): their ID, their
 * documents and PDFs, their conditions and a condition's documents, their notary visit. Through the one client; a PDF comes back as
 * bytes (the request carries the signer's Authorization header, a plain link would not).
 */
import type { IdFrontType, SignerDocumentKind, SignerNotaryBody } from '@heloc/core';
import { CONDITION_ENDPOINTS, SIGNER_ENDPOINTS as S } from '@heloc/core/contract';
import { call } from './call';

const formOf = (fields: Record<string, string>, files: readonly File[]) => {
  const body = new FormData();
  for (const [k, value] of Object.entries(fields)) body.append(k, value);
  for (const f of files) body.append('file', f, f.name);
  return body;
};

export const signerAreaApi = {
  uploadIdentity: (uuid: string, upload: { type: IdFrontType; files: readonly File[]; conditionUuid?: string }) =>
    call(S.signerIdentity, {
      params: { uuid },
      body: formOf(
        { type: upload.type, ...(upload.conditionUuid ? { conditionUuid: upload.conditionUuid } : {}) },
        upload.files,
      ),
    }),
  documents: (uuid: string) => call(S.signerDocuments, { params: { uuid } }),
  documentPdf: (uuid: string, kind: SignerDocumentKind) => call(S.signerDocumentPdf, { params: { uuid, kind } }),
  /** The conditions opened for the signed-in signer (the server answers each person with their own). */
  conditions: (uuid: string) => call(CONDITION_ENDPOINTS.conditions, { params: { uuid } }),
  uploadConditionDocuments: (uuid: string, conditionUuid: string, files: readonly File[]) =>
    call(CONDITION_ENDPOINTS.conditionDocuments, { params: { uuid, conditionUuid }, body: formOf({}, files) }),
  /** Their notary visit, where they may sign, and the slots near `around` (an instant; none: the first days). */
  notary: (uuid: string, around?: string | null) =>
    call(S.signerNotary, { params: { uuid }, ...(around ? { query: { around } } : {}) }),
  bookNotary: (uuid: string, body: SignerNotaryBody) => call(S.bookSignerNotary, { params: { uuid }, json: body }),
  cancelNotary: (uuid: string) => call(S.cancelSignerNotary, { params: { uuid } }),
};
