/**
 * Sandbox control (off unless SANDBOX_CONTROL is set): put an application into any state, for
 * Storybook data and end-to-end set-up; seed notifications and conditions; switch flags.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { CONDITIONS_CATALOGUE, SERVER_STATES } from '@heloc/core';
import { applications, conditions, notifications, users } from '../db/schema.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { uuidParam, validate } from '../http/validate.js';
import { PROFILE_STATE, hasBackgroundStep } from '../pipeline/lifecycle.js';
import { findApplication, toRecord } from '../pipeline/store.js';

const StateBody = v.object({
  state: v.union([v.picklist(SERVER_STATES), v.literal(PROFILE_STATE)], 'Must be a known server state'),
  status: v.optional(v.record(v.string(), v.unknown()), {}),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});

export function sandboxRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/sandbox/*', async (c, next) => {
    if (!c.get('deps').env.SANDBOX_CONTROL) throw apiError(404, 'Not found');
    await next();
  });

  app.put('/sandbox/applications/:uuid/state', describeRoute({ tags: ['sandbox'], summary: 'Puts an application into any state, with status and data patches.' }), validate('param', v.object({ uuid: uuidParam })), validate('json', StateBody), async (c) => {
    const { db, now, env } = c.get('deps');
    const row = await findApplication(db, c.req.valid('param').uuid);
    if (!row) throw apiError(404, 'Application not found.');
    const body = c.req.valid('json');
    const next = { ...toRecord(row), state: body.state, status: { ...row.status, ...body.status }, data: { ...row.data, ...body.data } };
    const [saved] = await db
      .update(applications)
      .set({ state: next.state, status: next.status, data: next.data, pendingDueAt: hasBackgroundStep(next) ? new Date(now().getTime() + env.PIPELINE_DELAY_MS) : null, updatedAt: now() })
      .where(eq(applications.uuid, row.uuid))
      .returning();
    return c.json({ uuid: saved?.uuid, state: saved?.state });
  });

  app.post('/sandbox/applications/:uuid/conditions', describeRoute({ tags: ['sandbox'], summary: 'Opens a condition on an application (optionally for a signer).' }), validate('param', v.object({ uuid: uuidParam })), validate('json', v.object({ categoryEnum: v.picklist(CONDITIONS_CATALOGUE), commentsToBorrower: v.optional(v.string()), numDocsRequired: v.optional(v.number()), forUserUuid: v.optional(uuidParam) })), async (c) => {
    const { db, now } = c.get('deps');
    const body = c.req.valid('json');
    if (!(await findApplication(db, c.req.valid('param').uuid))) throw apiError(404, 'Application not found.');
    const [row] = await db
      .insert(conditions)
      .values({ applicationUuid: c.req.valid('param').uuid, categoryEnum: body.categoryEnum, commentsToBorrower: body.commentsToBorrower ?? null, forUserUuid: body.forUserUuid ?? null, xtraData: body.numDocsRequired ? { numDocsRequired: body.numDocsRequired } : null, createdAt: now() })
      .returning();
    return c.json({ uuid: row?.uuid }, 201);
  });

  app.post('/sandbox/users/:uuid/notifications', describeRoute({ tags: ['sandbox'], summary: 'Adds a notification for a user.' }), validate('param', v.object({ uuid: uuidParam })), validate('json', v.object({ title: v.string(), description: v.optional(v.string(), ''), status: v.optional(v.picklist(['UNREAD', 'READ']), 'UNREAD'), ctas: v.optional(v.array(v.object({ title: v.string(), redirectPath: v.string() })), []), createdAt: v.optional(v.pipe(v.string(), v.isoTimestamp())) })), async (c) => {
    const body = c.req.valid('json');
    const [user] = await c.get('deps').db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, c.req.valid('param').uuid));
    if (!user) throw apiError(404, 'User not found.');
    const [row] = await c.get('deps').db
      .insert(notifications)
      .values({ userUuid: c.req.valid('param').uuid, title: body.title, description: body.description, status: body.status, ctas: body.ctas, createdAt: body.createdAt ? new Date(body.createdAt) : c.get('deps').now() })
      .returning();
    return c.json({ uuid: row?.uuid }, 201);
  });

  app.put('/sandbox/flags/:key', describeRoute({ tags: ['sandbox'], summary: 'Overrides a feature flag for every server on the database.' }), validate('param', v.object({ key: v.pipe(v.string(), v.maxLength(100)) })), validate('json', v.object({ flagEnabled: v.boolean(), variables: v.optional(v.record(v.string(), v.unknown()), {}) })), async (c) => {
    await c.get('deps').flags.set(c.req.valid('param').key, c.req.valid('json'));
    return c.body(null, 204);
  });

  return app;
}
