/**
 * The documents of an application, from the first consent to the signed deed: what each one is,
 * which regulation asks for it, when the borrower is given it and where it is signed. The server
 * generates each as a real PDF filled with the application's figures and keeps every signed copy
 * with its audit trail; the disclosure vault (document/disclosures) lists them all; signing/sign
 * signs the ones whose `signedAt` is 'signing', and the notary session signs the deed.
 *
 * This module is the contract both sides share: the table, the vault's answer and the signing
 * step's body. How a PDF looks and how a signature is stamped stays in the server.
 */
import * as v from 'valibot';
import { endpointPath } from '../contract/endpoints.js';
import { VAULT_ENDPOINTS } from '../contract/vault-endpoints.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';
import { signingLocationSchema } from './signing-location.js';

export const CLOSING_DOCUMENT_KINDS = [
  'ESIGN_CONSENT',
  'CREDIT_CONSENT',
  'APPLICATION_SUMMARY',
  'HELOC_PROGRAM_DISCLOSURE',
  'CFPB_HELOC_BOOKLET',
  'HOMEOWNERSHIP_COUNSELING_LIST',
  'INCOMPLETE_APPLICATION_NOTICE',
  'CLOSING_SUMMARY',
  'NOTE',
  'NOTICE_OF_RIGHT_TO_CANCEL',
  'DEED_OF_TRUST',
] as const;
export type ClosingDocumentKind = (typeof CLOSING_DOCUMENT_KINDS)[number];

/**
 * When the borrower is given a document: on the application screen before submitting it
 * (Reg Z §1026.40(b)), at submission, when a condition has stayed open (Reg B §1002.9(c)), once the
 * final offer is ready, or once the notary step opens. disclosure-timing.ts says when each is due.
 */
export type GivenAt = 'application' | 'submission' | 'openCondition' | 'finalOffer' | 'notary';
/** Where it is signed (or consented to); null when it is only given. */
type SignedAt = 'submission' | 'signing' | 'notary' | null;

interface ClosingDocumentRow {
  readonly kind: ClosingDocumentKind;
  readonly title: string;
  /** The rule that asks for it, named for the borrower's and the reviewer's sake. */
  readonly regulation: string;
  readonly given: GivenAt;
  readonly signedAt: SignedAt;
  /** Whether signing it also takes the borrower's initials (each page of the agreement). */
  readonly initials: boolean;
  /** A document published by someone else, linked rather than generated (the CFPB's booklet). */
  readonly externalUrl?: string;
}

/** The CFPB's home-equity booklet, which Regulation Z §1026.40(e) has the lender give at application. */
const CFPB_HELOC_BOOKLET_URL = 'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf';

