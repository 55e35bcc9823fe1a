/**
 * Applications: the reads the browser makes (one, all, status, co-deed status, full-story link)
 * and the journey's write side under /service-application/api/v1/application/heloc/{uuid}/….
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { toJsonSchema } from '@valibot/to-json-schema';
import { describeRoute } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import {
  APPLICATION_API_PATH,
  birthdateSchema,
  formatAddress,
  formatIsoDate,
  isNotAcceptingApplications,
  LISTED_FOR_SALE_MESSAGE,
  MESSAGES,
  notLicensedMessage,
  slotInZone,
  propertyTimeZone,
} from '@heloc/core';
import { JOURNEY_STEPS, type StepName, type StepRow } from '@heloc/core/contract';
import type { ApplicationSummary, CoDeedStatus, Status } from '@heloc/core/contract';
import { isOperator } from '../auth/operator.js';
import { applicationsOf, replaceData, signingsOf } from './repo.js';
import { createApplication } from './service.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { multipartBody } from '../http/openapi.js';
import { loadOrg } from '../http/orgs.js';
import { uuidParam, validate } from '../http/validate.js';
import { PROFILE_STATE } from '../pipeline/lifecycle.js';
import type { ApplicationRow } from '../pipeline/store.js';
import { currentUser } from '../identity/routes.js';
import {
  applicationStatus,
  ownedApplication,
  pendingSigners,
  projectApplication,
  visibleApplication,
} from './access.js';
import { formReader, STEP_HANDLERS } from './steps.js';
import { onEndpoint } from '../http/endpoint.js';
import { placed } from './gazetteer.js';

export const APP_BASE = APPLICATION_API_PATH;
const Uuid = v.object({ uuid: uuidParam });

export function applicationRoutes() {
  const app = new Hono<AppEnv>();

  /* ---------- reads ---------- */

  onEndpoint(
    app,
    'applications',
    [describeRoute({ tags: ['applications'], summary: 'All the user’s HELOCs, newest first, with the active flag.' })],
    async (c) => {
      const { db } = c.get('deps');
      const rows = await applicationsOf(db, c.get('user').uuid);
      return c.json(
        rows.map(
          (r): ApplicationSummary => ({
            uuid: r.uuid,
            active: r.active === 1 && !['CANCELLED', 'DECLINED'].includes(r.state),
            loanNumber: r.loanNumber,
            state: r.state,
            createdDate: r.createdAt.toISOString(),
          }),
        ),
      );
    },
  );

  onEndpoint(
    app,
    'coDeedStatus',
    [
      describeRoute({
        tags: ['signers'],
        summary: 'Co-deed status of the applications the signer signs (signers only).',
      }),
      validate('query', v.object({ applicationUuid: v.optional(uuidParam) })),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const { applicationUuid } = c.req.valid('query');
      const rows = await signingsOf(db, c.get('user').uuid);
      const mine = rows.filter((r) => !applicationUuid || r.applicationUuid === applicationUuid);
      if (mine.length === 0) throw apiError(403, 'Only additional signers can read the co-deed status.');
      const out = [];
      for (const s of mine) {
        const { row } = await visibleApplication(c, s.applicationUuid);
        const waiting = await pendingSigners(db, s.applicationUuid);
        const data = row.data as {
          property?: Parameters<typeof formatAddress>[0];
          name?: { firstName?: string; lastName?: string };
          amount?: number;
        };
        // What the signer needs to know what they sign: whose loan, on which home, for how much (the deed secures the line's limit).
        const borrowerName = [data.name?.firstName, data.name?.lastName].filter(Boolean).join(' ') || null;
        out.push({
          applicationUuid: s.applicationUuid,
          loanNumber: row.loanNumber,
          borrowerName,
          propertyAddress: data.property ? formatAddress(data.property) : null,
          creditLimit: data.amount ?? null,
          coDeedStatus: waiting === 0 ? 'COMPLETE' : 'PENDING',
          signed: Boolean(s.signedAt),
          signedAt: s.signedAt ? s.signedAt.toISOString() : null,
          canSign: row.state === 'CO_DEED_REQ' && !s.signedAt,
          state: row.state,
          propertyState: data.property?.state ?? null,
          propertyZone: propertyTimeZone(data.property),
          // Their own notary visit (heloc-signer/notary), in the property's zone as it was offered.
          notarySlot: s.notarySlot ? slotInZone(s.notarySlot.toISOString(), propertyTimeZone(data.property)) : null,
        } satisfies CoDeedStatus);
      }
      return c.json(applicationUuid ? out[0] : out);
    },
  );

  onEndpoint(
    app,
    'application',
    [
      describeRoute({ tags: ['applications'], summary: 'One HELOC application (owner only).' }),
      validate('param', Uuid),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      return c.json(await projectApplication(c.get('deps').db, row, c.get('deps').now()));
    },
  );

  onEndpoint(
    app,
    'status',
    [
      describeRoute({
        tags: ['applications'],
        summary: 'The application state and status flags; resolves due background steps.',
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const status: Status = await applicationStatus(c, c.req.valid('param').uuid);
      return c.json(status);
    },
  );

  onEndpoint(
    app,
    'fullStoryLink',
    [
      describeRoute({ tags: ['applications'], summary: 'Stores the session-replay link of the application.' }),
      validate('param', Uuid),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      await replaceData(db, row.uuid, { ...row.data, fullStoryLink: c.req.valid('json').link });
      return c.body(null, 204);
    },
  );

  /* ---------- create ---------- */

  onEndpoint(
    app,
    'createApplication',
    [
      describeRoute({
        tags: ['journey'],
        summary: 'Creates an application from registration (property, sale status, income, name, birthdate, contact).',
      }),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const body = c.req.valid('json');
      const user = await currentUser(c);
      const org = await loadOrg(db, user.orgCode);
      // A wholesale lender takes applications from its brokers' systems, not from registration; in the
      // sandbox the operator stands in for that system (X-Operator-Token), for the signed-in borrower.
      if (!isOperator(c) && isNotAcceptingApplications('register', org.orgMetaData.settings, body.referrerUuid)) {
        throw apiError(403, `${org.orgBrand.name} is not accepting applications without a referring loan officer.`);
      }
      if (!org.licensedStates.includes(body.property.state))
        throw apiError(400, `property.state: ${notLicensedMessage(body.property.state)}`);
      if (body.saleStatus === 'LISTED_FOR_SALE') throw apiError(400, `saleStatus: ${LISTED_FOR_SALE_MESSAGE}`);
      // The age rule is the core's (the same schema the registration form runs), on the server's today.
      const birthdate = v.safeParse(birthdateSchema(formatIsoDate(now())), body.birthdate);
      if (!birthdate.success) throw apiError(400, `birthdate: ${birthdate.issues[0]?.message ?? 'Required'}`);
      const loanNumber = `HL${now().getUTCFullYear()}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const profile = {
        ...user.profile,
        name: body.name,
        birthdate: body.birthdate,
        phoneNumbers: [body.contact.phone],
      };
      const row = await createApplication(
        db,
        {
          ownerUuid: user.uuid,
          orgCode: user.orgCode,
          loanNumber,
          state: PROFILE_STATE,
          status: {},
          data: {
            property: {
              uuid: randomUUID(),
              ...(await placed(c.get('deps'), body.property)),
            },
            saleStatus: body.saleStatus,
            statedIncome: body.income,
            name: body.name,
            birthdate: body.birthdate,
            contact: body.contact,
            isCrypto: body.isCrypto,
            referrer: body.referrerUuid ? { referrerUuid: body.referrerUuid } : null,
            additionalSignerVersion: 'v1',
          },
          createdAt: now(),
          updatedAt: now(),
        },
        { uuid: user.uuid, profile },
      );
      if (!row) throw apiError(500, MESSAGES.somethingUnexpected);
      return c.json(await projectApplication(db, row, now()), 201);
    },
  );

  /* ---------- the journey ---------- */

  // Every borrower step is a row of the core's JOURNEY_STEPS: the row gives the method, the path,
  // the documentation and the body's schema; STEP_HANDLERS gives what the server does.
  for (const step of JOURNEY_STEPS) registerStep(app, step);

  return app;
}

/** Registers one step of the table: its route, its documentation, its validation, its handler. */
function registerStep(app: Hono<AppEnv>, step: StepRow & { name: StepName }) {
  const path = `${APP_BASE}/:uuid/${step.path}`;
  // A multipart step documents its form: the repeatable `file` and the row's text fields.
  const form =
    step.body === 'multipart'
      ? {
          requestBody: multipartBody(
            (toJsonSchema(step.fields, { errorMode: 'ignore' }).properties ?? {}) as Record<
              string,
              OpenAPIV3_1.SchemaObject
            >,
          ),
        }
      : {};
  const docs = describeRoute({ tags: ['journey'], summary: step.summary, ...form });
  // One handler per name is proven by the `satisfies` on STEP_HANDLERS; here the name is only
  // known at run time, so the handler is taken at its widest.
  const handler = STEP_HANDLERS[step.name] as (
    c: Context<AppEnv>,
    application: ApplicationRow,
    input: unknown,
  ) => Promise<Response>;
  if (step.body === 'multipart') {
    const fields = step.fields;
    app.on(step.method, path, docs, validate('param', Uuid), async (c) =>
      handler(c, await ownedApplication(c, c.req.valid('param').uuid), formReader(c, fields)),
    );
  } else {
    app.on(step.method, path, docs, validate('param', Uuid), validate('json', step.body), async (c) =>
      handler(c, await ownedApplication(c, c.req.valid('param').uuid), c.req.valid('json')),
    );
  }
}
