/**
 * The additional signer's own records (@heloc/core signer-area.ts): their ID, their documents and
 * PDFs, their conditions and a condition's documents. Through the one client; a PDF comes back as
 * bytes (the request carries the signer's Authorization header, a plain link would not).
 */
import {
  conditionDocumentsPath,
  conditionsListPath,
  signerDocumentPdfPath,
  signerDocumentsPath,
  signerIdentityPath,
  type Condition,
  type IdFrontType,
  type SignerDocumentKind,
  type SignerDocumentsResponse,
} from '@heloc/core';
import { http } from '../lib/http-client';

const formOf = (fields: Record<string, string>, files: readonly File[]) => {
  const body = new FormData();
  for (const [k, value] of Object.entries(fields)) body.append(k, value);
  for (const f of files) body.append('file', f, f.name);
  return body;
};

export const signerAreaApi = {
  uploadIdentity: (uuid: string, upload: { type: IdFrontType; files: readonly File[]; conditionUuid?: string }) =>
    http.post<{ uploaded: number; conditionUuid: string | null }>(signerIdentityPath(uuid), {
      body: formOf(
        { type: upload.type, ...(upload.conditionUuid ? { conditionUuid: upload.conditionUuid } : {}) },
        upload.files,
      ),
    }),
  documents: (uuid: string) => http.get<SignerDocumentsResponse>(signerDocumentsPath(uuid)),
  documentPdf: (uuid: string, kind: SignerDocumentKind) => http.get<Uint8Array>(signerDocumentPdfPath(uuid, kind)),
  /** The conditions opened for the signed-in signer (the server answers each person with their own). */
  conditions: (uuid: string) => http.get<Condition[]>(conditionsListPath(uuid)),
  uploadConditionDocuments: (uuid: string, conditionUuid: string, files: readonly File[]) =>
    http.post<{ conditionUuid: string }>(conditionDocumentsPath(uuid, conditionUuid), { body: formOf({}, files) }),
};
