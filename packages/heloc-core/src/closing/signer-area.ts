/**
 * The additional signer's own area after the invitation: intro → identity → documents → sign, the
 * pages for a withdrawn application and for an error, and the signer's conditions. What the
 * signer's screens and the server share: the paths, the documents a signer is given, where each
 * screen leads, and when the signer's conditions are shown.
 *
 * Everything here is about the signer's OWN records: their ID, their copy of the documents, the
 * conditions opened for them. The server answers 404 for anyone else's (never a hint they exist).
 */
import type { ClosingDocumentKind } from './closing-documents.js';
import type { ConditionCategory } from '../conditions/conditions.js';
import { endpointPath } from '../contract/endpoints.js';
import { SIGNER_ENDPOINTS as S } from '../contract/signer-endpoints.js';

/* ---------- paths ---------- */

/** POST (multipart: file ×1–2, type, optional conditionUuid): the signed-in signer's own ID. */
export const signerIdentityPath = (uuid: string) => endpointPath(S.signerIdentity, { uuid });
/** GET: the documents this signer is given, each with when they first opened it. */
export const signerDocumentsPath = (uuid: string) => endpointPath(S.signerDocuments, { uuid });
/** GET: one of them as a PDF (opening it is recorded as this signer's view). */
export const signerDocumentPdfPath = (uuid: string, kind: ClosingDocumentKind) =>
  endpointPath(S.signerDocumentPdf, { uuid, kind });

/* ---------- the documents ---------- */

/**
 * What a co-deed signer is given before signing. Regulation Z §1026.15(b) has the creditor deliver the
 * notice of right to cancel to EACH consumer entitled to rescind (every owner whose interest the deed
 * encumbers), and the right runs until the material disclosures are delivered too (§1026.15(a)(3)),
 * so the signer also receives the closing summary. The note is the borrower's promise to repay: a
 * co-deed signer does not sign it and is not given it here.
 */
export const SIGNER_DOCUMENT_KINDS = [
  'CLOSING_SUMMARY',
  'NOTICE_OF_RIGHT_TO_CANCEL',
] as const satisfies readonly ClosingDocumentKind[];
export type SignerDocumentKind = (typeof SIGNER_DOCUMENT_KINDS)[number];
export const isSignerDocumentKind = (kind: string): kind is SignerDocumentKind =>
  (SIGNER_DOCUMENT_KINDS as readonly string[]).includes(kind);

export interface SignerDocumentEntry {
  readonly kind: SignerDocumentKind;
  readonly title: string;
  readonly regulation: string;
  /** When this signer first opened it (null: not yet). */
  readonly viewedAt: string | null;
}
export interface SignerDocumentsResponse {
  readonly documents: readonly SignerDocumentEntry[];
}

/** The signer has opened every document they are given: the sign button is offered only then. */
export const signerDocumentsRead = (documents: readonly Pick<SignerDocumentEntry, 'viewedAt'>[]): boolean =>
  documents.length > 0 && documents.every((d) => d.viewedAt !== null);

export const SIGNER_AREA_MESSAGES = {
  openEachFirst: 'Open each document before you continue to sign.',
  notSignerDocument: 'Must be one of the documents given to additional signers',
  notYourCondition: 'Condition not found.',
  notIdCondition: 'This condition is not cleared with an ID.',
} as const;

/* ---------- where the signer goes ---------- */

/** The borrower's application is no longer going ahead: nothing is left for the signer to do. */
const WITHDRAWN_STATES: ReadonlySet<string> = new Set(['CANCELLED', 'DECLINED']);
export const isSignerApplicationWithdrawn = (state: string): boolean => WITHDRAWN_STATES.has(state);

export type SignerAreaScreen =
  | 'heloc-signer/intro'
  | 'heloc-signer/identity'
  | 'heloc-signer/documents'
  | 'heloc-signer/sign'
  | 'heloc-signer/notary'
  | 'heloc-signer/cancelled';

/** The steps in order: the ID is asked before the documents (the lender's customer identification, 31 CFR 1020.220). */
const SIGNER_FLOW = [
  'heloc-signer/intro',
  'heloc-signer/identity',
  'heloc-signer/documents',
  'heloc-signer/sign',
] as const satisfies readonly SignerAreaScreen[];

/**
 * Where a signer screen sends the signer instead of itself, or null to stay: a withdrawn
 * application shows only the cancelled page; everything else stays reachable (a signer may read
 * their documents again after signing).
 */
export function signerRedirect(
  screen: SignerAreaScreen,
  application: { readonly state: string },
): SignerAreaScreen | null {
  const withdrawn = isSignerApplicationWithdrawn(application.state);
  if (withdrawn && screen !== 'heloc-signer/cancelled') return 'heloc-signer/cancelled';
  if (!withdrawn && screen === 'heloc-signer/cancelled') return 'heloc-signer/intro';
  return null;
}

/** The step after this one in the signer's flow (the last one stays). */
export function signerNextScreen(screen: (typeof SIGNER_FLOW)[number]): (typeof SIGNER_FLOW)[number] {
  const i = SIGNER_FLOW.indexOf(screen);
  return SIGNER_FLOW[Math.min(i + 1, SIGNER_FLOW.length - 1)] ?? screen;
}

/* ---------- the signer's conditions (shared-surfaces §4) ---------- */

/**
 * Whether the signer's conditions are loaded at all: only with the flag
 * fe-heloc-additional-signer-conditions on AND once the person record is available (the request
 * is made for that person; before it arrives there is nobody to ask for).
 */
export const signerConditionsEnabled = (
  flagEnabled: boolean | undefined,
  person: { readonly uuid?: string | null } | null | undefined,
): boolean => flagEnabled === true && Boolean(person?.uuid);

/** Where a signer clears a condition: the two ID conditions with an ID, every other one with documents. */
export function signerConditionLocation(category: ConditionCategory | string): 'identity' | 'upload-document' {
  return category === 'ID_VERIFICATION_FAILURE' || category === 'IDENTITY_DOCUMENT_FRAUD_REVIEW'
    ? 'identity'
    : 'upload-document';
}
export const isSignerIdCondition = (category: string): boolean => signerConditionLocation(category) === 'identity';
