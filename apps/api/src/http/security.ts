/** Security headers on every response; no-store on the API (Standards: Security). */
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';

export const API_PREFIXES = ['/service-', '/identity', '/ft/', '/sandbox/', '/openapi.json', '/healthz'];
export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // A per-response nonce for the web app's <style> tags (Mantine); no 'unsafe-inline'.
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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

/** API answers are never cached unless a route chose its own caching (e.g. the originator, 10 min). */
export const noStoreOnApi = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
