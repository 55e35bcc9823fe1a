/**
 * Creates are idempotent under an `Idempotency-Key` header: the first answer is stored and replayed
 * for the same key, caller and route; a duplicate that arrives while the first runs gets 409.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { OPERATOR_HEADER } from '../auth/operator.js';
import { idempotency } from '../db/schema.js';
import type { AppEnv } from './context.js';
import { apiError } from './errors.js';

const IN_FLIGHT = 0;

export const idempotent = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (!key || !['POST', 'PUT', 'PATCH'].includes(c.req.method)) return next();
  if (!/^[\w-]{8,100}$/.test(key)) throw apiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  const { db, now } = c.get('deps');
  // The caller is whoever holds the credentials (session and operator token); a different token
  // never sees another's answer — nor does a caller without the operator token see the operator's.
  const caller = createHash('sha256').update(`${c.req.header('authorization') ?? 'anonymous'}\n${c.req.header(OPERATOR_HEADER) ?? ''}`).digest('hex');
  const route = `${c.req.method} ${c.req.path}`;
  const where = and(eq(idempotency.key, key), eq(idempotency.userUuid, caller), eq(idempotency.route, route));
  const inserted = await db.insert(idempotency).values({ key, userUuid: caller, route, status: IN_FLIGHT, body: null, createdAt: now() }).onConflictDoNothing().returning();
  if (inserted.length === 0) {
    const [stored] = await db.select().from(idempotency).where(where);
    if (!stored || stored.status === IN_FLIGHT) throw apiError(409, 'A request with this Idempotency-Key is still being processed.');
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.body as object, stored.status as 200);
  }
  try {
    await next();
  } catch (error) {
    await db.delete(idempotency).where(where);
    throw error;
  }
  const res = c.res;
  if (res.status >= 500 || !(res.headers.get('content-type') ?? '').includes('json')) {
    await db.delete(idempotency).where(where);
    return;
  }
  const body: unknown = await res.clone().json();
  await db.update(idempotency).set({ status: res.status, body }).where(where);
};
