/**
 * Sandbox control (off unless SANDBOX_CONTROL is set): put an application into a state, for
 * Storybook data and end-to-end set-up; seed notifications and conditions; switch flags.
 *
 * `npm start` turns it on, so it is guarded like any other write (decision 013):
 * - an application (state jumps, conditions): its signed-in owner, or the operator. The owner may
 *   jump state and set status flags and a few harmless data keys; money, bank accounts, identity
 *   and consents are the operator's alone;
 * - a user's notifications: that user, or the operator; every CTA must be a safe in-site path
 *   (the core's redirect rule), whoever sends it;
 * - flags (maintenance included): the operator only.
 * Anonymous callers get 401; another user's application is 404 (its existence is not revealed).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  CONDITIONS_CATALOGUE,
  PROPERTY_CONDITIONS,
  SERVER_STATES,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
  VERIFICATION_STATUSES,
  isAllowedRedirectUrl,
} from '@heloc/core';
import { requireUser } from '../auth/middleware.js';
import { authenticates } from '../http/openapi.js';
import { isOperator, requireOperator } from '../auth/operator.js';
import { signerOn } from '../applications/repo.js';
import { userByUuid } from '../identity/repo.js';
import { forceApplication, insertNotification } from './repo.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { issueMessages, uuidParam, validate } from '../http/validate.js';
import { PROFILE_STATE, hasBackgroundStep } from '../pipeline/lifecycle.js';
import { openConditionAlone } from '../conditions/service.js';
import { dueOf, findApplication, toRecord, type ApplicationRow } from '../pipeline/store.js';
import { APP_NOT_FOUND } from '../applications/access.js';
import { funnelFor } from '../telemetry/routes.js';

const StateBody = v.object({
  state: v.union([v.picklist(SERVER_STATES), v.literal(PROFILE_STATE)], 'Must be a known server state'),
  status: v.optional(v.record(v.string(), v.unknown()), {}),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
  /** When the new state's background step is due, from now (default PIPELINE_DELAY_MS): a wait screen can be held long enough to be looked at. */
  dueInMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000))),
});

const flag = v.optional(v.boolean());
const oneOf = (values: readonly string[]) => v.optional(v.nullable(v.picklist(values)));

/**
 * What the owner may set in `status`: the status flags the screens read, with their known values.
 * Not `state` or `applicationUuid` (the projection spreads status over them).
 */
const OwnerStatus = v.object({
  uwDecision: oneOf(UW_DECISIONS),
  uwSubDecision: oneOf(UW_SUB_DECISIONS),
  giactAccountStatus: oneOf(VERIFICATION_STATUSES),
  bpo: oneOf(BPO_STATUSES),
  title: oneOf(TITLE_STATUSES),
  checklistStatus: oneOf(CHECKLIST_STATUSES),
  condition: oneOf(CONDITIONS_CATALOGUE),
  waitingOnFloodCert: flag,
  primaryParticipantAcceptComplete: flag,
  manualDeedSigningComplete: flag,
  manualPaystubUpload: flag,
  manualPaystubTasksComplete: flag,
  employmentVerificationNeeded: flag,
  propertyComplete: flag,
  datatreeNoMatch: flag,
  creditFrozenWithPin: flag,
  dtiDecline: flag,
  creditScoreDecline: flag,
  manualNotary: flag,
  liensComplete: flag,
  inquiryAttestNeeded: flag,
  inquiryAttestComplete: flag,
  summaryDisclosureReady: flag,
  summaryDisclosureComplete: flag,
  closingDisclosureReady: flag,
  closingDisclosureComplete: flag,
  notaryDisclosureReady: flag,
  notaryDisclosureComplete: flag,
});

/**
 * What the owner may set in `data`: keys that choose which variant of a screen shows and carry no
 * money, account, identity, consent or link. Amounts, rates, offers, bank accounts, SSN, names,
 * consents, the referrer and the replay link stay with the operator.
 */
const OwnerData = v.object({
  coDeedStatus: oneOf(['PENDING', 'COMPLETE']),
  additionalSignerVersion: v.optional(v.picklist(['v1', 'v2'])),
  hasHmda: flag,
  assetsVerified: flag,
  incomeRevised: flag,
  revalued: flag,
  winbackAccepted: flag,
  isCrypto: flag,
  propertyCondition: v.optional(v.picklist(PROPERTY_CONDITIONS)),
  insurance: v.optional(v.nullable(v.object({ complete: v.boolean() }))),
  requestedManualNotaryTime: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  notaryReservation: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
});

