/**
 * Errors as the browser's rules expect them (shared-surfaces §8): a JSON body `{ errors: [...] }`
 * that joinErrorMessages turns into one sentence.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function apiError(status: ContentfulStatusCode, ...errors: string[]): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ errors }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }),
  });
}

export const notFound = (what = 'Not found') => apiError(404, what);
export const forbidden = () => apiError(403, 'You do not have access to this.');

/** The SQLSTATE of a PostgreSQL error, through drizzle's wrapper (`cause`) if there is one. */
function sqlState(error: unknown): string | undefined {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Said with a 503 while the database is away; the same process serves again once it is back. */
export const DATABASE_UNAVAILABLE = 'We can’t reach our records right now. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying a 503. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

// Class 08 (connection exception), 57P01–57P03 (shut down, crash, cannot connect now), 53300 (too many connections).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres says these in words, without a code.
const UNAVAILABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed/i;

/** Whether an error (or its drizzle-wrapped cause) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_WORDS.test(message)) return true;
  }
  return false;
}

export function unavailableResponse(): Response {
  return new Response(JSON.stringify({ errors: [DATABASE_UNAVAILABLE] }), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
  });
}

/**
 * The `{ errors }` answer for an error the client caused, or null for a real fault (a 500).
 * - An HTTPException without its own response (Hono's validators throw some with only a message,
 *   which Hono would answer as text/plain) still answers `{ errors: [message] }`.
 * - PostgreSQL data exceptions (class 22: bad text, out-of-range numbers) and integrity violations
 *   (class 23) come from input a check should have caught; they are the client's 4xx, not a crash.
 */
export function errorResponse(error: unknown): Response | null {
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    return apiError(error.status as ContentfulStatusCode, error.message || 'The request is not valid.').getResponse();
  }
  const state = sqlState(error);
  if (state?.startsWith('22')) return apiError(400, 'The request is not valid.').getResponse();
  if (state === '23503') return apiError(404, 'Not found').getResponse();
  if (state?.startsWith('23')) return apiError(409, 'This conflicts with what is already stored.').getResponse();
  return null;
}
