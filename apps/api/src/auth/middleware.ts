/**
 * Secure paths need `Authorization: Bearer <jwt>`: 401 when missing, invalid or expired. A token
 * past half its life is replaced through a response `Authorization: Bearer …` header.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { authenticates } from '../http/openapi.js';

const checkUser = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { jwt, now } = c.get('deps');
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  if (!token) throw apiError(401, 'JWT error');
  const at = now();
  const result = await jwt.verify(token, at);
  if (result === 'expired') throw apiError(401, 'Your session has expired. Please sign in again.');
  if (result === 'invalid') throw apiError(401, 'unauthenticated');
  c.set('user', result.user);
  await next();
  const halfLife = result.issuedAt + jwt.ttlSeconds / 2;
  if (at.getTime() / 1000 >= halfLife && c.res.status < 400) {
    c.header('Authorization', `Bearer ${await jwt.sign(result.user, at)}`);
  }
};

/** Marked for the OpenAPI document: every operation behind it can answer 401. */
export const requireUser = () => authenticates(checkUser());
