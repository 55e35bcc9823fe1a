/**
 * A real sandbox for tests: the Hono app over a real database (in-memory PGlite, or the PostgreSQL
 * server named by TEST_DATABASE_URL), a controllable clock, and helpers that drive the journey
 * through HTTP the way the browser does.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import {
  ronAvailable,
  closingOffices,
  officeSigningAddress,
  APPLICATION_API_PATH,
  applicationDisclosuresPath,
  esignDemonstrationPath,
  disclosurePdfPath,
  DOCUMENTS_TO_SIGN,
  insurancePath,
  proofsToUpload,
  SIGNER_DOCUMENT_KINDS,
  signerDocumentPdfPath,
  type InsuranceStatus,
  screenForServerState,
  underwritingPath,
} from '@heloc/core';
import {
  stepRequest,
  type MultipartStepName,
  type JsonStepName,
  type StepBody,
  type StepName,
} from '@heloc/core/contract';
import { createApp, type CreateAppOptions } from '../app.js';
import { OPERATOR_HEADER } from '../auth/operator.js';
import type { PasswordCost } from '../auth/password.js';
import { loadJwtKeys } from '../auth/jwt.js';
import { openDatabase } from '../db/client.js';
import { flagOverrides, rateLimits } from '../db/schema.js';
import { readEnv } from '../env.js';
import { fileFlagStore } from '../seed/flags.js';
import { seed } from '../seed/seed.js';
import { linkedToken } from './link-browser.js';
import { esignSampleCode } from '../documents/vault.js';
import { type Gazetteer, ZIP_GAZETTEER } from '../applications/gazetteer.js';
import { findApplication } from '../pipeline/store.js';

export interface Call {
  token?: string;
  /** Send the operator token (X-Operator-Token): site-wide sandbox controls need it. */
  operator?: boolean;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** The operator token every test sandbox starts with (main.ts makes a random one). */
export const OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const OPERATOR = { [OPERATOR_HEADER]: OPERATOR_TOKEN } as const;

/** The migrated PGlite every sandbox starts from (made once per run by global-setup.ts). */
let pgliteTemplate: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file) pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * scrypt at N 2^10 (~4 ms a hash) for the in-process sandboxes: the same code path at a cost a
 * unit suite can afford — production's N 2^15 was 100 of the API suite's 315 s on 2 cores
 * (decision 092). `productionPasswords` keeps the server's own cost (the KDF's test uses it).
 */
const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * A gazetteer that knows no ZIP, for the sandboxes that do not test places: the real one is ~7 MB
 * of JavaScript to parse per test file (~0.4 s). Without a place a property keeps its state's zone,
 * as before decision 094; `realGazetteer` gives the server's own (gazetteer.test.ts).
 */
const NO_PLACES: Gazetteer = { place: async () => null, ready: async () => {} };

