/**
 * Secure paths need `Authorization: Bearer <jwt>`: 401 when missing, invalid, expired or signed
 * out (its session revoked). A token past half its life is replaced through a response
 * `Authorization: Bearer …` header — for the same session, so signing out ends the replacement too.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { authenticates } from '../http/openapi.js';
import { isSessionActive } from './sessions.js';
import { cachedSessionActive } from '../db/read-cache.js';

export const SIGNED_OUT = 'Your session has ended. Please sign in again.';

/** The status read (applications/access.ts `applicationStatus`): its one query checks the session too. */
const DEFERS_SESSION =
  /^\/service-krang-heloc\/borrower\/secure\/api\/v1\/[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}\/status$/i;

const checkUser = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { jwt, now, db } = c.get('deps');
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  if (!token) throw apiError(401, 'JWT error');
  const at = now();
  const result = await jwt.verify(token, at);
  if (result === 'expired') throw apiError(401, 'Your session has expired. Please sign in again.');
  if (result === 'invalid') throw apiError(401, 'unauthenticated');
  // The status read every waiting borrower polls checks the session in its own single query.
  const deferred =
    c.req.method === 'GET' && DEFERS_SESSION.test(c.req.path) && !cachedSessionActive(db, result.sid, result.user.uuid);
  if (deferred) c.set('sessionDeferred', true);
  else if (!(await isSessionActive(db, result.sid, result.user.uuid))) throw apiError(401, SIGNED_OUT);
  c.set('user', result.user);
  c.set('sid', result.sid);
  await next();
  // Fail closed: a handler that did not check the deferred session answers 401, whatever it said.
  if (deferred && c.get('sessionChecked') !== true && c.res.status < 400) throw apiError(401, SIGNED_OUT);
  const halfLife = result.issuedAt + jwt.ttlSeconds / 2;
  if (at.getTime() / 1000 >= halfLife && c.res.status < 400) {
    c.header('Authorization', `Bearer ${await jwt.sign(result.user, result.sid, at)}`);
  }
};

/** Marked for the OpenAPI document: every operation behind it can answer 401. */
export const requireUser = () => authenticates(checkUser());
