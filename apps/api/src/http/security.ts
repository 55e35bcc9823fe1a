/** Security headers on every response; no-store on the API (Standards: Security). */
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { APP_SCREEN_PATHS, BASE_PATH, SIGNER_PATHS } from '@heloc/core';

export const API_PREFIXES = ['/service-', '/identity', '/ft/', '/sandbox/', '/openapi.json', '/healthz', '/readyz'];
export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

/** The site's headers; `styleNonce` for documents only (see securityHeaders). */
const headersFor = (styleNonce: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // A per-response nonce for the web app's <style> tags (Mantine); no 'unsafe-inline'.
      styleSrc: styleNonce ? ["'self'", NONCE] : ["'self'"],
      // blob: for previews of the borrower's own chosen files (identity's ID photos, from
      // URL.createObjectURL); those URLs are only ever made by this origin's scripts.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // blob: for the disclosure vault's preview of a closing document's PDF, fetched with the
      // borrower's token and shown from URL.createObjectURL (only this origin's scripts make them).
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });

/**
 * Security headers on every response. A document (the web app's pages) gets a fresh style nonce;
 * an API answer (JSON, a PDF, a file) has no <style> tag to allow, so it gets the same policy
 * without one — stricter, and fixed: Hono builds those headers once instead of drawing 16 random
 * bytes and rebuilding the policy on every status poll (decision 079's read, issue 27 item 4).
 */
export const securityHeaders = (): MiddlewareHandler => {
  const documents = headersFor(true);
  const api = headersFor(false);
  return (c, next) => (isApiPath(c.req.path) ? api(c, next) : documents(c, next));
};

/** API answers are never cached unless a route chose its own caching (e.g. the originator, 10 min). */
export const noStoreOnApi = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};

/**
 * Powerful features nobody in the app uses: off for every document and frame. Only features
 * Chromium knows (an unknown one is a console error on every page load). Geolocation is not among
 * them: the signing and notary screens ask for it, after explaining why (decision 060), and the
 * app reaches them by client-side navigation, so every document of the site allows it — to itself.
 */
const ALWAYS_OFF = [
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The identity-capture screens (taken from the core's route catalogue: every catalogued screen
 * whose last segment is `identity`, per application or in the signer area). Only there may the
 * page use the camera, and only itself (no frame).
 */
const IDENTITY_CAPTURE = new RegExp(
  `^${escape(BASE_PATH)}/(?:${UUID}/(?:${APP_SCREEN_PATHS.filter((p) => p.split('/').at(-1) === 'identity')
    .map(escape)
    .join('|')})|(?:${SIGNER_PATHS.filter((p) => p.split('/').at(-1) === 'identity')
    .map(escape)
    .join('|')}))/?$`,
  'i',
);
export const isIdentityCapturePath = (path: string) => IDENTITY_CAPTURE.test(path);

/**
 * The eNotary session (notary/session): the notary must see and hear the borrower, so camera and
 * microphone, self only. The app enters it by a full document load (the policy is fixed per
 * document, decision 013), never by client-side navigation.
 */
const NOTARY_SESSION = new RegExp(`^${escape(BASE_PATH)}/${UUID}/notary/session/?$`, 'i');
export const isNotarySessionPath = (path: string) => NOTARY_SESSION.test(path);

export const permissionsPolicyFor = (path: string) => {
  const notary = isNotarySessionPath(path);
  return [
    `camera=${notary || isIdentityCapturePath(path) ? '(self)' : '()'}`,
    `microphone=${notary ? '(self)' : '()'}`,
    'geolocation=(self)',
    ...ALWAYS_OFF.map((feature) => `${feature}=()`),
  ].join(', ');
};

/** Permissions-Policy on every response: the camera only on identity capture and the eNotary session (with the microphone), geolocation for the site itself, the rest never. */
export const permissionsPolicy = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('Permissions-Policy', permissionsPolicyFor(c.req.path));
};