export async function startSandbox(
  envOverrides: Record<string, string> = {},
  {
    productionPasswords = false,
    realGazetteer = false,
    ...appOptions
  }: Omit<CreateAppOptions, 'log'> & { productionPasswords?: boolean; realGazetteer?: boolean } = {},
) {
  const env = readEnv({
    PIPELINE_DELAY_MS: '1000',
    SANDBOX_CONTROL: 'true',
    LOGIN_RATE_LIMIT: '5',
    REGISTER_RATE_LIMIT: '100000',
    UPLOAD_BURST: '100000',
    OPERATOR_TOKEN,
    ...envOverrides,
  });
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory',
    pgliteTemplate: databaseUrl ? undefined : migratedPglite(),
  });
  await seed(database.db);
  // On a shared PostgreSQL (test:postgres) the last file's flag overrides and throttling counters
  // are still there: each sandbox starts from none, as a fresh server on a fresh database would.
  await database.db.delete(flagOverrides);
  await database.db.delete(rateLimits);
  const clock = { t: Date.parse('2026-11-23T18:00:00Z') };
  const errors: unknown[] = [];
  const deps = {
    db: database.db,
    env,
    now: () => new Date(clock.t),
    flags: fileFlagStore(database.db),
    jwt: await loadJwtKeys(database.db, env.JWT_TTL_SECONDS),
    ...(productionPasswords ? {} : { passwordCost: TEST_PASSWORD_COST }),
    gazetteer: realGazetteer ? ZIP_GAZETTEER : NO_PLACES,
  };
  const app = createApp(deps, { ...appOptions, log: (_m, e) => errors.push(e) });

  async function call<T = any>(method: string, path: string, opts: Call = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.operator) Object.assign(headers, OPERATOR);
    let body: RequestInit['body'];
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return { app, call, clock, deps, errors, close: () => database.close() };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** The newest outbox message to an email (as the operator reads it), optionally of one kind. */
export async function lastMessage(sb: Sandbox, to: string, kind?: string) {
  const r = await sb.call('GET', `/sandbox/outbox?to=${encodeURIComponent(to)}${kind ? `&kind=${kind}` : ''}`, {
    headers: { 'x-operator-token': OPERATOR_TOKEN },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body[0] as { to: string; kind: string; subject: string; text: string; link: string | null } | undefined;
}

/** The value of one query parameter of the newest message's link (e.g. the invitation's `invite`). */
export async function linkParam(sb: Sandbox, to: string, kind: string, param: string): Promise<string> {
  const message = await lastMessage(sb, to, kind);
  const value = new URL(message?.link ?? '/', 'http://sandbox').searchParams.get(param);
  expect(value, `no ${param} in the ${kind} message to ${to}`).toBeTruthy();
  return value as string;
}

export const APP = APPLICATION_API_PATH;
/** The signNote step's body: a typed signature over every document to sign. */
export const SIGNED_BY_ANN = {
  esignConsent: true,
  signature: { type: 'typed', name: 'Ann Lee' },
  initials: 'AL',
  documents: [...DOCUMENTS_TO_SIGN],
} satisfies StepBody<'signNote'>;
/** The additional signer's signature (POST …/signers/me/sign). */
export const SIGNED_BY_SAM = { esignConsent: true, signature: { type: 'typed', name: 'Sam Lee' } } as const;
export const STATUS = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

/** Tiny but real files: the magic bytes the server checks. */
export const PDF = () =>
  new Blob([Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' });
export const PNG = () =>
  new Blob(
    [
      Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      ),
    ],
    { type: 'image/png' },
  );

export function form(fields: Record<string, string>, files: { name: string; blob: Blob }[]): FormData {
  const f = new FormData();
  for (const [k, val] of Object.entries(fields)) f.append(k, val);
  for (const file of files) f.append('file', file.blob, file.name);
  return f;
}

/** Who performs a step: a token, the application, and the organisation's headers if any. */
export interface StepCaller {
  token: string;
  uuid: string;
  headers?: Record<string, string>;
}

/** A step's payload: its JSON body, or for a multipart step the form (text fields and files). */
export type StepPayload<N extends StepName> = N extends MultipartStepName ? FormData : StepBody<N>;

/**
 * Performs one borrower step by name, the way the browser does: method and path come from the
 * core's JOURNEY_STEPS, never from a string written here. Bodies typed by the step; a test that
 * sends a body the contract refuses says so with `as never`.
 */
export function step<N extends JsonStepName>(sb: Sandbox, who: StepCaller, name: N, body: StepBody<N>): Promise<Reply>;
export function step<N extends MultipartStepName>(
  sb: Sandbox,
  who: StepCaller,
  name: N,
  body: FormData,
): Promise<Reply>;
export function step(sb: Sandbox, who: StepCaller, name: StepName, body: unknown): Promise<Reply> {
  const { method, url, multipart } = stepRequest(name, who.uuid);
  return sb.call(method, url, {
    token: who.token,
    headers: who.headers,
    ...(multipart ? { form: body as FormData } : { body }),
  });
}

/**
 * What start/app-summary does before the borrower may submit (decision 091): the program
 * disclosures and the booklet shown (Reg Z §1026.40(b)), and the E-SIGN sample's code typed back
 * (15 U.S.C. §7001(c)(1)(C)(ii)). The code is the server's (the browser reads it from the PDF).
 */
export async function beforeSubmission(sb: Sandbox, who: StepCaller) {
  const given = await sb.call('POST', applicationDisclosuresPath(who.uuid), {
    token: who.token,
    headers: who.headers,
    body: {},
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  const shown = await sb.call('POST', esignDemonstrationPath(who.uuid), {
    token: who.token,
    headers: who.headers,
    body: { code: esignSampleCode(sb.deps.jwt.mac, who.uuid) },
  });
  expect(shown.status, JSON.stringify(shown.body)).toBe(200);
}

export interface BorrowerInput {
  street1?: string;
  city?: string;
  state?: string;
  zip?: string;
  annualIncome?: number;
  employmentType?: string;
  ssnEnding?: string;
  isCrypto?: boolean;
  org?: string;
  referrerUuid?: string;
}

/** The registration form's answers as the web sends them (createApplication), for `email`. */
export function applicationForm(email: string, input: BorrowerInput = {}) {
  return {
    property: {
      street1: input.street1 ?? '12 Oak Street',
      city: input.city ?? 'San Mateo',
      state: input.state ?? 'CA',
      zip: input.zip ?? '94401',
    },
    saleStatus: 'NOT_SELLING',
    income: { annualIncome: input.annualIncome ?? 96_000, employmentType: input.employmentType ?? 'FULL_TIME' },
    name: { firstName: 'Ann', lastName: 'Lee' },
    birthdate: '1980-04-02',
    contact: { email, phone: '415-555-0100' },
    isCrypto: input.isCrypto ?? false,
    ...(input.referrerUuid ? { referrerUuid: input.referrerUuid } : {}),
  };
}

export async function registerBorrower(sb: Sandbox, input: BorrowerInput = {}) {
  const email = `borrower-${randomUUID()}@example.com`;
  const headers = { 'x-org': input.org ?? 'homestead' };
  const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
    body: { email, password: 'correct horse battery staple' },
    headers,
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const token: string = reg.body.jwt;
  const created = await sb.call('POST', APP, { token, headers, body: applicationForm(email, input) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return {
    token,
    email,
    uuid: created.body.uuid as string,
    identityUuid: reg.body.identityUuid as string,
    ssn: `123-45-${input.ssnEnding ?? '6789'}`,
    headers,
  };
}

export type Borrower = Awaited<ReturnType<typeof registerBorrower>>;

/** A borrower who comes back after their session expired signs in again: their new token. */
export async function signBackIn(sb: Sandbox, b: Pick<Borrower, 'email' | 'headers'>): Promise<string> {
  const r = await sb.call('POST', '/identity/api/v1/login', {
    body: { email: b.email, password: 'correct horse battery staple' },
    headers: b.headers,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.jwt as string;
}

export interface WalkOptions {
  /** Stop once this state is seen. */
  until?: string;
  /** On bank/disburse link this bank (part of its name; e.g. 'Tokenized'). */
  bank?: string;
  /** On notary/intro choose the in-person notary. */
  manualNotary?: boolean;
  maxSteps?: number;
}

/**
 * Drives an application the way a borrower would: read the status (advancing the clock while a
 * background step is due, as the browser's polling does), then take the natural action for the
 * state, until it reaches `until`, a state with nothing to do, or a terminal state.
 */
export async function walk(sb: Sandbox, b: Borrower, opts: WalkOptions = {}) {
  const visited: string[] = [];
  /** Which row of the screen table, and which of its variants, each state met used. */
  const rows = new Set<string>();
  const seen = (s: string) => {
    if (visited[visited.length - 1] !== s) visited.push(s);
  };
  const act = async <N extends StepName>(name: N, body: StepPayload<N>) => {
    const r = await step(sb, b, name as never, body as never);
    expect(r.status, `${name} in ${visited.at(-1)}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r;
  };
  for (let i = 0; i < (opts.maxSteps ?? 80); i++) {
    const status = await sb.call('GET', STATUS(b.uuid), { token: b.token, headers: b.headers });
    expect(status.status).toBe(200);
    const state: string = status.body.state;
    seen(state);
    const app = (await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token, headers: b.headers })).body;
    const target = screenForServerState(state, { ...app, status: status.body });
    if (target) rows.add(`${target.rule}: ${target.when}`);
    if (opts.until && state === opts.until) break;
    if (status.body.pendingSince) {
      // On to the step's due time: one delay, or the end of a hold (the right to cancel, decision 095).
      const due = (await findApplication(sb.deps.db, b.uuid))?.pendingDueAt?.getTime() ?? 0;
      const held = due > sb.clock.t + sb.deps.env.PIPELINE_DELAY_MS;
      sb.clock.t = Math.max(sb.clock.t + sb.deps.env.PIPELINE_DELAY_MS, due);
      // Days later the session has expired: the borrower signs back in, as they would.
      if (held) b.token = await signBackIn(sb, b);
      continue;
    }
    switch (state) {
      case 'COLLECT_PROFILE_INFO':
        await act('profile', { ssn: b.ssn, softCreditConsent: true });
        break;
      case 'CREDIT_NO_MATCH':
        await act('ssn', { ssn: '123-45-6789' });
        break;
      case 'SOFT_CREDIT_LOCKED_OR_FROZEN':
      case 'HARD_CREDIT_LOCKED_OR_FROZEN':
        await act('creditRetry', status.body.creditFrozenWithPin ? { pin: '1234' } : {});
        break;
      case 'NO_PROPERTY_FOUND':
      case 'MULTIPLE_PROPERTIES':
        await act('property', { property: { street1: '44 Elm Avenue', city: 'San Mateo', state: 'CA', zip: '94401' } });
        break;
      case 'DELINQUENCY_REVIEW':
        await act('delinquency', form({ explanation: 'A one-time late payment during a move.' }, []));
        break;
      case 'NO_AVM_FOUND':
        await act('estimatedValue', { estimatedValue: 640_000 });
        break;
      case 'ASSETS_PREQUAL':
        await act('assets', { publicToken: await linkedToken(sb, b, { purpose: 'assets' }, { accounts: 'all' }) });
        break;
      case 'CLTV_LIEN_POSITION_REQUALIFY':
        await act('winback', { accept: true });
        break;
      case 'OFFER_SELECTION':
      case 'REVISED_OFFER_SELECTION': {
        const offer = app.offers[0];
        await act('selectOffer', { offerId: offer.id, drawAmount: offer.minDraw });
        break;
      }
      case 'COLLECT_ADDITIONAL_INFO':
        await act('contact', { email: b.email, phone: '(415) 555-0100' });
        break;
      case 'HMDA':
        await act('hmda', {
          ethnicity: ['I do not wish to provide this information'],
          race: ['I do not wish to provide this information'],
          sex: 'I do not wish to provide this information',
        });
        break;
      case 'APP_SUBMISSION':
        await beforeSubmission(sb, b);
        await act('submit', { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true });
        break;
      case 'INCOME_VERIFICATION':
        if (status.body.manualPaystubUpload)
          await act(
            'paystubsUploaded',
            form({}, [
              { name: 'stub-1.pdf', blob: PDF() },
              { name: 'stub-2.pdf', blob: PDF() },
            ]),
          );
        else
          await act('incomeLink', {
            publicToken: await linkedToken(sb, b, { purpose: 'income', sourceType: 'TRUV_PAYROLL' }),
          });
        break;
      case 'EMPLOYMENT_VERIFICATION':
        await act('employer', {
          employerName: 'Acme Corp',
          jobTitle: 'Engineer',
          startDate: '2019-03-01',
          employerPhone: '4155550199',
        });
        break;
      case 'IDENTITY_VERIFICATION':
        await act(
          'identityUploaded',
          form({ type: 'DRIVERSLICENSEFRONT' }, [
            { name: 'license-front.png', blob: PNG() },
            { name: 'license-back.png', blob: PNG() },
          ]),
        );
        break;
      case 'BPO_ORDER_REQUEST':
      case 'NAV_BPO_ORDER':
        await act('bpoOrder', { contactName: 'Ann Lee', contactPhone: '4155550100', feeAccepted: true });
        break;
      case 'DISBURSEMENT_ACCOUNT':
        await act('disbursement', {
          mode: 'linked',
          publicToken: await linkedToken(sb, b, { purpose: 'bank' }, { institution: opts.bank }),
        });
        break;
      case 'AUTOPAY_ACCOUNT':
        // A tokenized bank's account came without a routing number: the borrower types it in.
        if (!app.disburseAccount?.routingNumber && !app.isCrypto)
          await act('disbursement', { mode: 'routing', routingNumber: '021000021' });
        else
          await act(
            'autopay',
            app.disburseAccount
              ? { payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: true }
              : { payType: 'MANUAL' },
          );
        break;
      case 'VERIFIED_AUTOPAY_ACCOUNT':
        await act('autopayConfirm', {});
        break;
      case 'LIEN_VERIFICATION':
      case 'LIEN_VERIFICATION_INQUIRY':
        await act('liens', { attest: true, liens: [{ lender: 'First Mortgage Co', balance: 210_000 }] });
        break;
      case 'PAYOFF_REQUEST_PENDING': {
        // payoff/hold: the borrower authorizes the payoff of the lien underwriting names.
        const facts = await sb.call('GET', underwritingPath(b.uuid), { token: b.token, headers: b.headers });
        await act('payoffConfirm', { lienUuid: facts.body.payoff.lien.uuid, authorize: true });
        break;
      }
      case 'FINAL_OFFER':
        await act('acceptFinalOffer', {});
        break;
      case 'NOTE_SIGNING':
        await openDocuments(sb, b); // the server signs only what this user opened
        await act('signNote', SIGNED_BY_ANN);
        break;
      case 'CO_DEED_REQ':
        await coSign(sb, b);
        break;
      case 'GEN_NOTARY_DISCLOSURE':
        // A state whose closing path has no eNotary (Texas, South Carolina …) books the notary in person.
        if (opts.manualNotary || !ronAvailable(app.property?.state)) {
          // In Texas the deed is signed at an office (the first the core lists), never at the property.
          const [office] = closingOffices(app.property?.state, app.property?.city, app.property?.county);
          await act('manualNotary', {
            requestedTime: (await freeNotarySlot(sb, b)) ?? '',
            ...(office ? { signingAddress: officeSigningAddress(office) } : {}),
          });
        } else await act('enotary', {});
        break;
      case 'MANUAL_DEED_SIGNING':
        await act('reserveNotary', { slot: (await freeNotarySlot(sb, b)) ?? '' });
        break;
      case 'DEED_SIGNING':
        if (!status.body.manualNotary) await notarise(sb, b);
        await act('notarySessionComplete', {});
        break;
      case 'TRUST_AND_INSURANCE': {
        // The proofs still owed, as insurance/upload reads them (a flood zone owes hazard and flood).
        const owed = await sb.call('GET', insurancePath(b.uuid), { token: b.token, headers: b.headers });
        const type = proofsToUpload(owed.body as InsuranceStatus)[0] ?? 'PROOFOFHAZARDINSURANCE';
        await act('insuranceUploaded', form({ type }, [{ name: `${type.toLowerCase()}.pdf`, blob: PDF() }]));
        break;
      }
      default:
        return { visited, state, rows };
    }
  }
  return { visited, state: visited[visited.length - 1] as string, rows };
}

/** The first free slot the sandbox notary offers (as UTC ISO, so the presets stay clock-free). */
export async function freeNotarySlot(sb: Sandbox, b: StepCaller): Promise<string | undefined> {
  const r = await sb.call('GET', `${APP}/${b.uuid}/notary/slots`, { token: b.token, headers: b.headers });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const slot = (r.body.days as { slots: { start: string; available: boolean }[] }[])
    .flatMap((d) => d.slots)
    .find((s) => s.available);
  return slot && new Date(slot.start).toISOString();
}

/** An eNotary session taken to the seal: the borrower's two actions, the provider's stages by time. */
export async function notarise(sb: Sandbox, b: StepCaller) {
  const session = `${APP}/${b.uuid}/notary/session`;
  const opts = { token: b.token, headers: b.headers };
  expect((await sb.call('POST', session, opts)).status).toBeLessThan(300);
  expect((await sb.call('POST', `${session}/actions`, { ...opts, body: { action: 'deviceReady' } })).status).toBe(200);
  sb.clock.t += 60_000;
  expect((await sb.call('POST', `${session}/actions`, { ...opts, body: { action: 'signDeed' } })).status).toBe(200);
  sb.clock.t += 60_000;
  expect((await sb.call('GET', session, opts)).body.stage).toBe('sealed');
}

/** Opens documents as the borrower's viewer does (each GET is recorded as opened); by default every one to sign. */
export async function openDocuments(
  sb: Sandbox,
  b: StepCaller,
  kinds: readonly (typeof DOCUMENTS_TO_SIGN)[number][] = DOCUMENTS_TO_SIGN,
) {
  for (const kind of kinds) {
    const r = await sb.call('GET', disclosurePdfPath(b.uuid, kind), { token: b.token, headers: b.headers });
    expect(r.status, `open ${kind}: ${String(r.body).slice(0, 200)}`).toBe(200);
  }
}

/** The signer opens each document they are given, as heloc-signer/documents does (the server refuses a signature before). */
export async function openSignerDocuments(sb: Sandbox, uuid: string, token: string, headers?: Record<string, string>) {
  for (const kind of SIGNER_DOCUMENT_KINDS) {
    const opened = await sb.call('GET', signerDocumentPdfPath(uuid, kind), { token, headers });
    expect(opened.status, `open ${kind}: ${String(opened.body).slice(0, 200)}`).toBe(200);
  }
}

/** The co-deed signer's own journey: invited, registers with the invitation, signs. */
export async function coSign(sb: Sandbox, b: Borrower) {
  const email = `signer-${randomUUID()}@example.com`;
  const invite = await sb.call('POST', `${APP}/${b.uuid}/signers`, {
    token: b.token,
    headers: b.headers,
    body: { email, firstName: 'Sam', lastName: 'Lee' },
  });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  // The invitee opens the link in their mailbox (the sandbox outbox); the inviter never sees it.
  const inviteToken = await linkParam(sb, email, 'signer-invitation', 'invite');
  const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
    headers: b.headers,
    body: { email, password: 'another long password', inviteToken },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const status = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${b.uuid}`, {
    token: reg.body.jwt,
    headers: b.headers,
  });
  expect(status.body).toMatchObject({
    coDeedStatus: 'PENDING',
    canSign: true,
    loanNumber: expect.any(String) as string,
  });
  await openSignerDocuments(sb, b.uuid, reg.body.jwt, b.headers);
  const signed = await sb.call('POST', `${APP}/${b.uuid}/signers/me/sign`, {
    token: reg.body.jwt,
    headers: b.headers,
    body: SIGNED_BY_SAM,
  });
  expect(signed.body).toMatchObject({ signed: true, coDeedStatus: 'COMPLETE' });
  return { token: reg.body.jwt as string, email };
}