export const CLOSING_DOCUMENTS = [
  {
    kind: 'ESIGN_CONSENT',
    title: 'Consent to electronic records and signatures',
    regulation: 'E-SIGN Act, 15 U.S.C. §7001(c)',
    given: 'submission',
    signedAt: 'submission',
    initials: false,
  },
  {
    kind: 'CREDIT_CONSENT',
    title: 'Authorization to obtain your credit reports',
    regulation: 'Fair Credit Reporting Act §604(a)(2), 15 U.S.C. §1681b(a)(2)',
    given: 'submission',
    signedAt: 'submission',
    initials: false,
  },
  {
    kind: 'APPLICATION_SUMMARY',
    title: 'Application summary',
    regulation: 'Regulation B, 12 CFR §1002.4 and §1002.13 (the application as taken)',
    given: 'submission',
    signedAt: 'submission',
    initials: false,
  },
  {
    kind: 'HELOC_PROGRAM_DISCLOSURE',
    title: 'Home equity line of credit program disclosures',
    regulation: 'Regulation Z, 12 CFR §1026.40(b) and (d)',
    given: 'application',
    signedAt: null,
    initials: false,
  },
  {
    kind: 'CFPB_HELOC_BOOKLET',
    title: 'What you should know about home equity lines of credit (CFPB booklet)',
    regulation: 'Regulation Z, 12 CFR §1026.40(b) and (e)',
    given: 'application',
    signedAt: null,
    initials: false,
    externalUrl: CFPB_HELOC_BOOKLET_URL,
  },
  {
    kind: 'HOMEOWNERSHIP_COUNSELING_LIST',
    title: 'Homeownership counseling organizations near you',
    regulation: 'Regulation X, 12 CFR §1024.20 (within 3 business days of your application)',
    given: 'submission',
    signedAt: null,
    initials: false,
  },
  {
    kind: 'INCOMPLETE_APPLICATION_NOTICE',
    title: 'Notice of incomplete application',
    regulation: 'Regulation B, 12 CFR §1002.9(c)',
    given: 'openCondition',
    signedAt: null,
    initials: false,
  },
  {
    kind: 'CLOSING_SUMMARY',
    title: 'Closing summary: your account, fees and costs',
    regulation: 'Regulation Z, 12 CFR §1026.6(a) (account-opening disclosures)',
    given: 'finalOffer',
    signedAt: 'signing',
    initials: false,
  },
  {
    kind: 'NOTE',
    title: 'Home equity line of credit agreement and note',
    regulation: 'Regulation Z, 12 CFR §1026.6(a) and §1026.40',
    given: 'finalOffer',
    signedAt: 'signing',
    initials: true,
  },
  {
    kind: 'NOTICE_OF_RIGHT_TO_CANCEL',
    title: 'Notice of right to cancel',
    regulation: 'Regulation Z, 12 CFR §1026.15(b)',
    given: 'finalOffer',
    signedAt: 'signing',
    initials: false,
  },
  {
    kind: 'DEED_OF_TRUST',
    title: 'Deed of trust (mortgage)',
    regulation: 'State recording law; signed before a notary',
    given: 'notary',
    signedAt: 'notary',
    initials: false,
  },
] as const satisfies readonly ClosingDocumentRow[];

export const closingDocument = (kind: ClosingDocumentKind): ClosingDocumentRow =>
  CLOSING_DOCUMENTS.find((d) => d.kind === kind) as ClosingDocumentRow;

/** The documents signed on signing/sign, in the order they are shown. */
export const DOCUMENTS_TO_SIGN: readonly ClosingDocumentKind[] = CLOSING_DOCUMENTS.filter(
  (d) => d.signedAt === 'signing',
).map((d) => d.kind);

/* ---------- the vault: GET {APPLICATION_API_PATH}/{uuid}/disclosures ---------- */

export const disclosuresPath = (uuid: string) => endpointPath(VAULT_ENDPOINTS.disclosures, { uuid });
/** One document as a PDF (inline, for the viewer; `?download=1` as an attachment). Opening it is recorded as the borrower's view. */
export const disclosurePdfPath = (uuid: string, kind: ClosingDocumentKind, copy: 'blank' | 'signed' = 'blank') =>
  endpointPath(copy === 'signed' ? VAULT_ENDPOINTS.signedDisclosurePdf : VAULT_ENDPOINTS.disclosurePdf, { uuid, kind });

const isoOrNull = v.nullable(v.pipe(v.string(), v.isoTimestamp()));

/** One row of the vault: what was given, opened and signed, and when (ISO timestamps, the server's clock). */
const disclosureEntrySchema = v.object({
  kind: v.picklist(CLOSING_DOCUMENT_KINDS),
  title: v.string(),
  regulation: v.string(),
  /** When the borrower was given it; null when it is not theirs yet (shown as "Not yet available"). */
  givenAt: isoOrNull,
  /** When this user first opened it. */
  viewedAt: isoOrNull,
  /** When it was signed or consented to; null when not (yet). */
  signedAt: isoOrNull,
  /** The generated PDF (null for an external document or one not given yet). */
  href: v.nullable(v.string()),
  /** The signed copy with its audit page (null until signed). */
  signedHref: v.nullable(v.string()),
  externalUrl: v.nullable(v.string()),
  /**
   * When it was due and whether it came on time (disclosure-timing.ts), for the documents a rule
   * times: `dueBy` an ISO timestamp or a yyyy-MM-dd date (given by the end of it), null when not due.
   */
  timing: v.optional(v.nullable(v.object({ dueBy: v.nullable(v.string()), rule: v.string(), late: v.boolean() }))),
  /** The E-SIGN consent only: when the borrower showed they can open a PDF (15 U.S.C. §7001(c)(1)(C)(ii)). */
  demonstratedAt: v.optional(isoOrNull),
});
export type DisclosureEntry = v.InferOutput<typeof disclosureEntrySchema>;
export const disclosuresResponseSchema = v.object({ documents: v.array(disclosureEntrySchema) });

