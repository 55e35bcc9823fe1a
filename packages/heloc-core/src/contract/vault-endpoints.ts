/**
 * The disclosure vault (rows of the contract, endpoints.ts): the closing documents with when each
 * was given, opened and signed, and each one's PDF, blank or signed (the bytes; `?download=1` for an
 * attachment). The builders in closing/closing-documents.ts fill these rows.
 */
import type { DisclosureEntry } from '../closing/closing-documents.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import { row } from './endpoints.js';

export const VAULT_ENDPOINTS = {
  disclosures: row<{ documents: DisclosureEntry[] }>()('GET', `${APP}/:uuid/disclosures`),
  /** Opening it is recorded as this user's first view (signing checks it). */
  disclosurePdf: row<Uint8Array>()('GET', `${APP}/:uuid/disclosures/:kind`),
  signedDisclosurePdf: row<Uint8Array>()('GET', `${APP}/:uuid/disclosures/:kind/signed`),
} as const;
