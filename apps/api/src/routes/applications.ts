/**
 * Applications: the reads the browser makes (one, all, status, co-deed status, full-story link)
 * and the journey's write side under /service-application/api/v1/application/heloc/{uuid}/….
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { toJsonSchema } from '@valibot/to-json-schema';
import { describeRoute } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import { APPLICATION_API_PATH, birthdateSchema, formatAddress, formatIsoDate, isNotAcceptingApplications, JOURNEY_STEPS, LISTED_FOR_SALE_MESSAGE, MESSAGES, notLicensedMessage, SIGNER_LOGIN_PATH, type StepName, type StepRow } from '@heloc/core';
import { requireUser } from '../auth/middleware.js';
import { applications, invitations, signers, users } from '../db/schema.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { multipartBody } from '../http/openapi.js';
import { loadOrg } from '../http/orgs.js';
import { uuidParam, validate } from '../http/validate.js';
import { PROFILE_STATE, runAction } from '../pipeline/lifecycle.js';
import { commitStep, toRecord, type ApplicationRow } from '../pipeline/store.js';
import { currentUser } from './identity.js';
import { hashSecret, newSecret } from '../auth/secrets.js';
import { sendMessage } from '../mail/outbox.js';
import { ownedApplication, pendingSigners, projectApplication, statusOf, visibleApplication } from './access.js';
import * as S from './schemas.js';
import { formReader, STEP_HANDLERS } from './step-handlers.js';
import { registerLinkSessions } from '../link/routes.js';
import { registerNotaryRoutes } from '../notary/routes.js';

export const APP_BASE = APPLICATION_API_PATH;
const Uuid = v.object({ uuid: uuidParam });

export function applicationRoutes() {
  const app = new Hono<AppEnv>();
  app.use(`${APP_BASE}/*`, requireUser());
  app.use(APP_BASE, requireUser());
  app.use('/service-krang-heloc/borrower/secure/*', requireUser());

  /* ---------- reads ---------- */

  app.get(`${APP_BASE}/all`, describeRoute({ tags: ['applications'], summary: 'All the user’s HELOCs, newest first, with the active flag.' }), async (c) => {
    const { db } = c.get('deps');
    const rows = await db.select().from(applications).where(eq(applications.ownerUuid, c.get('user').uuid)).orderBy(desc(applications.createdAt));
    return c.json(rows.map((r) => ({ uuid: r.uuid, active: r.active === 1 && !['CANCELLED', 'DECLINED'].includes(r.state), loanNumber: r.loanNumber, state: r.state, createdDate: r.createdAt.toISOString() })));
  });

  app.get(`${APP_BASE}/co-deed/status`, describeRoute({ tags: ['signers'], summary: 'Co-deed status of the applications the signer signs (signers only).' }), validate('query', v.object({ applicationUuid: v.optional(uuidParam) })), async (c) => {
    const { db } = c.get('deps');
    const { applicationUuid } = c.req.valid('query');
    const rows = await db.select().from(signers).where(eq(signers.userUuid, c.get('user').uuid));
    const mine = rows.filter((r) => !applicationUuid || r.applicationUuid === applicationUuid);
    if (mine.length === 0) throw apiError(403, 'Only additional signers can read the co-deed status.');
    const out = [];
    for (const s of mine) {
      const { row } = await visibleApplication(c, s.applicationUuid);
      const waiting = await pendingSigners(db, s.applicationUuid);
      const property = (row.data as { property?: Parameters<typeof formatAddress>[0] }).property;
      out.push({ applicationUuid: s.applicationUuid, loanNumber: row.loanNumber, propertyAddress: property ? formatAddress(property) : null, coDeedStatus: waiting === 0 ? 'COMPLETE' : 'PENDING', signed: Boolean(s.signedAt), canSign: row.state === 'CO_DEED_REQ' && !s.signedAt, state: row.state });
    }
    return c.json(applicationUuid ? out[0] : out);
  });

  app.get(`${APP_BASE}/:uuid`, describeRoute({ tags: ['applications'], summary: 'One HELOC application (owner only).' }), validate('param', Uuid), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    return c.json(await projectApplication(c.get('deps').db, row));
  });

  app.get('/service-krang-heloc/borrower/secure/api/v1/:uuid/status', describeRoute({ tags: ['applications'], summary: 'The application state and status flags; resolves due background steps.' }), validate('param', Uuid), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    return c.json(statusOf(row));
  });

  app.put(`${APP_BASE}/:uuid/full-story-link`, describeRoute({ tags: ['applications'], summary: 'Stores the session-replay link of the application.' }), validate('param', Uuid), validate('json', S.FullStoryBody), async (c) => {
    const { db } = c.get('deps');
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    await db.update(applications).set({ data: { ...row.data, fullStoryLink: c.req.valid('json').link } }).where(eq(applications.uuid, row.uuid));
    return c.body(null, 204);
  });

  /* ---------- create ---------- */

  app.post(APP_BASE, describeRoute({ tags: ['journey'], summary: 'Creates an application from registration (property, sale status, income, name, birthdate, contact).' }), validate('json', S.CreateApplication), async (c) => {
    const { db, now } = c.get('deps');
    const body = c.req.valid('json');
    const user = await currentUser(c);
    const org = await loadOrg(db, user.orgCode);
    if (isNotAcceptingApplications('register', org.orgMetaData.settings, body.referrerUuid)) {
      throw apiError(403, `${org.orgBrand.name} is not accepting applications without a referring loan officer.`);
    }
    if (!org.licensedStates.includes(body.property.state)) throw apiError(400, `property.state: ${notLicensedMessage(body.property.state)}`);
    if (body.saleStatus === 'LISTED_FOR_SALE') throw apiError(400, `saleStatus: ${LISTED_FOR_SALE_MESSAGE}`);
    // The age rule is the core's (the same schema the registration form runs), on the server's today.
    const birthdate = v.safeParse(birthdateSchema(formatIsoDate(now())), body.birthdate);
    if (!birthdate.success) throw apiError(400, `birthdate: ${birthdate.issues[0]?.message ?? 'Required'}`);
    const loanNumber = `HL${now().getUTCFullYear()}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const [row] = await db
      .insert(applications)
      .values({
        ownerUuid: user.uuid,
        orgCode: user.orgCode,
        loanNumber,
        state: PROFILE_STATE,
        status: {},
        data: {
          property: { uuid: randomUUID(), ...body.property },
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
      })
      .returning();
    if (!row) throw apiError(500, MESSAGES.somethingUnexpected);
    await db.update(users).set({ profile: { ...user.profile, name: body.name, birthdate: body.birthdate, phoneNumbers: [body.contact.phone] } }).where(eq(users.uuid, user.uuid));
    return c.json(await projectApplication(db, row), 201);
  });

  /* ---------- the journey ---------- */

  const route = (path: string, summary: string) => [`${APP_BASE}/:uuid/${path}`, describeRoute({ tags: ['journey'], summary }), validate('param', Uuid)] as const;

  // Every borrower step is a row of the core's JOURNEY_STEPS: the row gives the method, the path,
  // the documentation and the body's schema; STEP_HANDLERS gives what the server does.
  for (const step of JOURNEY_STEPS) registerStep(app, step);

  // Linking an outside account (income, assets, bank): the provider's pages answer with a token the steps above exchange.
  registerLinkSessions(app, APP_BASE);
  registerNotaryRoutes(app, APP_BASE);

  /* ---------- additional signers ---------- */

  app.post(...route('signers', 'signing/additional: invite an additional (co-deed) signer. The invitation goes to the signer’s mailbox (the sandbox outbox); the answer is the same whether or not the email has an account.'), validate('json', S.InviteSignerBody), async (c) => {
    const deps = c.get('deps');
    const { db, now } = deps;
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const body = c.req.valid('json');
    if (!['CO_DEED_REQ', 'NOTE_SIGNING', 'FINAL_OFFER', 'GEN_NOTE_SIGNING'].includes(row.state)) throw apiError(409, `Signers can be added while signing, not in ${row.state}.`);
    const owner = await currentUser(c);
    if (body.email === owner.email) throw apiError(400, 'email: The additional signer needs their own email.');
    const [existing] = await db.select({ uuid: users.uuid }).from(users).where(and(eq(users.email, body.email), eq(users.orgCode, row.orgCode)));
    // Either way a pending invitation: nothing about it (or the application's signer list) shows the
    // inviter whether the email has an account. It is accepted by whoever controls the invited email:
    // a new person through the mailed link (registration), an existing account by signing in with
    // its own password — the account itself is never changed by someone else's invitation.
    const token = newSecret();
    const profile = { name: { firstName: body.firstName, lastName: body.lastName } };
    const [pending] = await db.select({ uuid: invitations.uuid }).from(invitations).where(and(eq(invitations.applicationUuid, row.uuid), eq(invitations.email, body.email), isNull(invitations.acceptedAt)));
    if (pending) await db.update(invitations).set({ tokenHash: hashSecret(token), profile, createdAt: now() }).where(eq(invitations.uuid, pending.uuid));
    else await db.insert(invitations).values({ applicationUuid: row.uuid, email: body.email, orgCode: row.orgCode, tokenHash: hashSecret(token), profile, createdAt: now() });
    if (existing) {
      // No token in this message: the account already has a password, and the link only signs in.
      await sendMessage(deps, {
        to: body.email,
        orgCode: row.orgCode,
        kind: 'signer-added',
        subject: 'You have been added as a signer',
        text: `You have been invited to sign loan ${row.loanNumber} as an additional signer. Sign in with your existing password to review and sign.`,
        link: SIGNER_LOGIN_PATH,
      });
    } else {
      await sendMessage(deps, {
        to: body.email,
        orgCode: row.orgCode,
        kind: 'signer-invitation',
        subject: 'You are invited to sign a home-equity line of credit',
        text: `${body.firstName}, you have been invited to sign loan ${row.loanNumber} as an additional signer. Open the link to create your password.`,
        link: `${SIGNER_LOGIN_PATH}?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(body.email)}`,
      });
    }
    // BAD: answering with the account's id or a token tells the inviter who has an account (and hands
    // over a credential). GOOD: one answer for both cases.
    return c.json({ email: body.email, invited: true, signerLoginPath: SIGNER_LOGIN_PATH }, 201);
  });

  app.post(...route('signers/me/sign', 'heloc-signer/sign: the additional signer signs.'), async (c) => {
    const { db, now, env } = c.get('deps');
    const { row, role } = await visibleApplication(c, c.req.valid('param').uuid);
    if (role !== 'signer') throw apiError(403, 'Only an additional signer of this application can sign here.');
    if (row.state !== 'CO_DEED_REQ') throw apiError(409, `Signing is not open while the application is in ${row.state}.`);
    await db.update(signers).set({ signedAt: now() }).where(and(eq(signers.applicationUuid, row.uuid), eq(signers.userUuid, c.get('user').uuid)));
    const waiting = await pendingSigners(db, row.uuid);
    if (waiting === 0) {
      const step = runAction('coDeedComplete', toRecord(row), {}, now());
      await commitStep(db, row, step, now(), env.PIPELINE_DELAY_MS);
    }
    return c.json({ applicationUuid: row.uuid, signed: true, coDeedStatus: waiting === 0 ? 'COMPLETE' : 'PENDING' });
  });

  return app;
}

/** Registers one step of the table: its route, its documentation, its validation, its handler. */
function registerStep(app: Hono<AppEnv>, step: StepRow & { name: StepName }) {
  const path = `${APP_BASE}/:uuid/${step.path}`;
  // A multipart step documents its form: the repeatable `file` and the row's text fields.
  const form = step.body === 'multipart' ? { requestBody: multipartBody((toJsonSchema(step.fields, { errorMode: 'ignore' }).properties ?? {}) as Record<string, OpenAPIV3_1.SchemaObject>) } : {};
  const docs = describeRoute({ tags: ['journey'], summary: step.summary, ...form });
  // One handler per name is proven by the `satisfies` on STEP_HANDLERS; here the name is only
  // known at run time, so the handler is taken at its widest.
  const handler = STEP_HANDLERS[step.name] as (c: Context<AppEnv>, application: ApplicationRow, input: unknown) => Promise<Response>;
  if (step.body === 'multipart') {
    const fields = step.fields;
    app.on(step.method, path, docs, validate('param', Uuid), async (c) => handler(c, await ownedApplication(c, c.req.valid('param').uuid), formReader(c, fields)));
  } else {
    app.on(step.method, path, docs, validate('param', Uuid), validate('json', step.body), async (c) => handler(c, await ownedApplication(c, c.req.valid('param').uuid), c.req.valid('json')));
  }
}