/** The documents given on the application screen, before the borrower submits (Reg Z §1026.40(b)). */
export const APPLICATION_SCREEN_DISCLOSURES: readonly ClosingDocumentKind[] = CLOSING_DOCUMENTS.filter(
  (d) => d.given === 'application',
).map((d) => d.kind);
/** POST: records the program disclosures and the booklet as given now, and answers their vault rows. */
export const applicationDisclosuresPath = (uuid: string) =>
  endpointPath(VAULT_ENDPOINTS.applicationDisclosures, { uuid });

/* ---------- E-SIGN: the borrower shows they can open a PDF (15 U.S.C. §7001(c)(1)(C)(ii)) ---------- */

/** The sample PDF with the code printed in it; opening it is recorded. */
export const esignSamplePath = (uuid: string) => endpointPath(VAULT_ENDPOINTS.esignSample, { uuid });
export const esignDemonstrationPath = (uuid: string) => endpointPath(VAULT_ENDPOINTS.esignDemonstration, { uuid });
export const ESIGN_CODE_LENGTH = 6;
/** Said (400) when the code typed is not the one printed in the sample. */
export const ESIGN_CODE_WRONG_MESSAGE = 'That is not the code printed in the sample document';
export const esignDemonstrationSchema = v.object({
  code: first(
    v.pipe(
      requiredString(),
      v.regex(
        new RegExp(`^\\d{${ESIGN_CODE_LENGTH}}$`),
        `Must be the ${ESIGN_CODE_LENGTH}-digit code printed in the sample`,
      ),
    ),
  ),
});
/** Said (409) when the application is submitted before the program disclosures were given on its screen. */
export const SUBMIT_DISCLOSURES_NOT_GIVEN_MESSAGE =
  'The HELOC program disclosures and the CFPB booklet must be given to you before you submit';
/** Said (409) when the application is submitted before the borrower showed they can open a PDF. */
export const SUBMIT_ESIGN_NOT_SHOWN_MESSAGE = 'Open the sample document and enter its code before you submit';

/* ---------- signing: the signNote step's body ---------- */

/** Said when the borrower has not agreed to sign electronically (E-SIGN Act, 15 U.S.C. §7001(c)). */
export const SIGN_ESIGN_MESSAGE = 'You must agree to sign electronically to continue';
/** Said (409) when a document is signed that this user never opened. */
export const SIGN_UNOPENED_MESSAGE = 'Open each document before you sign it';
const SIGNATURE_IMAGE_MAX_CHARS = 300_000;

const signatureName = first(v.pipe(requiredString(), v.maxLength(120, 'Must be at most 120 characters')));
/** The adopted signature: the name typed (shown in a script face), or a drawing (a PNG data URL from the signature pad) with the name it stands for. */
export const signatureSchema = v.variant('type', [
  v.object({ type: v.literal('typed'), name: signatureName }),
  v.object({
    type: v.literal('drawn'),
    name: signatureName,
    image: first(
      v.pipe(
        requiredString(),
        v.startsWith('data:image/png;base64,', 'Must be a drawn signature'),
        v.maxLength(SIGNATURE_IMAGE_MAX_CHARS, 'The drawing is too large; clear it and draw again'),
      ),
    ),
  }),
]);
export type Signature = v.InferOutput<typeof signatureSchema>;

export const initialsSchema = first(
  v.pipe(requiredString(), v.regex(/^[A-Za-z][A-Za-z.\- ]{0,5}$/, 'Must be your initials (letters only)')),
);

export const signDocumentsSchema = v.object({
  esignConsent: v.literal(true, SIGN_ESIGN_MESSAGE),
  signature: signatureSchema,
  initials: initialsSchema,
  /** The documents signed, each of which this user must have opened (the server checks). */
  documents: v.pipe(
    v.array(v.picklist(DOCUMENTS_TO_SIGN as [ClosingDocumentKind, ...ClosingDocumentKind[]])),
    v.minLength(1, 'Required'),
  ),
  /** Where the borrower signed, when they chose to share it (decision 060): for the audit record only. */
  location: v.optional(signingLocationSchema),
});
