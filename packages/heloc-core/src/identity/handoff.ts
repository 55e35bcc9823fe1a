/**
 * "Continue on your phone": a short-lived, single-use link that opens one step of the borrower's
 * own application, signed in with a session of its own, on another device. The token rides in
 * the URL's fragment, which browsers never send to a server or put in a Referer header.
 */
import * as v from 'valibot';
import { isAllowedRedirectUrl } from '../journey/redirects.js';
import { HANDOFF_FRAGMENT_KEY } from '../journey/routes.js';

/** How long a hand-off link works. Short: it is a bearer credential shown on a screen. */
export const HANDOFF_TTL_MS = 5 * 60_000;

/** The token from a location hash (`#t=…`), or null. */
export function handoffTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(HANDOFF_FRAGMENT_KEY);
  return token && /^[A-Za-z0-9_-]{22,200}$/.test(token) ? token : null;
}

export const HANDOFF_MESSAGES = {
  invalid: 'This link has expired or has already been used. Show a new code on your computer, or sign in instead.',
  notYours: 'path: Must be a page of one of your own applications',
} as const;

/** `POST …/handoff` body (ENDPOINTS.createHandoff): the in-site path the phone should open. */
export const handoffBodySchema = v.object({
  path: v.pipe(
    v.string('Required'),
    v.maxLength(500, 'Cannot be more than 500 characters'),
    v.check((p) => isAllowedRedirectUrl(p), 'Must be a path on this site'),
  ),
});
/** `POST …/handoff/redeem` body (ENDPOINTS.redeemHandoff). */
export const handoffRedeemBodySchema = v.object({
  token: v.pipe(v.string('Required'), v.nonEmpty('Required'), v.maxLength(200, 'Cannot be more than 200 characters')),
});

export interface HandoffCreated {
  readonly token: string;
  readonly expiresAt: string;
}
export interface HandoffRedeemed {
  readonly jwt: string;
  readonly path: string;
}
