/**
 * The operator's read of what borrowers sent (issue 14), under /sandbox (so only with
 * SANDBOX_CONTROL) and only with the operator token: the CEO feedback received. (The drop-off
 * funnel of the stored page views is the explorer's: /sandbox/telemetry/funnel, core funnel.ts.)
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireOperator } from '../auth/operator.js';
import { newestFeedback } from './repo.js';
import type { AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';
import { onEndpoint } from '../http/endpoint.js';

export function insightRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'operatorFeedback',
    [
      describeRoute({
        tags: ['sandbox'],
        summary:
          'Operator only: the CEO feedback received, newest first (topic, message, marketing consent, application, page, sender).',
      }),
      requireOperator(),
      validate(
        'query',
        v.object({
          limit: v.optional(
            v.pipe(
              v.string(),
              v.regex(/^\d{1,3}$/, 'Must be a number from 1 to 500'),
              v.transform(Number),
              v.minValue(1, 'Must be a number from 1 to 500'),
              v.maxValue(500, 'Must be a number from 1 to 500'),
            ),
            '100',
          ),
        }),
      ),
    ],
    async (c) => {
      const rows = await newestFeedback(c.get('deps').db, c.req.valid('query').limit);
      return c.json({
        feedback: rows.map((r) => ({
          uuid: r.uuid,
          received: r.createdAt.toISOString(),
          from: r.email,
          orgCode: r.orgCode,
          ...r.body,
        })),
      });
    },
  );
  return app;
}
