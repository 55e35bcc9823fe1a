/**
 * The closing documents from the browser: the disclosure vault and the PDFs (@heloc/core
 * closing-documents.ts). PDFs come through the one client, which sends the Authorization header
 * and answers a PDF as bytes — a plain <a href> to the API would not be signed in. Fetching a
 * document's PDF is what the server records as this user opening it (signing checks it).
 */
import {
  disclosurePdfPath,
  disclosuresPath,
  disclosuresResponseSchema,
  esignSamplePath,
  type ClosingDocumentKind,
  type DisclosureEntry,
} from '@heloc/core';
import { VAULT_ENDPOINTS as V } from '@heloc/core/contract';
import * as v from 'valibot';
import { RequestError } from '../lib/http-client';
import { call } from './call';

export type DocumentCopy = 'blank' | 'signed';

/** The vault's rows, checked against the contract: a malformed answer is a failure, not a half-drawn list. */
export async function fetchDisclosures(uuid: string): Promise<DisclosureEntry[]> {
  // Read as unknown: the answer is checked against the contract's schema, not trusted.
  const body: unknown = await call(V.disclosures, { params: { uuid } });
  const parsed = v.safeParse(disclosuresResponseSchema, body);
  if (!parsed.success)
    throw new RequestError('We could not read your documents. Please try again.', 0, body, disclosuresPath(uuid));
  return parsed.output.documents;
}

/** A document's PDF as bytes; anything else (an HTML error page from a proxy) is a failure, not a broken viewer. */
export async function fetchDisclosurePdf(
  uuid: string,
  kind: ClosingDocumentKind,
  copy: DocumentCopy = 'blank',
): Promise<Uint8Array> {
  const body: unknown = await call(copy === 'signed' ? V.signedDisclosurePdf : V.disclosurePdf, {
    params: { uuid, kind },
  });
  if (!(body instanceof Uint8Array))
    throw new RequestError(
      'The document did not arrive as a PDF. Please try again.',
      0,
      null,
      disclosurePdfPath(uuid, kind, copy),
    );
  return body;
}

/** The PDF's bytes as a Blob, for an object URL (a viewer, a download). */
export const pdfBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });

// The last download's URL, released at the next one: revoking it right after the click can cancel
// the download in some browsers, and a timer here would be a literal duration (lint bans those).
let lastDownloadUrl: string | null = null;

/** Saves bytes as a file the way a link with `download` does. */
export function saveBytes(bytes: Uint8Array, filename: string) {
  if (lastDownloadUrl) URL.revokeObjectURL(lastDownloadUrl);
  const url = URL.createObjectURL(pdfBlob(bytes));
  lastDownloadUrl = url;
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Downloads one document (or its signed copy) as `filename`; resolves once the bytes are handed to the browser. */
export async function downloadDisclosure(
  uuid: string,
  kind: ClosingDocumentKind,
  copy: DocumentCopy,
  filename: string,
): Promise<void> {
  saveBytes(await fetchDisclosurePdf(uuid, kind, copy), filename);
}

/** "Closing-summary-HL2026…pdf": a file name from the title and the loan number. */
export const disclosureFileName = (title: string, loanNumber: string, copy: DocumentCopy) =>
  `${title
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')}-${loanNumber}${copy === 'signed' ? '-signed' : ''}.pdf`;

/**
 * Gives the program disclosures and the booklet (Reg Z §1026.40(b)): the server records when the
 * application screen first showed them, and answers their vault rows.
 */
export async function giveApplicationDisclosures(uuid: string): Promise<DisclosureEntry[]> {
  const body: unknown = await call(V.applicationDisclosures, { params: { uuid }, json: {} });
  const parsed = v.safeParse(disclosuresResponseSchema, body);
  if (!parsed.success)
    throw new RequestError('We could not read your disclosures. Please try again.', 0, body, disclosuresPath(uuid));
  return parsed.output.documents;
}

/** The E-SIGN sample PDF with the code printed in it. */
export async function fetchEsignSample(uuid: string): Promise<Uint8Array> {
  const body: unknown = await call(V.esignSample, { params: { uuid } });
  if (!(body instanceof Uint8Array))
    throw new RequestError('The sample did not arrive as a PDF. Please try again.', 0, null, esignSamplePath(uuid));
  return body;
}

/** The code typed from the sample (15 U.S.C. §7001(c)(1)(C)(ii)); answers when the server recorded it. */
export const demonstrateEsign = (uuid: string, code: string) =>
  call(V.esignDemonstration, { params: { uuid }, json: { code } });
