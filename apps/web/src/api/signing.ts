/**
 * The signing screens' reads: the disclosure vault (what was given, opened and signed) and one
 * document's PDF. Written against the core's contract (closing-documents.ts) while the server side
 * is built in parallel; the lead reconciles these with the vault's own client at merge.
 */
import { disclosurePdfPath, disclosuresPath, disclosuresResponseSchema, type ClosingDocumentKind, type DisclosureEntry } from '@heloc/core';
import * as v from 'valibot';
import { http, RequestError } from '../lib/http-client';

/** The vault's rows, checked against the contract: a malformed answer is a failure, not a half-drawn list. */
export async function fetchDisclosures(uuid: string): Promise<DisclosureEntry[]> {
  const body = await http.get<unknown>(disclosuresPath(uuid));
  const parsed = v.safeParse(disclosuresResponseSchema, body);
  if (!parsed.success) throw new RequestError('We could not read your documents. Please try again.', 0, body, disclosuresPath(uuid));
  return parsed.output.documents;
}

/**
 * A document's PDF as bytes. Through the one client, so the request carries the borrower's
 * Authorization header — a plain link to the API would not be authenticated. The server records
 * the first fetch as the borrower opening the document.
 */
export async function fetchDisclosurePdf(uuid: string, kind: ClosingDocumentKind, copy: 'blank' | 'signed' = 'blank'): Promise<Uint8Array> {
  const body = await http.get<unknown>(disclosurePdfPath(uuid, kind, copy));
  if (!(body instanceof Uint8Array)) throw new RequestError('The document did not arrive as a PDF. Please try again.', 0, null, disclosurePdfPath(uuid, kind, copy));
  return body;
}

/** Saves bytes as a file the way a browser download does: a Blob, an object URL, a clicked `<a download>`. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: the click has started the download by then.
  queueMicrotask(() => URL.revokeObjectURL(url));
}
