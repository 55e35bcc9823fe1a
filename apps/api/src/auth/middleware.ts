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

export const SIGNED_OUT = 'Your session has ended. Please sign in again.';

const checkUser = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { jwt, now, db } = c.get('deps');
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  if (!token) throw apiError(401, 'JWT error');
  const at = now();
  const result = await jwt.verify(token, at);
  if (result === 'expired') throw apiError(401, 'Your session has expired. Please sign in again.');
  if (result === 'invalid') throw apiError(401, 'unauthenticated');
  if (!(await isSessionActive(db, result.sid, result.user.uuid))) throw apiError(401, SIGNED_OUT);
  c.set('user', result.user);
  c.set('sid', result.sid);
  await next();
  const halfLife = result.issuedAt + jwt.ttlSeconds / 2;
  if (at.getTime() / 1000 >= halfLife && c.res.status < 400) {
    c.header('Authorization', `Bearer ${await jwt.sign(result.user, result.sid, at)}`);
  }
};

/** Marked for the OpenAPI document: every operation behind it can answer 401. */
export const requireUser = () => authenticates(checkUser());
