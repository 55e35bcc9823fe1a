/**
 * Applications: the reads the browser makes (one, all, status, co-deed status, full-story link)
 * and the journey's write side under /service-application/api/v1/application/heloc/{uuid}/….
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute, type DescribeRouteOptions } from 'hono-openapi';
import * as v from 'valibot';
import { ageOn, formatAddress, formatIsoDate, ID_FRONT_DOCUMENT_TYPES, isNotAcceptingApplications, LISTED_FOR_SALE_MESSAGE, MESSAGES } from '@heloc/core';
import { requireUser } from '../auth/middleware.js';
import { applications, conditions, documents, signers, users } from '../db/schema.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { multipartBody } from '../http/openapi.js';
import { loadOrg } from '../http/orgs.js';
import { uuidParam, validate } from '../http/validate.js';
import { PROFILE_STATE, runAction, StepInvalid, StepNotAvailable, type ACTIONS, type ActionName } from '../pipeline/lifecycle.js';
import { commitStep, ConcurrentUpdate, toRecord, type ApplicationRow } from '../pipeline/store.js';
import type { Step } from '../pipeline/types.js';
import { readUpload, type UploadedFile } from '../uploads/files.js';
import { currentUser, walletFor } from './identity.js';
import { hashPassword } from '../auth/password.js';
import { ownedApplication, projectApplication, statusOf, visibleApplication } from './access.js';
import * as S from './schemas.js';

export const APP_BASE = '/service-application/api/v1/application/heloc';
const Uuid = v.object({ uuid: uuidParam });

type Input<N extends ActionName> = Parameters<(typeof ACTIONS)[N]['run']>[1];

export function applicationRoutes() {
  const app = new Hono<AppEnv>();
  app.use(`${APP_BASE}/*`, requireUser());
  app.use(APP_BASE, requireUser());
  app.use('/service-krang-heloc/borrower/secure/*', requireUser());

  /** Runs a lifecycle action on an owned application and answers with the new application. */
  async function act<N extends ActionName>(c: Context<AppEnv>, row: ApplicationRow, name: N, input: Input<N>, status = 200, afterCommit?: (saved: ApplicationRow) => Promise<void>) {
    const { db, now, env } = c.get('deps');
    let step: Step;
    try {
      step = runAction(name, toRecord(row), input, now());
    } catch (error) {
      if (error instanceof StepNotAvailable) throw apiError(409, error.message);
      if (error instanceof StepInvalid) throw apiError(400, error.message);
      throw error;
    }
    let saved: ApplicationRow;
    try {
      saved = await commitStep(db, row, step, now(), env.PIPELINE_DELAY_MS);
    } catch (error) {
      if (error instanceof ConcurrentUpdate) throw apiError(409, error.message);
      throw error;
    }
    await afterCommit?.(saved);
    return c.json(await projectApplication(db, saved), status as 200);
  }

  async function storeFiles(c: Context<AppEnv>, row: ApplicationRow, files: UploadedFile[], type: string, conditionUuid: string | null = null) {
    const { db, now } = c.get('deps');
    const userUuid = c.get('user').uuid;
    for (const f of files) {
      await db.insert(documents).values({ applicationUuid: row.uuid, uploadedBy: userUuid, conditionUuid, type, name: f.name, mime: f.mime, size: f.size, sha256: f.sha256, content: f.content, createdAt: now() });
    }
  }

  async function updateProfile(c: Context<AppEnv>, patch: (p: Record<string, unknown>) => Record<string, unknown>) {
    const { db } = c.get('deps');
    const user = await currentUser(c);
    await db.update(users).set({ profile: patch(user.profile) }).where(eq(users.uuid, user.uuid));
  }

  const addPull = (type: string) => (p: Record<string, unknown>) => {
    const pulls = Array.isArray(p.creditPulls) ? (p.creditPulls as { type: string }[]) : [];
    return { ...p, hasSsn: true, creditPulls: pulls.some((x) => x.type === type) ? pulls : [...pulls, { type }] };
  };

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
      const all = await db.select().from(signers).where(eq(signers.applicationUuid, s.applicationUuid));
      const property = (row.data as { property?: Parameters<typeof formatAddress>[0] }).property;
      out.push({ applicationUuid: s.applicationUuid, loanNumber: row.loanNumber, propertyAddress: property ? formatAddress(property) : null, coDeedStatus: all.every((x) => x.signedAt) ? 'COMPLETE' : 'PENDING', signed: Boolean(s.signedAt), canSign: row.state === 'CO_DEED_REQ' && !s.signedAt, state: row.state });
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
    if (!org.licensedStates.includes(body.property.state)) throw apiError(400, `property.state: We are not yet lending in ${body.property.state}.`);
    if (body.saleStatus === 'LISTED_FOR_SALE') throw apiError(400, `saleStatus: ${LISTED_FOR_SALE_MESSAGE}`);
    const age = ageOn(body.birthdate, formatIsoDate(now()));
    if (age === undefined || age < 18) throw apiError(400, 'birthdate: You must be at least 18 years old to apply.');
    if (age > 120) throw apiError(400, 'birthdate: Must be a real date of birth.');
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

  const route = (path: string, summary: string, more: DescribeRouteOptions = {}) => [`${APP_BASE}/:uuid/${path}`, describeRoute({ tags: ['journey'], summary, ...more }), validate('param', Uuid)] as const;

  app.put(...route('profile', 'start/profile: SSN and soft-credit consent; starts the soft credit pull.'), validate('json', S.ProfileBody), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    return act(c, row, 'profile', S.ssnRecord(c.req.valid('json').ssn, row.uuid), 200, () => updateProfile(c, addPull('SOFT_CREDIT')));
  });
  app.put(...route('ssn', 'credit/social: re-enter the SSN after a no-match.'), validate('json', S.SsnBody), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    return act(c, row, 'ssn', S.ssnRecord(c.req.valid('json').ssn, row.uuid));
  });
  app.post(...route('credit/retry', 'credit/error: retry after lifting a freeze (with the PIN when frozen with one).'), validate('json', S.CreditRetryBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'creditRetry', c.req.valid('json')),
  );
  app.put(...route('property', 'review-app/property: correct or choose the property.'), validate('json', S.PropertyBody), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    return act(c, row, 'property', { property: { uuid: randomUUID(), ...c.req.valid('json').property } });
  });
  app.post(...route('delinquency', 'review-app/delinquency: explain the delinquency.'), validate('json', S.DelinquencyBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'delinquency', c.req.valid('json')),
  );
  app.put(...route('estimated-value', 'bpo/estimate-value: the borrower’s estimate of the home’s value.'), validate('json', S.EstimatedValueBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'estimatedValue', c.req.valid('json')),
  );
  app.post(...route('assets', 'product/assets: link assets (simulated).'), validate('json', S.AssetsBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'assets', c.req.valid('json')),
  );
  app.post(...route('requalify', 'product/prequal-winback: accept or decline the requalified offer.'), validate('json', S.WinbackBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'winback', c.req.valid('json')),
  );
  app.put(...route('offer', 'product/select: choose an offer and the initial draw.'), validate('json', S.OfferBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'selectOffer', c.req.valid('json')),
  );
  app.put(...route('contact', 'start/contact: confirm email and phone.'), validate('json', S.ContactBody), async (c) => {
    const body = c.req.valid('json');
    return act(c, await ownedApplication(c, c.req.valid('param').uuid), 'contact', body, 200, () =>
      updateProfile(c, (p) => ({ ...p, phoneNumbers: [body.phone] })),
    );
  });
  app.put(...route('hmda', 'start/hmda: the government monitoring questions (each may be declined).'), validate('json', S.HmdaBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'hmda', { hmda: c.req.valid('json') }),
  );
  app.post(...route('submission', 'start/app-summary: E-SIGN consent, disclosures and credit authorisation; submits.'), validate('json', S.SubmitBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'submit', {}, 200, () => updateProfile(c, addPull('HARD_CREDIT'))),
  );
  app.post(...route('income/link', 'income/link/{type}: link an income provider (simulated).'), validate('json', S.IncomeLinkBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'incomeLink', c.req.valid('json')),
  );
  app.post(...route('income/paystubs', 'income/upload/MANUAL_PAYSTUB: upload paystubs (multipart, field file, repeatable).', { requestBody: multipartBody() }), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const [condition] = await c.get('deps').db.select().from(conditions).where(and(eq(conditions.applicationUuid, row.uuid), eq(conditions.categoryEnum, 'HELOC_MANUAL_PAYSTUB_UPLOAD')));
    const required = Number((condition?.xtraData as { numDocsRequired?: number } | null)?.numDocsRequired ?? 1);
    const { files } = await readUpload(c, { min: required, max: 10 });
    return act(c, row, 'paystubsUploaded', {}, 200, async () => {
      await storeFiles(c, row, files, 'USER_UPLOADED_PAYSTUB', condition?.uuid ?? null);
      if (condition) await c.get('deps').db.update(conditions).set({ actionNeeded: 0 }).where(eq(conditions.uuid, condition.uuid));
    });
  });
  app.put(...route('income/employer', 'income/employer-verification: employer details.'), validate('json', S.EmployerBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'employer', c.req.valid('json')),
  );
  app.post(...route('identity-documents', 'identity: upload the front of an ID (multipart: file, type).', { requestBody: multipartBody({ type: { type: 'string', enum: [...ID_FRONT_DOCUMENT_TYPES] } }) }), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const { files, fields } = await readUpload(c, { max: 1 });
    const type = v.safeParse(S.IdentityTypeField, fields.type);
    if (!type.success) throw apiError(400, `type: ${type.issues[0]?.message ?? 'Required'}`);
    return act(c, row, 'identityUploaded', {}, 200, () => storeFiles(c, row, files, type.output));
  });
  app.post(...route('bpo/order', 'bpo/order-bpo, bpo/condition: order the broker price opinion.'), validate('json', S.BpoOrderBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'bpoOrder', c.req.valid('json')),
  );
  app.put(...route('disbursement-account', 'bank/disburse, bank/manual-disburse: where the draw is paid (linked or manual).'), validate('json', S.AccountBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'disbursement', { account: S.accountRecord(c.req.valid('json')) }),
  );
  app.put(...route('autopay', 'bank/autopay: autopay from the disbursement or another account, or manual payments.'), validate('json', S.AutopayBody), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const body = c.req.valid('json');
    const account = body.payType === 'MANUAL' ? null : body.useDisbursementAccount ? ((row.data as { disburseAccount?: never }).disburseAccount ?? null) : S.accountRecord(body.account);
    return act(c, row, 'autopay', { payType: body.payType, account });
  });
  app.post(...route('autopay/confirm', 'bank/confirm: confirm the accounts and continue to title.'), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'autopayConfirm', {}),
  );
  app.post(...route('liens/attestation', 'liens: attest to the liens on the property.'), validate('json', S.LiensBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'liens', { attestation: c.req.valid('json') }),
  );
  app.post(...route('final-offer/accept', 'signing/intro: accept the final offer; the note is prepared.'), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'acceptFinalOffer', {}),
  );
  app.post(...route('note/sign', 'signing/sign: sign the note.'), validate('json', S.SignNoteBody), async (c) => {
    const { db } = c.get('deps');
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const pending = await db.select().from(signers).where(and(eq(signers.applicationUuid, row.uuid), isNull(signers.signedAt)));
    const street = String((row.data as { property?: { street1?: string } }).property?.street1 ?? '');
    const needsCoDeed = pending.length > 0 || /\bcodeed\b/i.test(street);
    return act(c, row, 'signNote', { signatureName: c.req.valid('json').signatureName, needsCoDeed });
  });
  app.post(...route('notary/enotary', 'notary/intro: choose the eNotary session.'), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'enotary', {}),
  );
  app.post(...route('notary/manual', 'notary/schedule-manual: request an in-person notary time.'), validate('json', S.ManualNotaryBody), async (c) => {
    const { now } = c.get('deps');
    const body = c.req.valid('json');
    if (Date.parse(body.requestedTime) <= now().getTime()) throw apiError(400, 'requestedTime: Must be in the future');
    return act(c, await ownedApplication(c, c.req.valid('param').uuid), 'manualNotary', body);
  });
  app.post(...route('notary/reserve', 'notary/reserve-manual: reserve the notary appointment.'), validate('json', S.ReserveNotaryBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'reserveNotary', c.req.valid('json')),
  );
  app.post(...route('notary/session/complete', 'notary/session: the notarised deed signing finished.'), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'notarySessionComplete', {}),
  );
  app.post(...route('insurance', 'insurance/upload: proof of hazard or flood insurance (multipart: file, type).', { requestBody: multipartBody({ type: { type: 'string', enum: ['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE'] } }) }), async (c) => {
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const { files, fields } = await readUpload(c, { max: 3 });
    const type = fields.type === 'PROOFOFFLOODINSURANCE' ? 'PROOFOFFLOODINSURANCE' : 'PROOFOFHAZARDINSURANCE';
    return act(c, row, 'insuranceUploaded', {}, 200, () => storeFiles(c, row, files, type));
  });
  app.post(...route('cancel', 'Withdraw the application.'), validate('json', S.CancelBody), async (c) =>
    act(c, await ownedApplication(c, c.req.valid('param').uuid), 'cancel', c.req.valid('json')),
  );

  /* ---------- additional signers ---------- */

  app.post(...route('signers', 'signing/additional: invite an additional (co-deed) signer; returns the invitation token.'), validate('json', S.InviteSignerBody), async (c) => {
    const { db, now } = c.get('deps');
    const row = await ownedApplication(c, c.req.valid('param').uuid);
    const body = c.req.valid('json');
    if (!['CO_DEED_REQ', 'NOTE_SIGNING', 'FINAL_OFFER', 'GEN_NOTE_SIGNING'].includes(row.state)) throw apiError(409, `Signers can be added while signing, not in ${row.state}.`);
    const owner = await currentUser(c);
    if (body.email === owner.email) throw apiError(400, 'email: The additional signer needs their own email.');
    const inviteToken = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    let [signer] = await db.select().from(users).where(and(eq(users.email, body.email), eq(users.orgCode, row.orgCode)));
    if (!signer) {
      [signer] = await db
        .insert(users)
        .values({ email: body.email, orgCode: row.orgCode, type: 'CO_DEEDER', inviteToken, passwordHash: await hashPassword(randomUUID()), walletAddress: walletFor(body.email), profile: { name: { firstName: body.firstName, lastName: body.lastName } } })
        .returning();
    } else {
      await db.update(users).set({ inviteToken }).where(eq(users.uuid, signer.uuid));
    }
    if (!signer) throw apiError(500, MESSAGES.somethingUnexpected);
    await db.insert(signers).values({ applicationUuid: row.uuid, userUuid: signer.uuid, createdAt: now() }).onConflictDoNothing();
    return c.json({ identityUuid: signer.uuid, email: body.email, inviteToken, signerLoginPath: '/account/heloc/heloc-signer/login' }, 201);
  });

  app.post(...route('signers/me/sign', 'heloc-signer/sign: the additional signer signs.'), async (c) => {
    const { db, now, env } = c.get('deps');
    const { row, role } = await visibleApplication(c, c.req.valid('param').uuid);
    if (role !== 'signer') throw apiError(403, 'Only an additional signer of this application can sign here.');
    if (row.state !== 'CO_DEED_REQ') throw apiError(409, `Signing is not open while the application is in ${row.state}.`);
    await db.update(signers).set({ signedAt: now() }).where(and(eq(signers.applicationUuid, row.uuid), eq(signers.userUuid, c.get('user').uuid)));
    const pending = await db.select().from(signers).where(and(eq(signers.applicationUuid, row.uuid), isNull(signers.signedAt)));
    if (pending.length === 0) {
      const step = runAction('coDeedComplete', toRecord(row), {}, now());
      await commitStep(db, row, step, now(), env.PIPELINE_DELAY_MS);
    }
    return c.json({ applicationUuid: row.uuid, signed: true, coDeedStatus: pending.length === 0 ? 'COMPLETE' : 'PENDING' });
  });

  return app;
}
