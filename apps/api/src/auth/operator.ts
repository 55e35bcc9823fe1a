/**
 * The operator: whoever started the server. Site-wide sandbox controls (flags, maintenance, the
 * outbox of every user) need the operator token, sent as `X-Operator-Token`. `npm start` prints it;
 * it is never put in a page or a response. Compared in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { authenticates } from '../http/openapi.js';

export const OPERATOR_HEADER = 'x-operator-token';

/** A fresh random token for a server started without OPERATOR_TOKEN. */
export function newOperatorToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isOperator(c: Context<AppEnv>): boolean {
  const expected = c.get('deps').env.OPERATOR_TOKEN;
  const given = c.req.header(OPERATOR_HEADER);
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 401 without the operator token (no hint whether the route exists beyond that). */
const checkOperator = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!isOperator(c))
    throw apiError(401, 'This needs the operator token (X-Operator-Token), printed by the server at start.');
  await next();
};

/** Marked for the OpenAPI document: every operation behind it can answer 401. */
export const requireOperator = () => authenticates(checkOperator());