/** 403 naming every key the owner may not patch, then 400 for a wrong value of an allowed key. */
function checkOwnerPatch(
  part: 'status' | 'data',
  patch: Record<string, unknown>,
  schema: typeof OwnerStatus | typeof OwnerData,
) {
  const forbidden = Object.keys(patch).filter((key) => !Object.hasOwn(schema.entries, key));
  if (forbidden.length)
    throw apiError(
      403,
      ...forbidden.map((key) => `${part}.${key}: Only the operator may patch this (X-Operator-Token).`),
    );
  const result = v.safeParse(schema, patch);
  if (!result.success) throw apiError(400, ...issueMessages(result.issues, part));
}

/** The operator passes; anyone else must be signed in (401 otherwise), and is checked per object. */
// Marked for the OpenAPI document: every operation behind it can answer 401.
const operatorOrUser = (): MiddlewareHandler<AppEnv> =>
  authenticates(async (c, next) => {
    if (isOperator(c)) return next();
    // Say what would work, rather than the session's bare 'JWT error'.
    if (!c.req.header('authorization'))
      throw apiError(
        401,
        'Sign in as the owner (Authorization: Bearer …) or send the operator token (X-Operator-Token).',
      );
    return requireUser()(c, next);
  });

/** The application, if it exists and the caller is the operator or its owner (404 otherwise). */
async function controlledApplication(c: Context<AppEnv>, uuid: string): Promise<ApplicationRow> {
  const row = await findApplication(c.get('deps').db, uuid);
  if (!row || (!isOperator(c) && row.ownerUuid !== c.get('user').uuid)) throw apiError(404, APP_NOT_FOUND);
  return row;
}

/** A CTA only ever points inside the site: javascript:, data: and off-site URLs are refused. */
const SafeRedirectPath = v.pipe(
  v.string(),
  v.check(
    (path: string) => isAllowedRedirectUrl(path),
    'Must be a path inside this site (starting with / and a lowercase letter)',
  ),
);

/** Everything under /sandbox answers 404 unless the sandbox's controls are switched on (SANDBOX_CONTROL). */
export const sandboxControlOnly = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!c.get('deps').env.SANDBOX_CONTROL) throw apiError(404, 'Not found');
  await next();
};

