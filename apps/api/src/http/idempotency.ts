/**
 * Creates are idempotent under an `Idempotency-Key` header (IETF httpapi-idempotency-key-header):
 * the first successful answer is stored and replayed for the same key, caller, route and body; the
 * same key with a different body is 422 (issue 23, item 8 — it used to replay the first answer);
 * a duplicate that arrives while the first runs gets 409. An answer that did nothing (4xx) or
 * failed (5xx) is not kept, so the request can be corrected or retried under the same key.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { OPERATOR_HEADER } from '../auth/operator.js';
import { peekBody } from './body.js';
import type { AppEnv } from './context.js';
import { apiError } from './errors.js';
import { claimIdempotencyKey, idempotencyRow, releaseIdempotencyKey, saveIdempotentAnswer } from './repo.js';

const IN_FLIGHT = 0;

export const KEY_REUSED =
  'This Idempotency-Key was used with a different request body. Send the same body again, or use a new key for a new request.';
export const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed.';

/** Every occurrence of `needle` in `haystack` replaced by `by`. */
function replaceAll(haystack: Uint8Array, needle: Uint8Array, by: Uint8Array): Uint8Array {
  const source = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = source.indexOf(needle, from); at !== -1; at = source.indexOf(needle, from)) {
    parts.push(source.subarray(from, at), by);
    from = at + needle.length;
  }
  if (from === 0) return haystack;
  parts.push(source.subarray(from));
  return Buffer.concat(parts);
}

/**
 * sha256 of the media type and the body's bytes. A multipart body is hashed without its boundary
 * (a client resending the same form picks a new random one), so the same parts are the same body.
 */
export function fingerprint(contentType: string, body: Uint8Array): string {
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  let bytes = body;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (media === 'multipart/form-data' && boundary)
    bytes = replaceAll(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`), Buffer.from('--'));
  return createHash('sha256').update(`${media}\n`).update(bytes).digest('hex');
}

export const idempotent = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (!key || !['POST', 'PUT', 'PATCH'].includes(c.req.method)) return next();
  if (!/^[\w-]{8,100}$/.test(key)) throw apiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  const { db, now } = c.get('deps');
  // The caller is whoever holds the credentials (session and operator token); a different token
  // never sees another's answer — nor does a caller without the operator token see the operator's.
  const caller = createHash('sha256')
    .update(`${c.req.header('authorization') ?? 'anonymous'}\n${c.req.header(OPERATOR_HEADER) ?? ''}`)
    .digest('hex');
  const route = `${c.req.method} ${c.req.path}`;
  // Read within the body limits and left readable for the route (JSON was parsed and kept already).
  const print = fingerprint(c.req.header('content-type') ?? '', await peekBody(c));
  const where = { key, caller, route };
  const claimed = await claimIdempotencyKey(db, where, { status: IN_FLIGHT, fingerprint: print, createdAt: now() });
  if (!claimed) {
    const stored = await idempotencyRow(db, where);
    // A row stored before fingerprints were kept (migration 0008) has none: it replays as before.
    if (stored?.fingerprint && stored.fingerprint !== print) throw apiError(422, KEY_REUSED);
    if (!stored || stored.status === IN_FLIGHT) throw apiError(409, IN_PROGRESS);
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.body as object, stored.status as 200);
  }
  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(db, where);
    throw error;
  }
  const res = c.res;
  if (res.status >= 300 || !(res.headers.get('content-type') ?? '').includes('json')) {
    await releaseIdempotencyKey(db, where);
    return;
  }
  const body: unknown = await res.clone().json();
  await saveIdempotentAnswer(db, where, res.status, body);
};
