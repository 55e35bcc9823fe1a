/**
 * The closing documents of one application: when each was given, opened and signed (the events
 * table), generating any of them as a PDF on demand, and producing and keeping signed copies.
 */
import {
  APPLICATION_SCREEN_DISCLOSURES,
  conditionCard,
  closingDocument,
  CLOSING_DOCUMENTS,
  disclosureTimings,
  INCOMPLETE_NOTICE_AFTER_DAYS,
  incompleteNoticeIsDue,
  incompleteNoticeRespondBy,
  propertyTimeZone,
  type DisclosureFacts,
  type DisclosureTiming,
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
import { conditionsFor, type ConditionRow } from '../conditions/repo.js';
import {
  adoptedSignatureOf,
  applicationsOwingIncompleteNotice,
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
import { documentContent, esignSampleContent, isGenerated, type GeneratedKind, type Moments } from './content.js';
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

/** The lender's calendar for the rules that count days: the property's zone (documents date in it too). */
const zoneOf = (row: Pick<ApplicationRow, 'data'>) => propertyTimeZone((row.data as AppData).property);

/** The borrower's conditions still open (action needed), oldest first. */
const openConditions = (rows: readonly ConditionRow[]) => rows.filter((c) => c.actionNeeded === 1);

/**
 * Called whenever the record is saved in a new state (pipeline/store.ts, in the transition's
 * transaction) and whenever the vault is read: the documents due now are given now — `at` is when
 * the step happened (a background step's due time) or the read's clock.
 * - the final offer's documents and the deed, by state;
 * - the homeownership-counseling list once the application is submitted (Reg X §1024.20(a): the
 *   submission's own transition gives it, so it comes the day the application is received);
 * - the notice of incomplete application once a condition has stayed open 10 days (Reg B
 *   §1002.9(c); disclosure-timing.ts incompleteNoticeIsDue).
 */
export async function recordGiven(
  db: Handle,
  row: Pick<ApplicationRow, 'uuid' | 'ownerUuid' | 'state' | 'data'>,
  at: Date,
) {
  const kinds: ClosingDocumentKind[] = [
    ...(FINAL_OFFER_GIVEN_STATES.has(row.state) ? kindsGivenAt('finalOffer') : []),
    ...(NOTARY_GIVEN_STATES.has(row.state) ? kindsGivenAt('notary') : []),
  ];
  if (submittedAt(row)) {
    kinds.push('HOMEOWNERSHIP_COUNSELING_LIST');
    const open = openConditions(await conditionsFor(db, row.uuid, null));
    const since = open[0]?.createdAt;
    const zone = zoneOf(row);
    if (since && incompleteNoticeIsDue(formatIsoDate(since, zone), formatIsoDate(at, zone)))
      kinds.push('INCOMPLETE_APPLICATION_NOTICE');
  }
  for (const kind of kinds) await recordEvent(db, row.uuid, kind, 'given', row.ownerUuid, at);
}

/** How many applications one sweep looks at. */
const SWEEP_BATCH = 500;

/**
 * The scheduler's sweep for what is due with no request to carry it (the reminders tick calls it):
 * a notice of incomplete application for every application whose condition has stayed open past
 * INCOMPLETE_NOTICE_AFTER_DAYS, even if the borrower never comes back and the record never moves —
 * Reg B §1002.9(c) counts 30 days from the incomplete application, not from the borrower's next
 * visit. Each is given in its own transaction; recording is idempotent (one 'given' per kind and
 * person), so two servers sweeping at once give it once. Returns the applications looked at.
 */
export async function sweepIncompleteNotices(db: Handle, at: Date): Promise<string[]> {
  // A day's margin: the rule itself is applied on dates in the property's zone (recordGiven).
  const openedBefore = new Date(at.getTime() - (INCOMPLETE_NOTICE_AFTER_DAYS - 1) * 86_400_000);
  const looked: string[] = [];
  for (const row of await applicationsOwingIncompleteNotice(db, openedBefore, SWEEP_BATCH)) {
    await db.transaction((tx) => recordGiven(tx, row, at));
    looked.push(row.uuid);
  }
  return looked;
}

/** The program disclosures and the booklet, given on the application screen before submission (Reg Z §1026.40(b)). */
export async function recordApplicationDisclosures(
  db: Handle,
  row: Pick<ApplicationRow, 'uuid'>,
  userUuid: string,
  at: Date,
  trail: Trail,
) {
  for (const kind of APPLICATION_SCREEN_DISCLOSURES)
    await recordEvent(db, row.uuid, kind, 'given', userUuid, at, trail);
}

/** Whether the program disclosures and the booklet were given to the owner (the submission's precondition). */
export const applicationDisclosuresGiven = (row: Pick<ApplicationRow, 'ownerUuid'>, events: readonly EventRow[]) =>
  APPLICATION_SCREEN_DISCLOSURES.every((kind) => find(events, kind, 'given', row.ownerUuid) !== null);

/** When the owner showed they can open a PDF (the E-SIGN sample's code typed back), if they have. */
export const esignDemonstratedAt = (row: Pick<ApplicationRow, 'ownerUuid'>, events: readonly EventRow[]) =>
  find(events, 'ESIGN_CONSENT', 'demonstrated', row.ownerUuid);

/**
 * The E-SIGN sample's code for this application: six digits from the server's keyed MAC of its id,
 * so every server agrees on it and nobody can compute it without opening the PDF (15 U.S.C.
 * §7001(c)(1)(C)(ii): the consent reasonably demonstrates the borrower can access the format).
 */
export const esignSampleCode = (mac: (purpose: string, data: string) => string, applicationUuid: string) =>
  String(Buffer.from(mac('esign-sample', applicationUuid), 'base64url').readUInt32BE(0) % 1_000_000).padStart(6, '0');

/** The sample PDF with its code. */
export async function esignSamplePdf(db: Handle, row: ApplicationRow, code: string): Promise<Rendered> {
  const facts = await factsFor(db, row);
  return renderPdf(esignSampleContent(facts, code), facts.lender, facts.loanNumber, new Date(row.createdAt));
}

const find = (events: readonly EventRow[], kind: ClosingDocumentKind, event: DocumentEvent, userUuid: string) =>
  events.find((e) => e.kind === kind && e.event === event && e.userUuid === userUuid)?.at ?? null;

/** The submission's consents were given (and consented to) when the application was submitted. */
const submittedAt = (row: Pick<ApplicationRow, 'data'>): Date | null => {
  const esign = (row.data as AppData).consents?.find((c) => c.type === 'ESIGN');
  return esign ? new Date(esign.at) : null;
};

export function givenAt(row: ApplicationRow, events: readonly EventRow[], kind: ClosingDocumentKind): Date | null {
  const d = closingDocument(kind);
  if (d.signedAt === 'submission') return submittedAt(row);
  // Applications submitted before decision 091 were given the program disclosures with the submission.
  if (d.given === 'application') return find(events, kind, 'given', row.ownerUuid) ?? submittedAt(row);
  return find(events, kind, 'given', row.ownerUuid);
}

/** What the timing rules need (disclosure-timing.ts), from the record and its events, on `now`. */
export function disclosureFacts(row: ApplicationRow, events: readonly EventRow[], openSince: Date | null, now: Date) {
  const zone = zoneOf(row);
  const submitted = submittedAt(row);
  const given: Record<string, { at: string; on: string }> = {};
  for (const d of CLOSING_DOCUMENTS) {
    const at = givenAt(row, events, d.kind);
    if (at) given[d.kind] = { at: at.toISOString(), on: formatIsoDate(at, zone) };
  }
  return {
    submittedAt: submitted?.toISOString() ?? null,
    submittedOn: submitted ? formatIsoDate(submitted, zone) : null,
    given,
    esignDemonstratedAt: esignDemonstratedAt(row, events)?.toISOString() ?? null,
    esignConsentAt: submitted?.toISOString() ?? null,
    openConditionSince: openSince ? formatIsoDate(openSince, zone) : null,
    today: formatIsoDate(now, zone),
  } satisfies DisclosureFacts;
}

/** Every timed disclosure's timing for the application on `now`. */
export async function timingsOf(db: Handle, row: ApplicationRow, events: readonly EventRow[], now: Date) {
  const since = openConditions(await conditionsFor(db, row.uuid, null))[0]?.createdAt ?? null;
  return disclosureTimings(disclosureFacts(row, events, since, now), US_FEDERAL_CALENDAR);
}

export function signedAt(row: ApplicationRow, events: readonly EventRow[], kind: ClosingDocumentKind): Date | null {
  const where = closingDocument(kind).signedAt;
  if (where === 'submission') return submittedAt(row);
  if (where === null) return null;
  return find(events, kind, 'signed', row.ownerUuid);
}

/** The vault's rows for the user who asks (their own "opened" times). */
export function vaultEntries(
  row: ApplicationRow,
  events: readonly EventRow[],
  userUuid: string,
  timings: readonly DisclosureTiming[] = [],
): DisclosureEntry[] {
  return CLOSING_DOCUMENTS.map((d) => {
    const timing = timings.find((t) => t.kind === d.kind);
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
      timing: timing ? { dueBy: timing.dueBy, rule: timing.rule, late: timing.late } : null,
      ...(d.kind === 'ESIGN_CONSENT'
        ? { demonstratedAt: esignDemonstratedAt(row, events)?.toISOString() ?? null }
        : {}),
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
  extra: Moments = {},
): Promise<Rendered> {
  const moments = kind === 'NOTICE_OF_RIGHT_TO_CANCEL' ? noticeMoments(facts, noticeSignedAt) : extra;
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

/**
 * The notice of incomplete application's facts as of when it was given (Reg B §1002.9(c)(2)): the
 * conditions open then (opened by then, not answered before it) and the date to answer by.
 */
async function incompleteMoments(db: Handle, row: ApplicationRow, given: Date, zone: string): Promise<Moments> {
  const openThen = (await conditionsFor(db, row.uuid, null)).filter((c) => {
    const answered = (c.xtraData as { submittedAt?: string } | null)?.submittedAt;
    return (
      c.createdAt <= given &&
      (c.actionNeeded === 1 || (answered !== undefined && Date.parse(answered) > given.getTime()))
    );
  });
  return {
    missing: openThen.map((c) => {
      const card = conditionCard({
        uuid: c.uuid,
        categoryEnum: c.categoryEnum,
        notes: c.notes,
        commentsToBorrower: c.commentsToBorrower,
        actionNeeded: true,
        requestDocuments: c.requestDocuments === 1,
        xtraData: c.xtraData,
      } as Parameters<typeof conditionCard>[0]);
      return card.text ? `${card.title}: ${card.text}` : card.title;
    }),
    respondBy: incompleteNoticeRespondBy(formatIsoDate(given, zone)),
  };
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
  const facts = await factsFor(db, row);
  return renderUnsigned(
    kind,
    facts,
    given,
    find(ev, 'NOTICE_OF_RIGHT_TO_CANCEL', 'signed', row.ownerUuid),
    kind === 'INCOMPLETE_APPLICATION_NOTICE' ? await incompleteMoments(db, row, given, facts.timeZone) : {},
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