export function sandboxRoutes() {
  const app = new Hono<AppEnv>();

  app.put(
    '/sandbox/applications/:uuid/state',
    describeRoute({
      tags: ['sandbox'],
      summary:
        'Puts an application into any state, with status and data patches. The owner may jump state and set status flags and harmless data keys; the operator (X-Operator-Token) may patch anything.',
    }),
    operatorOrUser(),
    validate('param', v.object({ uuid: uuidParam })),
    validate('json', StateBody),
    async (c) => {
      const { db, now, env } = c.get('deps');
      const row = await controlledApplication(c, c.req.valid('param').uuid);
      const body = c.req.valid('json');
      if (!isOperator(c)) {
        checkOwnerPatch('status', body.status, OwnerStatus);
        checkOwnerPatch('data', body.data, OwnerData);
      }
      const next = {
        ...toRecord(row),
        state: body.state,
        status: { ...row.status, ...body.status },
        data: { ...row.data, ...body.data },
      };
      const saved = await forceApplication(db, row.uuid, {
        state: next.state,
        status: next.status,
        data: next.data,
        // `dueInMs` is exact (a test holds a wait screen, or lets it go now); without it the step is
        // due as the pipeline would have it, holds of the right to cancel included (decision 095).
        pendingDueAt:
          body.dueInMs === undefined
            ? dueOf(next, now(), env.PIPELINE_DELAY_MS)
            : hasBackgroundStep(next)
              ? new Date(now().getTime() + body.dueInMs)
              : null,
        updatedAt: now(),
      });
      return c.json({ uuid: saved?.uuid, state: saved?.state });
    },
  );

  app.post(
    '/sandbox/applications/:uuid/conditions',
    describeRoute({
      tags: ['sandbox'],
      summary:
        'Opens a condition on an application (optionally for one of its signers): 201 with the new one, or 200 with the one of that kind the person already has (one of a kind per person, as the pipeline opens them). Owner or operator.',
    }),
    operatorOrUser(),
    validate('param', v.object({ uuid: uuidParam })),
    validate(
      'json',
      v.object({
        categoryEnum: v.picklist(CONDITIONS_CATALOGUE),
        commentsToBorrower: v.optional(v.pipe(v.string(), v.maxLength(2000))),
        numDocsRequired: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
        forUserUuid: v.optional(uuidParam),
      }),
    ),
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await controlledApplication(c, c.req.valid('param').uuid);
      const body = c.req.valid('json');
      if (body.forUserUuid) {
        // Only a signer of this application: anyone else would be a dangling (or foreign) reference.
        const signer = await signerOn(db, row.uuid, body.forUserUuid);
        if (!signer) throw apiError(400, 'forUserUuid: Must be an additional signer of this application');
      }
      // The pipeline's own rule and its notification (conditions/repo.ts): one of a kind per person.
      const { condition, opened } = await openConditionAlone(
        db,
        {
          applicationUuid: row.uuid,
          categoryEnum: body.categoryEnum,
          commentsToBorrower: body.commentsToBorrower ?? null,
          numDocsRequired: body.numDocsRequired,
          forUserUuid: body.forUserUuid ?? null,
        },
        now(),
      );
      return c.json({ uuid: condition.uuid }, opened ? 201 : 200);
    },
  );

  app.post(
    '/sandbox/users/:uuid/notifications',
    describeRoute({
      tags: ['sandbox'],
      summary: 'Adds a notification for a user: the user themselves or the operator. CTAs must be in-site paths.',
    }),
    operatorOrUser(),
    validate('param', v.object({ uuid: uuidParam })),
    validate(
      'json',
      v.object({
        title: v.pipe(v.string(), v.maxLength(200)),
        description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
        status: v.optional(v.picklist(['UNREAD', 'READ']), 'UNREAD'),
        ctas: v.optional(
          v.pipe(
            v.array(v.object({ title: v.pipe(v.string(), v.maxLength(100)), redirectPath: SafeRedirectPath })),
            v.maxLength(5),
          ),
          [],
        ),
        createdAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
      }),
    ),
    async (c) => {
      const { db, now } = c.get('deps');
      const userUuid = c.req.valid('param').uuid;
      if (!isOperator(c) && c.get('user').uuid !== userUuid)
        throw apiError(403, 'Only the operator may add notifications for another user.');
      const user = await userByUuid(db, userUuid);
      if (!user) throw apiError(404, 'User not found.');
      const body = c.req.valid('json');
      const row = await insertNotification(db, {
        userUuid,
        title: body.title,
        description: body.description,
        status: body.status,
        ctas: body.ctas,
        createdAt: body.createdAt ? new Date(body.createdAt) : now(),
      });
      return c.json({ uuid: row?.uuid }, 201);
    },
  );

  const Day = 24 * 60 * 60 * 1000;
  const When = v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(s) && !Number.isNaN(Date.parse(s)),
        'Must be a date (YYYY-MM-DD) or an ISO timestamp',
      ),
    ),
  );
  // Where borrowers drop off (the flow explorer's analyst view): the operator only — the page
  // paths carry application ids, and the counts are the business's, not a borrower's.
  app.get(
    '/sandbox/telemetry/funnel',
    describeRoute({
      tags: ['sandbox'],
      summary:
        'Sessions that reached each screen and where they stopped, over a period [from, to) and optionally one organisation. A bare date as `to` includes that whole day. Operator only.',
    }),
    requireOperator(),
    validate(
      'query',
      v.object({
        from: When,
        to: When,
        org: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'Must be an organisation code'))),
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      const now = c.get('deps').now();
      // A bare date names a whole day: `to=2026-11-23` runs to the end of the 23rd.
      const to = q.to ? new Date(Date.parse(q.to) + (q.to.length === 10 ? Day : 0)) : new Date(now.getTime() + 1);
      const from = q.from ? new Date(q.from) : new Date(to.getTime() - 30 * Day);
      if (from >= to) throw apiError(400, 'from: Must be before to');
      const result = await funnelFor(c.get('deps').db, { from, to, ...(q.org ? { org: q.org } : {}) });
      return c.json({ from: from.toISOString(), to: to.toISOString(), org: q.org ?? null, ...result });
    },
  );

  app.put(
    '/sandbox/flags/:key',
    describeRoute({
      tags: ['sandbox'],
      summary: 'Overrides a feature flag (maintenance included) for every server on the database. Operator only.',
    }),
    requireOperator(),
    validate('param', v.object({ key: v.pipe(v.string(), v.maxLength(100)) })),
    validate(
      'json',
      v.object({ flagEnabled: v.boolean(), variables: v.optional(v.record(v.string(), v.unknown()), {}) }),
    ),
    async (c) => {
      await c.get('deps').flags.set(c.req.valid('param').key, c.req.valid('json'));
      return c.body(null, 204);
    },
  );

  return app;
}
