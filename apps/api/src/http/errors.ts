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
