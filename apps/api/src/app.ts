/**
 * The sandbox API as a Hono app: dependencies in, no listening (main.ts listens; tests call app.request).
 * This file is the one mount table: every feature's routes are mounted here and nowhere else
 * (decision 072). Middleware runs in mount order, so an entry's place in the list is part of it.
 */
import { uploadFlood } from './http/upload-flood.js';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '@heloc/core';
import type { AppEnv, Deps } from './http/context.js';
import { bodies } from './http/body.js';
import { pingDatabase } from './db/health.js';
import { errorResponse, isDatabaseUnavailable, unavailableResponse } from './http/errors.js';
import { idempotent } from './http/idempotency.js';
import { openApiDocument } from './http/openapi.js';
import { withOrg } from './http/orgs.js';
import { noStoreOnApi, permissionsPolicy, securityHeaders } from './http/security.js';
import { APP_BASE, applicationRoutes } from './applications/routes.js';
import { requireUser } from './auth/middleware.js';
import { insightRoutes } from './insights/routes.js';
import { notaryRoutes } from './notary/routes.js';
import { signerAreaRoutes } from './signers/area.js';
import { signerNotaryRoutes } from './signers/notary-visit.js';
import { signerRoutes } from './signers/routes.js';
import { chatbotRoutes } from './chatbot/routes.js';
import { closingStatusRoutes } from './closing/routes.js';
import { underwritingRoutes } from './underwriting/routes.js';
import { leaveSurveyRoutes } from './leave-survey/routes.js';
import { conditionRoutes } from './conditions/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { disclosureRoutes } from './documents/routes.js';
import { identityRoutes } from './identity/routes.js';
import { linkInFlightRoutes, linkPageRoutes, linkPagesHeaders, linkSessionRoutes } from './link/routes.js';
import { outboxRoutes } from './outbox/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { sandboxControlOnly, sandboxRoutes } from './sandbox/routes.js';
import { shellRoutes } from './shell/routes.js';
import { telemetryRoutes } from './telemetry/routes.js';
import { chatRoutes } from './chat/routes.js';
import { MAX_UPLOAD_FILES } from './uploads/files.js';

export interface CreateAppOptions {
  /** Serves the built web app (and its SPA fallback) from this handler, if given. */
  readonly web?: (app: Hono<AppEnv>) => void;
  readonly log?: (message: string, error?: unknown) => void;
}

export function createApp(deps: Deps, options: CreateAppOptions = {}) {
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));
  const app = new Hono<AppEnv>();

  // Outermost, so the provider pages' stricter CSP replaces the app's after it is set.
  app.use('*', linkPagesHeaders());
  app.use('*', securityHeaders());
  app.use('*', permissionsPolicy());
  app.use('*', noStoreOnApi());
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Uploads are metered per address before their bodies, sessions or the database are touched.
  app.use('*', uploadFlood({ burst: deps.env.UPLOAD_BURST, perMinute: deps.env.UPLOAD_RATE_LIMIT }));
  // Byte limits on the stream (chunked or not), JSON parsed once with a depth limit, clean text only.
  app.use('*', bodies({ multipartMaxBytes: deps.env.UPLOAD_MAX_BYTES * MAX_UPLOAD_FILES + 1024 * 1024 }));
  app.use('*', withOrg());
  app.use('*', idempotent());

  // Liveness: the process serves (a load balancer keeps it). Readiness: it can also reach its
  // database right now (a load balancer sends it traffic); 503 while the database is away, 200 again
  // as soon as it is back, without a restart (issue 23, item 2).
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    try {
      await pingDatabase(deps.db);
      return c.json({ ok: true, database: 'up' });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailableResponse();
    }
  });
  app.route('/', identityRoutes());
  app.route('/', shellRoutes());
  app.route('/', telemetryRoutes());
  app.route('/', chatRoutes());
  app.route('/', chatbotRoutes());
  app.route('/', conditionRoutes());
  app.route('/', uploadRoutes()); // the uploaded documents' list and download (the same place in the order as before)
  app.route('/', closingStatusRoutes());
  app.route('/', underwritingRoutes());
  app.route('/', leaveSurveyRoutes());
  app.route('/', disclosureRoutes());
  // The application and everything under it need a signed-in user (a handler mounted above on
  // these paths answers before this check, as it always has: order is the mount order).
  app.use(`${APP_BASE}/*`, requireUser());
  app.use(APP_BASE, requireUser());
  app.use('/service-krang-heloc/borrower/secure/*', requireUser());
  app.route('/', applicationRoutes()); // the application and the journey's steps (JOURNEY_STEPS)
  app.route('/', linkSessionRoutes()); // linking an outside account: the provider's pages answer with a token
  app.route('/', linkInFlightRoutes());
  app.route('/', notaryRoutes());
  app.route('/', signerRoutes()); // invite, list, resend, correct (owner)
  app.route('/', signerAreaRoutes()); // the signer's own area
  app.route('/', signerNotaryRoutes()); // the signer's own notary visit
  app.route('/', outboxRoutes());
  app.use('/sandbox/*', sandboxControlOnly());
  app.route('/', insightRoutes());
  app.route('/', reminderRoutes()); // sandbox: run the reminders' tick, a reply text from a phone
  app.route('/', sandboxRoutes());
  app.route('/', linkPageRoutes());

  const document = openApiDocument(app as unknown as Hono<never>, {
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
      { name: 'identity' },
      { name: 'applications' },
      { name: 'journey', description: 'The write side under the application.' },
      { name: 'signers' },
      { name: 'conditions' },
      { name: 'documents' },
      { name: 'shell' },
      { name: 'telemetry' },
      { name: 'chat', description: 'Live chat: the sandbox stand-in for the chat provider, and the agents’ console.' },
      { name: 'flags' },
      { name: 'sandbox' },
    ],
  });
  app.get('/openapi.json', async (c) => c.json(await document()));

  options.web?.(app);

  app.notFound((c) => c.json({ errors: ['Not found'] }, 404));
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      log(`Database unavailable on ${c.req.method} ${c.req.path} (answered 503): ${error.message}`);
      return unavailableResponse();
    }
    const known = errorResponse(error);
    if (known) {
      // Database refusals that reach here are inputs a check missed: answered as the client's fault, but logged to be fixed.
      if (!(error instanceof HTTPException)) log(`Refused by the database on ${c.req.method} ${c.req.path}`, error);
      return known;
    }
    log(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ errors: [MESSAGES.somethingUnexpected] }, 500);
  });
  return app;
}
