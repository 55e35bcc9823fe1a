/**
 * Identity verification (the `identity` screen): which ID a borrower may show, which sides of it
 * are photographed and the document type each side is filed as, the tips for a usable photo, and
 * the computer's side of "continue on your phone" (the phone's side and the server's contract are
 * in handoff.ts: kept apart so the two screens share no module, which would pull it into the first
 * screen's chunk). One rule for the browser and the server.
 */
import { LOCALE } from '../constants.js';
import { ID_KINDS, type DocumentType } from '../enums.js';
import { HANDOFF_FRAGMENT_KEY, HANDOFF_PATH } from '../journey/routes.js';

export type IdKind = (typeof ID_KINDS)[number];
export type IdFrontType = 'DRIVERSLICENSEFRONT' | 'IDCARDFRONT' | 'PASSPORTFRONT' | 'PERMANENTRESIDENTFRONT';

interface IdDocumentSides {
  readonly front: IdFrontType;
  /** The back's document type, or null when the back is not asked for. */
  readonly back: DocumentType | null;
}

/**
 * Each ID kind and what is photographed. A driver's licence's back carries the barcode (AAMVA
 * PDF417) the verifier reads, and the catalogue files it as DRIVERSLICENSEBACK. A state ID card
 * has the same barcode, but the document catalogue has no type for its back: asking for a photo
 * the server would have to file under another document's name is worse than not asking
 * (decision record "identity capture and phone hand-off"). Passports and green cards: front only.
 */
export const ID_KIND_DOCUMENTS = {
  "US Driver's License": { front: 'DRIVERSLICENSEFRONT', back: 'DRIVERSLICENSEBACK' },
  'US Passport': { front: 'PASSPORTFRONT', back: null },
  'US State ID Card': { front: 'IDCARDFRONT', back: null },
  'US Permanent Resident Card': { front: 'PERMANENTRESIDENTFRONT', back: null },
} as const satisfies Record<IdKind, IdDocumentSides>;

export const isIdKind = (kind: string): kind is IdKind => (ID_KINDS as readonly string[]).includes(kind);

/** The sides of an ID kind. */
export function idDocumentSides(kind: IdKind): IdDocumentSides {
  return ID_KIND_DOCUMENTS[kind];
}

/** The sides by the front's document type (what the upload step sends as `type`). */
export function idSidesForFrontType(front: IdFrontType): IdDocumentSides {
  const found = Object.values(ID_KIND_DOCUMENTS).find((d) => d.front === front);
  // Every front type has exactly one kind (the table's test proves it).
  return found ?? { front, back: null };
}

/**
 * How many files the identity upload carries and which is which: the front first, then the back
 * when the kind has one. The server files the second file under the back's type.
 */
export function idFileCount(front: IdFrontType): 1 | 2 {
  return idSidesForFrontType(front).back ? 2 : 1;
}

/** The visible names of the sides, for labels, alt texts and messages. */
export const ID_SIDE_LABELS = { front: 'Front', back: 'Back' } as const;
export type IdSide = keyof typeof ID_SIDE_LABELS;

/** Tips for a photo a verifier can read (shown beside the capture). */
export const ID_PHOTO_TIPS = [
  'Lay the ID flat on a dark, plain surface.',
  'Fit all four corners inside the photo.',
  'Avoid glare: turn off the flash and move away from bright lights.',
  'Make sure the text is sharp and readable.',
] as const;

export const IDENTITY_MESSAGES = {
  chooseKind: 'Choose the kind of ID you will use',
  missingSide: (side: IdSide) => `Add a photo or scan of the ${side === 'front' ? 'front' : 'back'} of your ID`,
  frontOnly: 'Only the front of this ID is needed: upload one photo or scan',
} as const;

/* ---------- continue on your phone: the computer's side ---------- */

/** While the code shows, how often the computer re-reads the application to notice the phone's upload. */
export const HANDOFF_STATUS_POLL_MS = 3000;
/**
 * How long the computer keeps watching after a code was shown: the code works for 5 minutes, but
 * the borrower may take a while on the phone after opening it. A tab left open stops polling.
 */
export const HANDOFF_WATCH_MAX_MS = 30 * 60_000;

/** The next status re-read while a code shows (TanStack's refetchInterval): the interval, or false once the watch is over. */
export function handoffWatchDelay(shownAtMs: number, nowMs: number): number | false {
  const elapsed = nowMs - shownAtMs;
  return Number.isFinite(elapsed) && elapsed >= 0 && elapsed < HANDOFF_WATCH_MAX_MS ? HANDOFF_STATUS_POLL_MS : false;
}

/** When the code stops working, in words: 'The code works once, until 3:05 PM.' */
export function handoffExpiryText(expiresAt: string, timeZone?: string): string {
  const time = new Date(expiresAt).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone });
  return `The code works once, until ${time}.`;
}

/** The link the QR code carries: the token in the fragment (see HANDOFF_FRAGMENT_KEY). */
export function handoffLink(origin: string, token: string): string {
  return `${origin}${HANDOFF_PATH}#${HANDOFF_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}
