/** The sandbox API as a Hono app: dependencies in, no listening (main.ts listens; tests call app.request). */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { openAPIRouteHandler } from 'hono-openapi';
import { MESSAGES } from '@heloc/core';
import type { AppEnv, Deps } from './http/context.js';
import { apiError } from './http/errors.js';
import { idempotent } from './http/idempotency.js';
import { withOrg } from './http/orgs.js';
import { noStoreOnApi, permissionsPolicy, securityHeaders } from './http/security.js';
import { applicationRoutes } from './routes/applications.js';
import { documentRoutes } from './routes/documents.js';
import { identityRoutes } from './routes/identity.js';
import { sandboxRoutes } from './routes/sandbox.js';
import { shellRoutes } from './routes/shell.js';
import { telemetryRoutes } from './routes/telemetry.js';

export interface CreateAppOptions {
  /** Serves the built web app (and its SPA fallback) from this handler, if given. */
  readonly web?: (app: Hono<AppEnv>) => void;
  readonly log?: (message: string, error?: unknown) => void;
}

export function createApp(deps: Deps, options: CreateAppOptions = {}) {
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders());
  app.use('*', permissionsPolicy());
  app.use('*', noStoreOnApi());
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: deps.env.UPLOAD_MAX_BYTES * 10 + 1024 * 1024,
      onError: () => {
        throw apiError(413, 'The request is too large.');
      },
    }),
  );
  app.use('*', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    const length = Number(c.req.header('content-length') ?? 0);
    if (type.includes('json') && length > 1024 * 1024) throw apiError(413, 'The request is too large.');
    await next();
  });
  app.use('*', withOrg());
  app.use('*', idempotent());

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', identityRoutes());
  app.route('/', shellRoutes());
  app.route('/', telemetryRoutes());
  app.route('/', documentRoutes());
  app.route('/', applicationRoutes());
  app.route('/', sandboxRoutes());

  app.get(
    '/openapi.json',
    openAPIRouteHandler(app, {
      documentation: {
        openapi: '3.1.0',
        info: {
          title: 'HELOC portal sandbox API',
          version: '0.1.0',
          description:
            'The contract the borrower web app calls, served by the sandbox on embedded PostgreSQL. Errors are `{ "errors": [ … ] }`. Secure paths need `Authorization: Bearer <jwt>`; a response `Authorization: Bearer …` header replaces the token. Creates accept an `Idempotency-Key` header. The organisation comes from the `x-org` header.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
        tags: [
          { name: 'identity' }, { name: 'applications' }, { name: 'journey', description: 'The write side under the application.' },
          { name: 'signers' }, { name: 'conditions' }, { name: 'documents' }, { name: 'shell' }, { name: 'telemetry' }, { name: 'flags' }, { name: 'sandbox' },
        ],
      },
    }),
  );

  options.web?.(app);

  app.notFound((c) => c.json({ errors: ['Not found'] }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof SyntaxError && /JSON/i.test(error.message)) return c.json({ errors: ['The request body is not valid JSON.'] }, 400);
    log(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ errors: [MESSAGES.somethingUnexpected] }, 500);
  });
  return app;
}
