/**
 * Telemetry events and sessions, and the experiment/feature-flag service (optimize). A repeated key
 * action is stored once (the core's telemetryDedupeKey); an experiment's decision is the core's
 * experimentVariant of the tracker, so every server gives a tracker the same variant.
 */
import { randomUUID } from 'node:crypto';
import { EXPERIMENTS, experimentByKey, experimentVariant, funnel, telemetryDedupeKey, type Funnel } from '@heloc/core';
import { Hono, type Context as HonoContext } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { Db } from '../db/client.js';
import { pageViews, recordTelemetry, recordTelemetryOnce } from './repo.js';
import type { AppEnv } from '../http/context.js';
import { jsonSuccess } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { onEndpoint } from '../http/endpoint.js';

const Context = v.object({
  context: v.picklist(['external', 'secure', 'insecure'], 'Must be external, secure or insecure'),
});
/** What every telemetry call answers: accepted, stored or not (a duplicate key action is not stored twice). */
const ACCEPTED = {
  202: jsonSuccess('Stored.', { type: 'object', required: ['accepted'], properties: { accepted: { const: true } } }),
};

export function telemetryRoutes() {
  const app = new Hono<AppEnv>();

  onEndpoint(
    app,
    'ftEvent',
    [
      describeRoute({
        tags: ['telemetry'],
        summary: 'A telemetry event (page views, actions).',
        responses: ACCEPTED,
      }),
      validate('param', Context),
    ],
    async (c) => {
      const body = c.req.valid('json');
      // The organisation the page was served for (x-org), kept with the event: the drop-off funnel is
      // read per organisation. A duplicate key action is accepted (the browser need not know) but not
      // stored twice.
      await recordTelemetryOnce(c.get('deps').db, {
        kind: 'event',
        sessionKey: body.sessionKey ?? null,
        body: { ...body, orgCode: c.get('orgCode') },
        dedupeKey: telemetryDedupeKey(body) ?? null,
        createdAt: c.get('deps').now(),
      });
      return c.json({ accepted: true }, 202);
    },
  );

  onEndpoint(
    app,
    'ftSession',
    [
      describeRoute({
        tags: ['telemetry'],
        summary: 'Opens a telemetry session; returns its key.',
        responses: {
          200: jsonSuccess('The session’s key.', {
            type: 'object',
            required: ['sessionKey'],
            properties: { sessionKey: { type: 'string', minLength: 1 } },
          }),
        },
      }),
      validate('param', Context),
    ],
    async (c) => {
      const body = c.req.valid('json');
      // An empty key is no key (found by the fuzz: '' was stored and echoed as the session's key).
      const sessionKey = body.sessionKey || `${randomUUID()}.${c.get('deps').now().getTime()}`;
      await recordTelemetry(c.get('deps').db, { kind: 'session', sessionKey, body, createdAt: c.get('deps').now() });
      return c.json({ sessionKey });
    },
  );

  // The sandbox's stand-in for the error-reporting service (shared-surfaces §8: a render error is
  // reported): kept with the telemetry, as kind 'error', with the organisation the page was for.
  onEndpoint(
    app,
    'ftError',
    [
      describeRoute({
        tags: ['telemetry'],
        summary: 'An error report from the browser (a render error: message, stack, component stack, page).',
        responses: ACCEPTED,
      }),
      validate('param', Context),
    ],
    async (c) => {
      const body = c.req.valid('json');
      await recordTelemetry(c.get('deps').db, {
        kind: 'error',
        sessionKey: body.sessionKey ?? null,
        body: { ...body, orgCode: c.get('orgCode') },
        createdAt: c.get('deps').now(),
      });
      return c.json({ accepted: true }, 202);
    },
  );

  const flagAnswer = async (c: HonoContext<AppEnv>, key: string) => {
    const flag = await c.get('deps').flags.get(key);
    return {
      featureKey: key,
      enabled: flag.flagEnabled,
      flagEnabled: flag.flagEnabled,
      variables: flag.variables ?? {},
    };
  };

  onEndpoint(
    app,
    'feature',
    [describeRoute({ tags: ['flags'], summary: 'Is a feature enabled for this user?' }), validate('param', Context)],
    async (c) => c.json(await flagAnswer(c, c.req.valid('json').featureKey)),
  );
  onEndpoint(
    app,
    'decision',
    [
      describeRoute({
        tags: ['flags'],
        summary:
          'An experiment decision: flagEnabled and variables (e.g. fe-heloc-maintenance: routes, message, pageTitle, shouldShowDashboardLink); for an experiment (heloc-contact-reassurance) the variant of optimizeUser.trackerId, stable per tracker.',
      }),
      validate('param', Context),
    ],
    async (c) => {
      const { featureKey, optimizeUser } = c.req.valid('json');
      const experiment = experimentByKey(featureKey);
      if (!experiment) return c.json(await flagAnswer(c, featureKey));
      // An experiment switched off by its flag shows everyone control, the screen as it was.
      const off = (await c.get('deps').flags.all())[featureKey]?.flagEnabled === false;
      const variationKey = off
        ? EXPERIMENTS[experiment].variants[0]
        : experimentVariant(experiment, optimizeUser?.trackerId);
      return c.json({
        featureKey,
        enabled: !off,
        flagEnabled: !off,
        variationKey,
        variables: { variant: variationKey },
      });
    },
  );
  onEndpoint(
    app,
    'features',
    [describeRoute({ tags: ['flags'], summary: 'Every feature flag for this user.' }), validate('param', Context)],
    async (c) =>
      c.json(
        Object.entries(await c.get('deps').flags.all()).map(([key, f]) => ({
          featureKey: key,
          enabled: f.flagEnabled,
          variables: f.variables ?? {},
        })),
      ),
  );

  return app;
}

/**
 * The drop-off funnel for a period and, optionally, one organisation: the stored page views, read
 * here, mean what @heloc/core's `funnel` says. Oldest first, so ties keep the order they arrived in.
 */
export async function funnelFor(db: Db, query: { from: Date; to: Date; org?: string }): Promise<Funnel> {
  const rows = await pageViews(db, query);
  return funnel(
    rows.flatMap((r) =>
      r.sessionKey && typeof r.body.pagePath === 'string'
        ? [{ sessionKey: r.sessionKey, pagePath: r.body.pagePath, at: r.createdAt.getTime() }]
        : [],
    ),
  );
}
