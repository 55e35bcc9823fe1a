/**
 * Identity verification (the `identity` screen): which ID a borrower may show, which sides of it
 * are photographed and the document type each side is filed as, the tips for a usable photo, and
 * the "continue on your phone" hand-off — a short-lived, single-use link that opens this step,
 * signed in, on the borrower's phone. One rule for the browser and the server.
 */
import * as v from 'valibot';
import { LOCALE } from './constants.js';
import { ID_KINDS, type DocumentType } from './enums.js';
import { isAllowedRedirectUrl } from './redirects.js';
import { HANDOFF_PATH } from './routes.js';

export type IdKind = (typeof ID_KINDS)[number];
export type IdFrontType = 'DRIVERSLICENSEFRONT' | 'IDCARDFRONT' | 'PASSPORTFRONT' | 'PERMANENTRESIDENTFRONT';

export interface IdDocumentSides {
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

/* ---------- continue on your phone ---------- */

/** How long a hand-off link works. Short: it is a bearer credential shown on a screen. */
export const HANDOFF_TTL_MS = 5 * 60_000;
/** While the code shows, how often the desktop re-reads the application to notice the phone's upload. */
export const HANDOFF_STATUS_POLL_MS = 3000;
/** The fragment key carrying the token: fragments never reach server logs or a Referer header. */
export const HANDOFF_FRAGMENT_KEY = 't';

/** When the code stops working, in words: 'The code works once, until 3:05 PM.' */
export function handoffExpiryText(expiresAt: string, timeZone?: string): string {
  const time = new Date(expiresAt).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone });
  return `The code works once, until ${time}.`;
}

/** The link the QR code carries. */
export function handoffLink(origin: string, token: string): string {
  return `${origin}${HANDOFF_PATH}#${HANDOFF_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}

/** The token from a location hash (`#t=…`), or null. */
export function handoffTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(HANDOFF_FRAGMENT_KEY);
  return token && /^[A-Za-z0-9_-]{22,200}$/.test(token) ? token : null;
}

export const HANDOFF_MESSAGES = {
  invalid: 'This link has expired or has already been used. Show a new code on your computer, or sign in instead.',
  notYours: 'path: Must be a page of one of your own applications',
  badPath: 'path: Must be a path on this site',
} as const;

/** `POST /identity/secure/api/v1/handoff` body: the in-site path the phone should open. */
export const handoffBodySchema = v.object({
  path: v.pipe(v.string('Required'), v.maxLength(500, 'Cannot be more than 500 characters'), v.check((p) => isAllowedRedirectUrl(p), 'Must be a path on this site')),
});
/** `POST /identity/api/v1/handoff/redeem` body. */
export const handoffRedeemBodySchema = v.object({ token: v.pipe(v.string('Required'), v.nonEmpty('Required'), v.maxLength(200, 'Cannot be more than 200 characters')) });

export const HANDOFF_API = { create: '/identity/secure/api/v1/handoff', redeem: '/identity/api/v1/handoff/redeem' } as const;
export interface HandoffCreated {
  readonly token: string;
  readonly expiresAt: string;
}
export interface HandoffRedeemed {
  readonly jwt: string;
  readonly path: string;
}
