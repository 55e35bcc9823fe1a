/**
 * The one way to register a row of the contract's endpoint tables (decision 085): by its name, the
 * route takes the row's method and path, and a row that sends JSON has its body validated with the
 * row's request schema (`ENDPOINT_REQUESTS`), the same schema the app's body type is read from and
 * the OpenAPI requestBody is generated from. The validator runs last, just before the handler, after
 * the route's own middleware (its docs, the session, its path and query checks).
 */
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import {
  ALL_ROWS,
  ENDPOINT_REQUESTS,
  type JsonRequestName,
  type RequestBody,
  type RequestOutput,
} from '@heloc/core/contract';
import type { AppEnv } from './context.js';
import { validate } from './validate.js';

/** Every row, by its name (the contract's `ALL_ROWS`). */
export const ROWS = ALL_ROWS;
export type RowName = keyof typeof ROWS;

/** Any middleware (`never`: a function of any context is one). */
type Middleware = (c: never, next: never) => unknown;
/** What the route's middleware validated (a validator's `c.req.valid(…)` types), joined. */
type InputOf<M> = M extends (c: Context<infer _E, infer _P, infer I>, next: never) => unknown ? I : object;
type Inputs<Ms extends readonly unknown[]> = Ms extends readonly [infer Head, ...infer Tail]
  ? InputOf<Head> & Inputs<Tail>
  : object;
/** The row's body, as its request schema reads it. */
type BodyInput<N> = N extends JsonRequestName
  ? { in: { json: RequestBody<N> }; out: { json: RequestOutput<N> } }
  : object;

/** The JSON validator of a row, or none (a row that sends nothing, a form, or a body the server does not read). */
export function bodyValidator(name: RowName): MiddlewareHandler[] {
  const schema = (ENDPOINT_REQUESTS as Record<string, unknown>)[name];
  return typeof schema === 'object' && schema !== null
    ? [validate('json', schema as Parameters<typeof validate>[1]) as MiddlewareHandler]
    : [];
}

/**
 * `onEndpoint(app, 'saveDetails', [describeRoute(…), requireUser()], handler)`: registers the row's
 * method and path with the middleware given, then the row's body validator, then the handler (whose
 * `c.req.valid(…)` knows what each validator, the body's included, checked).
 */
export function onEndpoint<N extends RowName, const Ms extends readonly Middleware[]>(
  app: Hono<AppEnv>,
  name: N,
  middleware: Ms,
  handler: Handler<AppEnv, (typeof ROWS)[N]['path'], Inputs<Ms> & BodyInput<N>>,
): void {
  const row = ROWS[name];
  const chain = [...middleware, ...bodyValidator(name), handler] as unknown as [Handler, ...Handler[]];
  app.on(row.method, row.path, ...chain);
}
