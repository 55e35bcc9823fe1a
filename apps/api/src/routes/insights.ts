/**
 * The operator's reads of what borrowers sent and did (issue 14), under /sandbox (so only with
 * SANDBOX_CONTROL) and only with the operator token: the CEO feedback received, and the drop-off
 * funnel of the stored page views (the rule is the core's funnel(), shared with the flow explorer).
 */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { funnel } from '@heloc/core';
import { requireOperator } from '../auth/operator.js';
import { feedback, telemetry, users } from '../db/schema.js';
import type { AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';

const IsoDate = v.optional(v.pipe(v.string(), v.isoTimestamp('Must be an ISO timestamp, e.g. 2026-11-23T00:00:00Z')));
const OrgCode = v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'Must be an organisation code')));

export function registerInsights(app: Hono<AppEnv>) {
  app.get(
    '/sandbox/feedback',
    describeRoute({ tags: ['sandbox'], summary: 'Operator only: the CEO feedback received, newest first (topic, message, marketing consent, application, page, sender).' }),
    requireOperator(),
    validate('query', v.object({ limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Must be a number from 1 to 500'), v.transform(Number), v.minValue(1, 'Must be a number from 1 to 500'), v.maxValue(500, 'Must be a number from 1 to 500')), '100') })),
    async (c) => {
      const rows = await c
        .get('deps')
        .db.select({ uuid: feedback.uuid, body: feedback.body, createdAt: feedback.createdAt, email: users.email, orgCode: users.orgCode })
        .from(feedback)
        .innerJoin(users, eq(users.uuid, feedback.userUuid))
        .orderBy(desc(feedback.createdAt))
        .limit(c.req.valid('query').limit);
      return c.json({ feedback: rows.map((r) => ({ uuid: r.uuid, received: r.createdAt.toISOString(), from: r.email, orgCode: r.orgCode, ...r.body })) });
    },
  );

  app.get(
    '/sandbox/telemetry/funnel',
    describeRoute({ tags: ['sandbox'], summary: 'Operator only: per screen, how many distinct telemetry sessions reached it and how many stopped there (their last page view), from the stored page views between from and to, of one organisation if given. The rule is @heloc/core funnel().' }),
    requireOperator(),
    validate('query', v.object({ from: IsoDate, to: IsoDate, org: OrgCode })),
    async (c) => {
      const { from, to, org } = c.req.valid('query');
      const rows = await c
        .get('deps')
        .db.select({ sessionKey: telemetry.sessionKey, body: telemetry.body, createdAt: telemetry.createdAt })
        .from(telemetry)
        .where(and(eq(telemetry.kind, 'event'), from ? gte(telemetry.createdAt, new Date(from)) : undefined, to ? lt(telemetry.createdAt, new Date(to)) : undefined, org ? eq(telemetry.orgCode, org) : undefined));
      const views = rows
        .filter((r) => r.body.event === 'PAGE_VIEW')
        .map((r) => ({ sessionKey: r.sessionKey, pagePath: typeof r.body.pagePath === 'string' ? r.body.pagePath : null, at: r.createdAt.getTime() }));
      return c.json({ from: from ?? null, to: to ?? null, org: org ?? null, ...funnel(views) });
    },
  );
}
