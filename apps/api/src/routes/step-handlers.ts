/**
 * What the server does for each borrower step, and nothing else: the step's method, path, body
 * schema and documentation are rows of @heloc/core's JOURNEY_STEPS, registered by
 * applications.ts. A handler names the lifecycle action it runs and the side effects the server
 * alone performs (hashing the SSN, updating the profile, storing files).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { employerSchema, formatIsoDate, type MultipartStepName, type StepName, type StepOutput } from '@heloc/core';
import { conditions, documents, users } from '../db/schema.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { runAction, StepInvalid, StepNotAvailable, type ACTIONS, type ActionName } from '../pipeline/lifecycle.js';
import { commitStep, ConcurrentUpdate, toRecord, type ApplicationRow } from '../pipeline/store.js';
import type { Step } from '../pipeline/types.js';
import { readUpload, type UploadedFile } from '../uploads/files.js';
import { currentUser } from './identity.js';
import { pendingSigners, projectApplication } from './access.js';
import { accountRecord, ssnRecord } from './schemas.js';

type Input<N extends ActionName> = Parameters<(typeof ACTIONS)[N]['run']>[1];

/** Runs a lifecycle action on an owned application and answers with the new application. */
export async function act<N extends ActionName>(c: Context<AppEnv>, row: ApplicationRow, name: N, input: Input<N>, status = 200, afterCommit?: (saved: ApplicationRow) => Promise<void>) {
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

/**
 * A multipart step's form, read on demand: how many files a step takes can depend on the
 * application (paystubs), so the handler says; the text fields are checked with the row's schema.
 */
export type ReadForm<N extends MultipartStepName> = (limits: { min?: number; max?: number }) => Promise<{ files: UploadedFile[]; fields: StepOutput<N> }>;

export function formReader<N extends MultipartStepName>(c: Context<AppEnv>, schema: v.GenericSchema): ReadForm<N> {
  return async (limits) => {
    const { files, fields } = await readUpload(c, limits);
    const parsed = v.safeParse(schema, fields);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const key = issue.path?.map((p) => String(p.key)).join('.');
      throw apiError(400, key ? `${key}: ${issue.message}` : issue.message);
    }
    return { files, fields: parsed.output as StepOutput<N> };
  };
}

/** What a handler gets: the validated JSON body, or a reader for a multipart step's form. */
export type StepInput<N extends StepName> = N extends MultipartStepName ? ReadForm<N> : StepOutput<N>;
export type StepHandler<N extends StepName> = (c: Context<AppEnv>, application: ApplicationRow, input: StepInput<N>) => Promise<Response>;

export const STEP_HANDLERS = {
  profile: (c, row, body) => act(c, row, 'profile', ssnRecord(body.ssn, row.uuid), 200, () => updateProfile(c, addPull('SOFT_CREDIT'))),
  ssn: (c, row, body) => act(c, row, 'ssn', ssnRecord(body.ssn, row.uuid)),
  creditRetry: (c, row, body) => act(c, row, 'creditRetry', body),
  property: (c, row, body) => act(c, row, 'property', { property: { uuid: randomUUID(), ...body.property } }),
  delinquency: (c, row, body) => act(c, row, 'delinquency', body),
  estimatedValue: (c, row, body) => act(c, row, 'estimatedValue', body),
  assets: (c, row, body) => act(c, row, 'assets', body),
  winback: (c, row, body) => act(c, row, 'winback', body),
  selectOffer: (c, row, body) => act(c, row, 'selectOffer', body),
  contact: (c, row, body) => act(c, row, 'contact', body, 200, () => updateProfile(c, (p) => ({ ...p, phoneNumbers: [body.phone] }))),
  hmda: (c, row, body) => act(c, row, 'hmda', { hmda: body }),
  submit: (c, row) => act(c, row, 'submit', {}, 200, () => updateProfile(c, addPull('HARD_CREDIT'))),
  incomeLink: (c, row, body) => act(c, row, 'incomeLink', body),
  paystubsUploaded: async (c, row, read) => {
    const [condition] = await c.get('deps').db.select().from(conditions).where(and(eq(conditions.applicationUuid, row.uuid), eq(conditions.categoryEnum, 'HELOC_MANUAL_PAYSTUB_UPLOAD')));
    const required = Number((condition?.xtraData as { numDocsRequired?: number } | null)?.numDocsRequired ?? 1);
    const { files } = await read({ min: required, max: 10 });
    return act(c, row, 'paystubsUploaded', {}, 200, async () => {
      await storeFiles(c, row, files, 'USER_UPLOADED_PAYSTUB', condition?.uuid ?? null);
      if (condition) await c.get('deps').db.update(conditions).set({ actionNeeded: 0 }).where(eq(conditions.uuid, condition.uuid));
    });
  },
  employer: (c, row, body) => {
    // The step table's schema cannot know today; the same core rule runs again on the server's clock.
    const dated = v.safeParse(employerSchema(formatIsoDate(c.get('deps').now())), body);
    if (!dated.success) throw apiError(400, `${dated.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? 'startDate'}: ${dated.issues[0]?.message ?? 'Required'}`);
    return act(c, row, 'employer', dated.output);
  },
  identityUploaded: async (c, row, read) => {
    const { files, fields } = await read({ max: 1 });
    return act(c, row, 'identityUploaded', {}, 200, () => storeFiles(c, row, files, fields.type));
  },
  bpoOrder: (c, row, body) => act(c, row, 'bpoOrder', body),
  disbursement: (c, row, body) => act(c, row, 'disbursement', { account: accountRecord(body) }),
  autopay: (c, row, body) => {
    const account = body.payType === 'MANUAL' ? null : body.useDisbursementAccount ? ((row.data as { disburseAccount?: never }).disburseAccount ?? null) : accountRecord(body.account);
    return act(c, row, 'autopay', { payType: body.payType, account });
  },
  autopayConfirm: (c, row) => act(c, row, 'autopayConfirm', {}),
  liens: (c, row, body) => act(c, row, 'liens', { attestation: body }),
  acceptFinalOffer: (c, row) => act(c, row, 'acceptFinalOffer', {}),
  signNote: async (c, row, body) => {
    const pending = await pendingSigners(c.get('deps').db, row.uuid);
    const street = String((row.data as { property?: { street1?: string } }).property?.street1 ?? '');
    const needsCoDeed = pending > 0 || /\bcodeed\b/i.test(street);
    return act(c, row, 'signNote', { signatureName: body.signatureName, needsCoDeed });
  },
  enotary: (c, row) => act(c, row, 'enotary', {}),
  manualNotary: (c, row, body) => {
    // "In the future" is the server's clock's business, not the contract's.
    if (Date.parse(body.requestedTime) <= c.get('deps').now().getTime()) throw apiError(400, 'requestedTime: Must be in the future');
    return act(c, row, 'manualNotary', body);
  },
  reserveNotary: (c, row, body) => act(c, row, 'reserveNotary', body),
  notarySessionComplete: (c, row) => act(c, row, 'notarySessionComplete', {}),
  insuranceUploaded: async (c, row, read) => {
    const { files, fields } = await read({ max: 3 });
    return act(c, row, 'insuranceUploaded', {}, 200, () => storeFiles(c, row, files, fields.type));
  },
  cancel: (c, row, body) => act(c, row, 'cancel', body),
} satisfies { [N in StepName]: StepHandler<N> };
