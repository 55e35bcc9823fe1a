/**
 * The disclosure vault (rows of the contract, endpoints.ts): the closing documents with when each
 * was given, opened and signed, and each one's PDF, blank or signed (the bytes; `?download=1` for an
 * attachment). The builders in closing/closing-documents.ts fill these rows.
 */
import type { DisclosureEntry } from '../closing/closing-documents.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import type { RequestBody as Req } from './requests.js';
import { row } from './endpoints.js';

export const VAULT_ENDPOINTS = {
  disclosures: row<{ documents: DisclosureEntry[] }>()('GET', `${APP}/:uuid/disclosures`),
  /** Opening it is recorded as this user's first view (signing checks it). */
  disclosurePdf: row<Uint8Array>()('GET', `${APP}/:uuid/disclosures/:kind`),
  signedDisclosurePdf: row<Uint8Array>()('GET', `${APP}/:uuid/disclosures/:kind/signed`),
  /** Records the program disclosures and the booklet as given on the application screen (Reg Z §1026.40(b)). */
  applicationDisclosures: row<{ documents: DisclosureEntry[] }, Req<'applicationDisclosures'>>()(
    'POST',
    `${APP}/:uuid/disclosures/application`,
  ),
  /** The E-SIGN sample PDF with its code; opening it is recorded. */
  esignSample: row<Uint8Array>()('GET', `${APP}/:uuid/esign/sample`),
  /** The code typed from the sample: the demonstration of 15 U.S.C. §7001(c)(1)(C)(ii). */
  esignDemonstration: row<{ demonstratedAt: string }, Req<'esignDemonstration'>>()(
    'POST',
    `${APP}/:uuid/esign/demonstration`,
  ),
} as const;
