/**
 * The leave-survey's answers (shared-surfaces §2): why a borrower left their application from one of
 * the armed screens. Owner only, checked by the core's schema, limited per application and stored
 * with the telemetry (kind 'leave-survey') — an answer is feedback about the journey, not part of it,
 * so it never moves the application's state.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { LEAVE_SURVEY_ENDPOINTS } from '@heloc/core/contract';
import { requireUser } from '../auth/middleware.js';
import { SharedCounters } from '../auth/rate-limit.js';
import { tooManyRequests } from '../auth/throttle.js';
import { recordTelemetry } from '../telemetry/repo.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { jsonSuccess } from '../http/openapi.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { findApplication } from '../pipeline/store.js';
import { APP_NOT_FOUND } from '../applications/access.js';

const Uuid = v.object({ uuid: uuidParam });
/**
 * Four armed screens, each asked once per browser session: 20 an hour per application is several
 * sessions' worth for a real borrower, and stops a script filling the table.
 */
export const LEAVE_SURVEY_LIMIT = 20;
const LEAVE_SURVEY_WINDOW_MS = 60 * 60_000;
export const LEAVE_SURVEY_THROTTLED = 'Too many answers for this application. Please try again later.';

export function leaveSurveyRoutes() {
  const app = new Hono<AppEnv>();
  app.use(LEAVE_SURVEY_ENDPOINTS.leaveSurvey.path, requireUser());
  onEndpoint(
    app,
    'leaveSurvey',
    [
      describeRoute({
        tags: ['telemetry'],
        summary:
          'The leave-survey: why the borrower left the application from liens, product/select, identity or signing/sign.',
        responses: {
          202: jsonSuccess('Recorded.', {
            type: 'object',
            required: ['accepted'],
            properties: { accepted: { const: true } },
          }),
        },
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const { uuid } = c.req.valid('param');
      // Owner only; not `ownedApplication`: an answer is no reason to run the application's due steps.
      const row = await findApplication(db, uuid);
      if (!row || row.ownerUuid !== c.get('user').uuid) throw apiError(404, APP_NOT_FOUND);
      const hits = await new SharedCounters(db).hit(`leave-survey:${uuid}`, LEAVE_SURVEY_WINDOW_MS, now());
      if (hits.count > LEAVE_SURVEY_LIMIT) throw tooManyRequests(LEAVE_SURVEY_THROTTLED, hits.retryAfterSeconds);
      const answer = c.req.valid('json');
      await recordTelemetry(db, {
        kind: 'leave-survey',
        sessionKey: null,
        body: { applicationUuid: uuid, identityUuid: row.ownerUuid, state: row.state, ...answer },
        createdAt: now(),
      });
      return c.json({ accepted: true as const }, 202);
    },
  );
  return app;
}
