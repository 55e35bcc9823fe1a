/**
 * The closing documents of one application: when each was given, opened and signed (the events
 * table), generating any of them as a PDF on demand, and producing and keeping signed copies.
 */
import {
  closingDocument,
  CLOSING_DOCUMENTS,
  disclosurePdfPath,
  formatIsoDate,
  fundingDates,
  type ClosingDocumentKind,
  type DisclosureEntry,
  type Signature,
  formatSigningLocation,
  type SigningLocation,
  statesFrom,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { userByUuid } from '../identity/repo.js';
import {
  adoptedSignatureOf,
  eventsOf,
  insertSignedCopy,
  recordEvent,
  signedCopy,
  type DocumentEvent,
  type EventRow,
} from './repo.js';
import { loadOrg } from '../http/orgs.js';
import type { Handle } from '../db/transaction.js';
import type { AppData, ApplicationRow } from '../pipeline/types.js';
import { documentContent, isGenerated, type GeneratedKind, type Moments } from './content.js';
import { factsOf, type DocumentFacts } from './facts.js';
import { renderPdf, type Rendered } from './render.js';
import { sha256, signPdf, type Audit, type Notary } from './sign.js';

/**
 * The states in which the final offer's documents have been given (FINAL_OFFER and every closing
 * state after it), and those in which the notary step has opened (the deed is given). A state the
 * record leaves later (a cancellation) keeps what was given: the events table remembers.
 */
export const FINAL_OFFER_GIVEN_STATES: ReadonlySet<string> = new Set(statesFrom('FINAL_OFFER'));
export const NOTARY_GIVEN_STATES: ReadonlySet<string> = new Set(statesFrom('GEN_NOTARY_DISCLOSURE'));

const kindsGivenAt = (given: 'finalOffer' | 'notary') =>
  CLOSING_DOCUMENTS.filter((d) => d.given === given).map((d) => d.kind);

export interface Trail {
  readonly ip: string | null;
  readonly userAgent: string | null;
  /** Where the signer was, when they chose to share it (decision 060): on the audit page only. */
  readonly location?: SigningLocation | null;
}

/** Records an event the first time only (the unique index decides, so two servers cannot both record it). */
/**
 * Called whenever the record is saved in a new state (pipeline/store.ts, in the transition's
 * transaction): the documents the state gives are given now — `at` is when the step happened (a
 * background step's due time).
 */
export async function recordGiven(db: Handle, row: Pick<ApplicationRow, 'uuid' | 'ownerUuid' | 'state'>, at: Date) {
  const kinds = [
    ...(FINAL_OFFER_GIVEN_STATES.has(row.state) ? kindsGivenAt('finalOffer') : []),
    ...(NOTARY_GIVEN_STATES.has(row.state) ? kindsGivenAt('notary') : []),
  ];
  for (const kind of kinds) await recordEvent(db, row.uuid, kind, 'given', row.ownerUuid, at);
}

const find = (events: readonly EventRow[], kind: ClosingDocumentKind, event: DocumentEvent, userUuid: string) =>
  events.find((e) => e.kind === kind && e.event === event && e.userUuid === userUuid)?.at ?? null;

/** The submission's consents were given (and consented to) when the application was submitted. */
const submittedAt = (row: ApplicationRow): Date | null => {
  const esign = (row.data as AppData).consents?.find((c) => c.type === 'ESIGN');
  return esign ? new Date(esign.at) : null;
};

export function givenAt(row: ApplicationRow, events: readonly EventRow[], kind: ClosingDocumentKind): Date | null {
  return closingDocument(kind).given === 'submission' ? submittedAt(row) : find(events, kind, 'given', row.ownerUuid);
}

export function signedAt(row: ApplicationRow, events: readonly EventRow[], kind: ClosingDocumentKind): Date | null {
  const where = closingDocument(kind).signedAt;
  if (where === 'submission') return submittedAt(row);
  if (where === null) return null;
  return find(events, kind, 'signed', row.ownerUuid);
}

/** The vault's rows for the user who asks (their own "opened" times). */
export function vaultEntries(row: ApplicationRow, events: readonly EventRow[], userUuid: string): DisclosureEntry[] {
  return CLOSING_DOCUMENTS.map((d) => {
    const given = givenAt(row, events, d.kind);
    const signed = signedAt(row, events, d.kind);
    const external = 'externalUrl' in d ? d.externalUrl : null;
    const hasSignedCopy = signed !== null && d.signedAt !== 'submission';
    return {
      kind: d.kind,
      title: d.title,
      regulation: d.regulation,
      givenAt: given?.toISOString() ?? null,
      viewedAt: find(events, d.kind, 'viewed', userUuid)?.toISOString() ?? null,
      signedAt: signed?.toISOString() ?? null,
      href: given && !external ? disclosurePdfPath(row.uuid, d.kind) : null,
      signedHref: hasSignedCopy ? disclosurePdfPath(row.uuid, d.kind, 'signed') : null,
      externalUrl: external,
    };
  });
}

/**
 * The notice's dates: once it is signed, the transaction's date is that day in the property's zone
 * and the deadline is the third business day after it (Reg Z §1026.15(a)(3), core fundingDates).
 */
export function noticeMoments(facts: DocumentFacts, noticeSignedAt: Date | null): Moments {
  if (!noticeSignedAt) return {};
  const transactionDate = formatIsoDate(noticeSignedAt, facts.timeZone);
  return { transactionDate, rescissionEnds: fundingDates(transactionDate, US_FEDERAL_CALENDAR).rescissionEnds };
}

export async function factsFor(db: Handle, row: ApplicationRow): Promise<DocumentFacts> {
  return factsOf(row, await loadOrg(db, row.orgCode));
}

/**
 * Recent renders, by everything a render depends on: the same inputs give the same bytes, so a
 * document opened and then signed (or viewed again) is laid out once. Small and per process.
 */
const RENDER_CACHE_SIZE = 64;
const renders = new Map<string, Promise<Rendered>>();

/** The unsigned document as the borrower is shown it (the same bytes every time for the same record). */
export function renderUnsigned(
  kind: GeneratedKind,
  facts: DocumentFacts,
  given: Date,
  noticeSignedAt: Date | null,
): Promise<Rendered> {
  const moments = kind === 'NOTICE_OF_RIGHT_TO_CANCEL' ? noticeMoments(facts, noticeSignedAt) : {};
  const key = JSON.stringify([kind, facts, given.toISOString(), moments]);
  const cached = renders.get(key);
  if (cached) return cached;
  const rendered = renderPdf(documentContent(kind, facts, moments), facts.lender, facts.loanNumber, given);
  renders.set(key, rendered);
  // A failed render is not kept; the oldest entry goes once the cache is full.
  rendered.catch(() => renders.delete(key));
  if (renders.size > RENDER_CACHE_SIZE) renders.delete(renders.keys().next().value as string);
  return rendered;
}

export async function unsignedPdf(
  db: Handle,
  row: ApplicationRow,
  kind: GeneratedKind,
  events?: readonly EventRow[],
): Promise<Rendered | null> {
  const ev = events ?? (await eventsOf(db, row.uuid));
  const given = givenAt(row, ev, kind);
  if (!given) return null;
  return renderUnsigned(
    kind,
    await factsFor(db, row),
    given,
    find(ev, 'NOTICE_OF_RIGHT_TO_CANCEL', 'signed', row.ownerUuid),
  );
}

/** The E-SIGN consent's words as the borrower agreed to them at submission (start/app-summary). */
export const esignConsentText = (lenderName: string) =>
  `I agree to receive disclosures and documents from ${lenderName} electronically (E-SIGN consent).`;

export interface Signer {
  readonly uuid: string;
  readonly email: string;
  readonly name: string;
}

export interface PreparedCopy {
  readonly kind: GeneratedKind;
  readonly unsignedSha256: string;
  readonly bytes: Uint8Array;
  readonly audit: Audit;
}

export interface SignRequest {
  readonly kinds: readonly GeneratedKind[];
  readonly signer: Signer;
  readonly signature: Signature;
  readonly initials: string;
  readonly at: Date;
  readonly trail: Trail;
  /** When the E-SIGN consent was given for this signing (the signing screen's box). */
  readonly esignConsentAt: Date;
  readonly notary?: Notary;
}

/**
 * The signed copies, made in memory (so a bad drawing is refused before anything is saved). The
 * notice is stamped with its deadline as of this signing: the unsigned copy the audit page hashes
 * is that dated notice, the same one the borrower downloads afterwards.
 */
export async function prepareSignedCopies(db: Handle, row: ApplicationRow, req: SignRequest): Promise<PreparedCopy[]> {
  const events = await eventsOf(db, row.uuid);
  const facts = await factsFor(db, row);
  const noticeSigned =
    find(events, 'NOTICE_OF_RIGHT_TO_CANCEL', 'signed', row.ownerUuid) ??
    (req.kinds.includes('NOTICE_OF_RIGHT_TO_CANCEL') ? req.at : null);
  const out: PreparedCopy[] = [];
  for (const kind of req.kinds) {
    const given = givenAt(row, events, kind) ?? req.at;
    const unsigned = await renderUnsigned(kind, facts, given, noticeSigned);
    const unsignedSha256 = sha256(unsigned.bytes);
    const viewed = find(events, kind, 'viewed', req.signer.uuid);
    const notary = req.notary
      ? `${req.notary.remote ? 'Remote online notarization' : 'In-person notarization'} by ${req.notary.name}, commission ${req.notary.commission}`
      : undefined;
    const audit: Audit = {
      title: closingDocument(kind).title,
      unsignedSha256,
      signerName: req.signature.name,
      signerEmail: req.signer.email,
      userUuid: req.signer.uuid,
      signedAt: req.at.toISOString(),
      timeZone: facts.timeZone,
      ip: req.trail.ip ?? 'unknown',
      userAgent: req.trail.userAgent ?? '',
      location: req.trail.location ? formatSigningLocation(req.trail.location) : null,
      esignConsent: `${esignConsentText(facts.lender.name)} Given at submission${submittedAt(row) ? ` (${submittedAt(row)?.toISOString()})` : ''} and again when signing.`,
      esignConsentAt: req.esignConsentAt.toISOString(),
      events: [
        { label: 'Given', at: given.toISOString() },
        { label: 'Opened', at: viewed?.toISOString() ?? null },
        ...(notary ? [{ label: 'Notarized', at: req.at.toISOString() }] : []),
        { label: 'Signed', at: req.at.toISOString() },
      ],
      ...(notary ? { notary } : {}),
    };
    const bytes = await signPdf({
      unsigned: unsigned.bytes,
      boxes: unsigned.boxes,
      signature: req.signature,
      initials: closingDocument(kind).initials ? req.initials : null,
      notary: req.notary ?? null,
      audit,
    });
    out.push({ kind, unsignedSha256, bytes, audit });
  }
  return out;
}

/** Keeps the signed copies and records the signing (first signing wins: a replayed request changes nothing). */
export async function storeSignedCopies(
  db: Handle,
  row: ApplicationRow,
  signerUuid: string,
  copies: readonly PreparedCopy[],
  at: Date,
  trail: Trail,
) {
  for (const copy of copies) {
    await insertSignedCopy(db, {
      applicationUuid: row.uuid,
      kind: copy.kind,
      signerUuid,
      unsignedSha256: copy.unsignedSha256,
      sha256: sha256(copy.bytes),
      size: copy.bytes.length,
      content: Buffer.from(copy.bytes),
      signedAt: at,
      audit: copy.audit as unknown as Record<string, unknown>,
    });
    await recordEvent(db, row.uuid, copy.kind, 'signed', signerUuid, at, trail);
  }
}

/** The sandbox's notary: the eNotary platform's stand-in, and the in-person notary the sandbox sends. */
export const SANDBOX_NOTARY: Readonly<Record<'remote' | 'inPerson', Notary>> = {
  remote: { name: 'Jordan Avery', commission: 'RON-SBX-20417 (expires 12/31/2029)', remote: true },
  inPerson: { name: 'Morgan Ellis', commission: 'NP-SBX-55810 (expires 06/30/2028)', remote: false },
};

/**
 * The deed's signed copy at the end of the notary session: the owner's adopted signature (or, if
 * they never adopted one, their name typed), the notary's block and seal, and the audit page.
 * For the notary's handler (step-handlers.ts notarySessionComplete) — call it after the step commits.
 */
export async function signDeedAtNotary(
  db: Handle,
  row: ApplicationRow,
  at: Date,
  trail: Trail,
  notary: Notary = (row.status as { manualNotary?: boolean }).manualNotary
    ? SANDBOX_NOTARY.inPerson
    : SANDBOX_NOTARY.remote,
) {
  if (await signedCopy(db, row.uuid, 'DEED_OF_TRUST', row.ownerUuid)) return;
  // The deed is given when the notary step opens; a record moved there by a sandbox jump is given it now.
  await recordGiven(db, row, at);
  const owner = await userByUuid(db, row.ownerUuid);
  const adopted = await adoptedSignatureOf(db, row.uuid, row.ownerUuid);
  const facts = await factsFor(db, row);
  const signature: Signature = adopted?.signature ?? {
    type: 'typed',
    name: facts.borrowerName || owner?.email || 'Borrower',
  };
  const copies = await prepareSignedCopies(db, row, {
    kinds: ['DEED_OF_TRUST'],
    signer: { uuid: row.ownerUuid, email: owner?.email ?? '', name: signature.name },
    signature,
    initials: adopted?.initials ?? '',
    at,
    trail,
    esignConsentAt: adopted?.esignConsentAt ?? at,
    notary,
  });
  await storeSignedCopies(db, row, row.ownerUuid, copies, at, trail);
}

export { isGenerated };
