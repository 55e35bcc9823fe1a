/**
 * Errors as the browser's rules expect them (shared-surfaces §8): a JSON body `{ errors: [...] }`
 * that joinErrorMessages turns into one sentence.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function apiError(status: ContentfulStatusCode, ...errors: string[]): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ errors }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } }),
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
