/**
 * The disclosure vault's rules (document/disclosures): how the server's rows are grouped, what
 * each says about when it was given, opened and signed, and what a row not yet given says about
 * when it will come. The screen renders this; the dates are the borrower's local time with the
 * zone's abbreviation (the zone is passed in: the core never reads the environment).
 */
import { closingDocument, type ClosingDocumentKind, type DisclosureEntry, type GivenAt } from './closing-documents.js';
import { INVALID_DATE_LABEL } from '../constants.js';
import { formatDate } from '../format.js';

type VaultGroupId = 'consents' | 'received' | 'signed';

const VAULT_GROUPS: readonly { readonly id: VaultGroupId; readonly title: string }[] = [
  { id: 'consents', title: 'Consents you gave' },
  { id: 'received', title: 'Disclosures you received' },
  { id: 'signed', title: 'Documents you signed' },
];

/** When a document not given yet will come, in the borrower's words. */
const VAULT_COMES_WHEN: Readonly<Record<GivenAt, string>> = {
  application: 'Given on the application screen, before you submit',
  openCondition: 'Sent only if information we asked for is still missing after 10 days',
  submission: 'Available when you submit your application',
  finalOffer: 'Available once your final offer is ready',
  notary: 'Available when your notary session is arranged',
};

/** "11/23/2026, 10:00 AM PST": a date and time in `timeZone`, with the zone's abbreviation. */
export function formatDateTime(input: string | Date | null | undefined, timeZone = 'UTC'): string {
  if (input === null || input === undefined || input === '') return INVALID_DATE_LABEL;
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return INVALID_DATE_LABEL;
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(date);
  } catch {
    // An unknown zone name (a browser that reports none): UTC rather than nothing.
    return new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(date);
  }
}

export interface VaultRow {
  readonly kind: ClosingDocumentKind;
  readonly title: string;
  readonly regulation: string;
  /** Whether the document is the borrower's yet (false: "Not yet available"). */
  readonly available: boolean;
  /** "Given …", or when it will come. */
  readonly given: string;
  /** "Opened …" / "Not opened yet"; null for an external document (its openings are not ours to know). */
  readonly opened: string | null;
  /** "Signed …" / "Consented …" / "Not signed yet"; null for a document that is only given. */
  readonly signed: string | null;
  readonly canView: boolean;
  readonly canDownloadSigned: boolean;
  readonly externalUrl: string | null;
  /** "Due before you submit your application · given on time" (disclosure-timing.ts); null for an untimed document. */
  readonly timing: string | null;
  /** Whether the timing says it came (or is) late. */
  readonly late: boolean;
  /** The E-SIGN consent: "You showed you can open PDF documents …"; null otherwise. */
  readonly demonstrated: string | null;
}

/** A due moment: a yyyy-MM-dd date is the end of that day; a timestamp is shown in the borrower's zone. */
const dueText = (dueBy: string, timeZone: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(dueBy) ? `by ${formatDate(dueBy)}` : `by ${formatDateTime(dueBy, timeZone)}`;

function timingText(entry: DisclosureEntry, timeZone: string): string | null {
  const t = entry.timing;
  if (!t) return null;
  const due = t.dueBy
    ? `Due ${t.rule.charAt(0).toLowerCase()}${t.rule.slice(1)} (${dueText(t.dueBy, timeZone)})`
    : `Due ${t.rule.charAt(0).toLowerCase()}${t.rule.slice(1)}`;
  if (t.late) return `${due} · given late`;
  return entry.givenAt ? `${due} · given on time` : due;
}

export interface VaultGroup {
  readonly id: VaultGroupId;
  readonly title: string;
  readonly rows: readonly VaultRow[];
}

const groupOf = (kind: ClosingDocumentKind): VaultGroupId => {
  const where = closingDocument(kind).signedAt;
  return where === 'submission' ? 'consents' : where === null ? 'received' : 'signed';
};

export function vaultRow(entry: DisclosureEntry, timeZone: string): VaultRow {
  const row = closingDocument(entry.kind);
  const available = entry.givenAt !== null;
  const consent = row.signedAt === 'submission';
  return {
    kind: entry.kind,
    title: entry.title,
    regulation: entry.regulation,
    available,
    given: available ? `Given ${formatDateTime(entry.givenAt, timeZone)}` : VAULT_COMES_WHEN[row.given],
    opened: entry.externalUrl
      ? null
      : entry.viewedAt
        ? `Opened ${formatDateTime(entry.viewedAt, timeZone)}`
        : available
          ? 'Not opened yet'
          : null,
    signed:
      row.signedAt === null
        ? null
        : entry.signedAt
          ? `${consent ? 'Consented' : 'Signed'} ${formatDateTime(entry.signedAt, timeZone)}`
          : available
            ? 'Not signed yet'
            : null,
    canView: entry.href !== null,
    canDownloadSigned: entry.signedHref !== null,
    externalUrl: entry.externalUrl,
    timing: timingText(entry, timeZone),
    late: entry.timing?.late ?? false,
    demonstrated: entry.demonstratedAt
      ? `You showed you can open PDF documents ${formatDateTime(entry.demonstratedAt, timeZone)}`
      : null,
  };
}

/** The vault's three groups, each in the table's order; a group with no rows is left out. */
export function vaultGroups(entries: readonly DisclosureEntry[], timeZone: string): VaultGroup[] {
  return VAULT_GROUPS.map((g) => ({
    ...g,
    rows: entries.filter((e) => groupOf(e.kind) === g.id).map((e) => vaultRow(e, timeZone)),
  })).filter((g) => g.rows.length > 0);
}
