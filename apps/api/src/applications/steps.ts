/**
 * What the server does for each borrower step, and nothing else: the step's method, path, body
 * schema and documentation are rows of @heloc/core's JOURNEY_STEPS, registered by
 * applications.ts. A handler names the lifecycle action it runs and the side effects the server
 * alone performs (hashing the SSN, updating the profile, storing files).
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  ronAvailable,
  RON_UNAVAILABLE_MESSAGE,
  ACH_AUTHORIZATION_VERSION,
  employerSchema,
  formatIsoDate,
  SUBMIT_DISCLOSURES_NOT_GIVEN_MESSAGE,
  SUBMIT_ESIGN_NOT_SHOWN_MESSAGE,
  type LinkPurpose,
} from '@heloc/core';
import { type MultipartStepName, type StepName, type StepOutput } from '@heloc/core/contract';
import { conditionOfKind, markConditionAnswered, openConditionsOfKinds } from '../conditions/repo.js';
import { correctOwnership, storeFiles } from './service.js';
import { saveProfile } from '../identity/repo.js';
import type { Db } from '../db/client.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import {
  isAvailable,
  runAction,
  StepInvalid,
  StepNotAvailable,
  type ACTIONS,
  type ActionName,
} from '../pipeline/lifecycle.js';
import { commitStep, ConcurrentUpdate, toRecord, type ApplicationRow, type WithinStep } from '../pipeline/store.js';
import type { Handle } from '../db/transaction.js';
import type { Step } from '../pipeline/types.js';
import { insuranceReviewNote } from '../pipeline/scenarios.js';
import { inquiriesOf, liensOf } from '../pipeline/title-and-credit.js';
import { readUpload, type UploadedFile } from '../uploads/files.js';
import { idUpload } from '../uploads/id-upload.js';
import { currentUser } from '../identity/routes.js';
import { pendingSigners, projectApplication } from './access.js';
import { countsTowardAssets } from '../link/catalogue.js';
import { claimPublicToken, type LinkResult, type LinkSessionRow } from '../link/sessions.js';
import type { AppData, BankAccountData } from '../pipeline/types.js';
import { linkedAccount, manualAccount, ssnRecord } from './schemas.js';
import { checkNotaryTime, checkSessionComplete, checkSigningPlace } from '../notary/session.js';
import { prepareNoteSigning, trailOf } from '../documents/signing.js';
import { applicationDisclosuresGiven, esignDemonstratedAt, signDeedAtNotary } from '../documents/vault.js';
import { eventsOf } from '../documents/repo.js';
import { placed } from './gazetteer.js';

type Input<N extends ActionName> = Parameters<(typeof ACTIONS)[N]['run']>[1];

/**
 * Runs a lifecycle action on an owned application and answers with the new application. What the
 * route writes besides the step (`within`) runs inside the step's transaction (issue 23, item 3):
 * a crash or a failure leaves neither the step nor its files, profile or signed copies half-done.
 */
export async function act<N extends ActionName>(
  c: Context<AppEnv>,
  row: ApplicationRow,
  name: N,
  input: Input<N>,
  status = 200,
  within?: WithinStep,
) {
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
    saved = await commitStep(db, row, step, now(), env.PIPELINE_DELAY_MS, within);
  } catch (error) {
    if (error instanceof ConcurrentUpdate) throw apiError(409, error.message);
    throw error;
  }
  return c.json(await projectApplication(db, saved, now()), status as 200);
}

/**
 * Exchanges a link's public token for what was linked (as the aggregator's exchange or webhook
 * would report it) and runs the step with it. The token is spent only if the step is taken: a
 * step refused in this state gives it back, so the borrower can use it once the step is open.
 */
async function withLink(
  c: Context<AppEnv>,
  row: ApplicationRow,
  action: ActionName,
  purpose: LinkPurpose,
  publicToken: string,
  run: (result: LinkResult, session: LinkSessionRow) => Promise<Response>,
) {
  const { db, now } = c.get('deps');
  // A step out of order says so (409) before the token is looked at, as every other step does.
  if (!isAvailable(action, toRecord(row))) throw apiError(409, new StepNotAvailable(action, row.state).message);
  const claim = await claimPublicToken(db, {
    publicToken,
    userUuid: c.get('user').uuid,
    applicationUuid: row.uuid,
    purpose,
    now: now(),
  });
  try {
    return await run(claim.result, claim.session);
  } catch (error) {
    await claim.release();
    throw error;
  }
}

type AccountBody =
  | { mode: 'linked'; publicToken: string }
  | { mode: 'manual'; routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' };
/** The account a disbursement or autopay body names: a linked one (its token exchanged) or one typed in. */
const withAccount = (
  c: Context<AppEnv>,
  row: ApplicationRow,
  action: 'disbursement' | 'autopay',
  body: AccountBody,
  run: (account: BankAccountData) => Promise<Response>,
) =>
  body.mode === 'linked'
    ? withLink(c, row, action, 'bank', body.publicToken, (result) => run(linkedAccount(result)))
    : run(manualAccount(body));

/** Supporting documents a delinquency explanation or an ownership correction may carry. */
const MAX_SUPPORTING_FILES = 3;
export const UNKNOWN_LIEN = 'That is not a lien on this property.';
export const UNKNOWN_INQUIRY = 'That is not one of the inquiries to explain.';
export const OWNERSHIP_NOT_UNDER_REVIEW = 'This step is not available: the ownership of this home is not under review.';
export const TRUST_NAME_REQUIRED = 'Enter the name of the trust';
/** The conditions an ownership correction answers (the title's vesting differs, or ownership is in doubt). */
export const OWNERSHIP_CONDITIONS = ['FALSE_OWNERSHIP_TYPE_REVIEW', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW'] as const;

/** The newest open ownership condition of an application, if any. */
export async function openOwnershipCondition(db: Db, applicationUuid: string) {
  const rows = await openConditionsOfKinds(db, applicationUuid, OWNERSHIP_CONDITIONS);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

export const ROUTING_ONLY_FOR_TOKENIZED =
  'A routing number can be added only to a linked account that came without one.';

/** Stores a step's files on the step's transaction (`applications/service.ts` has the loop). */
const storeStepFiles = (
  tx: Handle,
  c: Context<AppEnv>,
  row: ApplicationRow,
  files: UploadedFile[],
  type: string,
  conditionUuid: string | null = null,
) =>
  storeFiles(tx, files, {
    applicationUuid: row.uuid,
    uploadedBy: c.get('user').uuid,
    type,
    conditionUuid,
    now: c.get('deps').now,
  });

/** The profile change a step makes, read now and written inside the step's transaction. */
async function profileChange(
  c: Context<AppEnv>,
  patch: (p: Record<string, unknown>) => Record<string, unknown>,
): Promise<WithinStep> {
  const user = await currentUser(c);
  return async (tx) => {
    await saveProfile(tx, user.uuid, patch(user.profile));
  };
}

const addPull = (type: string) => (p: Record<string, unknown>) => {
  const pulls = Array.isArray(p.creditPulls) ? (p.creditPulls as { type: string }[]) : [];
  return { ...p, hasSsn: true, creditPulls: pulls.some((x) => x.type === type) ? pulls : [...pulls, { type }] };
};

/**
 * A multipart step's form, read on demand: how many files a step takes can depend on the
 * application (paystubs), so the handler says; the text fields are checked with the row's schema.
 */
export type ReadForm<N extends MultipartStepName> = (limits: {
  min?: number;
  max?: number;
}) => Promise<{ files: UploadedFile[]; fields: StepOutput<N> }>;

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
export type StepHandler<N extends StepName> = (
  c: Context<AppEnv>,
  application: ApplicationRow,
  input: StepInput<N>,
) => Promise<Response>;

export const STEP_HANDLERS = {
  profile: async (c, row, body) =>
    act(c, row, 'profile', ssnRecord(body.ssn, row.uuid), 200, await profileChange(c, addPull('SOFT_CREDIT'))),
  ssn: (c, row, body) => act(c, row, 'ssn', ssnRecord(body.ssn, row.uuid)),
  creditRetry: (c, row, body) => act(c, row, 'creditRetry', body),
  property: async (c, row, body) =>
    act(c, row, 'property', {
      property: { uuid: randomUUID(), ...(await placed(c.get('deps'), body.property)) },
    }),
  delinquency: async (c, row, read) => {
    // The explanation is what underwriting reads; documents (a bank letter, a statement) are optional.
    const { files, fields } = await read({ min: 0, max: MAX_SUPPORTING_FILES });
    return act(c, row, 'delinquency', { explanation: fields.explanation }, 200, (tx) =>
      storeStepFiles(tx, c, row, files, 'DELINQUENCY_EXPLANATION'),
    );
  },
  ownership: async (c, row, read) => {
    // Not a lifecycle event: an ownership review is a condition beside the journey, which goes on.
    const { db, now } = c.get('deps');
    const open = await openOwnershipCondition(db, row.uuid);
    if (!open) throw apiError(409, OWNERSHIP_NOT_UNDER_REVIEW);
    const { files, fields } = await read({ min: 0, max: MAX_SUPPORTING_FILES });
    const trustName = fields.trustName?.trim() || undefined;
    if (fields.ownership === 'TRUST' && !trustName) throw apiError(400, `trustName: ${TRUST_NAME_REQUIRED}`);
    const correction = {
      ownership: fields.ownership,
      trustName: fields.ownership === 'TRUST' ? trustName : undefined,
      at: now().toISOString(),
      fileCount: files.length,
    };
    // The correction, its proofs and the answered condition commit together (issue 23, item 3).
    const type = fields.ownership === 'TRUST' ? 'CERTIFICATE_OF_TRUST' : 'DEED';
    const saved = await correctOwnership(
      db,
      row,
      correction,
      { files, type, uploadedBy: c.get('user').uuid },
      open,
      now,
    );
    return c.json(await projectApplication(db, saved, now()));
  },
  estimatedValue: (c, row, body) => act(c, row, 'estimatedValue', body),
  assets: (c, row, body) =>
    withLink(c, row, 'assets', 'assets', body.publicToken, (result) =>
      act(c, row, 'assets', {
        accounts: result.accounts.map((a) => ({
          uuid: randomUUID(),
          institution: result.institution.name,
          name: a.name,
          kind: a.kind,
          mask: a.mask,
          balance: a.balance ?? 0,
          counts: countsTowardAssets(a),
        })),
      }),
    ),
  winback: (c, row, body) => act(c, row, 'winback', body),
  selectOffer: (c, row, body) => act(c, row, 'selectOffer', body),
  contact: async (c, row, body) =>
    act(c, row, 'contact', body, 200, await profileChange(c, (p) => ({ ...p, phoneNumbers: [body.phone] }))),
  hmda: (c, row, body) => act(c, row, 'hmda', { hmda: body }),
  submit: async (c, row) => {
    // A step out of order says so first (409), as every other step does.
    if (isAvailable('submit', toRecord(row))) {
      // Reg Z §1026.40(b): the program disclosures and the booklet come with the application, before
      // it is submitted; 15 U.S.C. §7001(c)(1)(C)(ii): the E-SIGN consent is given in a way that
      // shows the borrower can open PDFs (the sample's code). Decision 091.
      const events = await eventsOf(c.get('deps').db, row.uuid);
      if (!applicationDisclosuresGiven(row, events)) throw apiError(409, SUBMIT_DISCLOSURES_NOT_GIVEN_MESSAGE);
      if (!esignDemonstratedAt(row, events)) throw apiError(409, SUBMIT_ESIGN_NOT_SHOWN_MESSAGE);
    }
    return act(c, row, 'submit', {}, 200, await profileChange(c, addPull('HARD_CREDIT')));
  },
  incomeLink: (c, row, body) =>
    withLink(c, row, 'incomeLink', 'income', body.publicToken, (result, session) =>
      act(c, row, 'incomeLink', {
        source: {
          uuid: randomUUID(),
          type: session.sourceType ?? 'OTHER',
          provider: session.provider,
          institution: result.institution.name,
          status: 'LINKED',
          annualIncome: result.accounts[0]?.annualIncome ?? null,
        },
      }),
    ),
  paystubsUploaded: async (c, row, read) => {
    const condition = await conditionOfKind(c.get('deps').db, row.uuid, 'HELOC_MANUAL_PAYSTUB_UPLOAD');
    const required = Number((condition?.xtraData as { numDocsRequired?: number } | null)?.numDocsRequired ?? 1);
    const { files } = await read({ min: required, max: 10 });
    return act(c, row, 'paystubsUploaded', {}, 200, async (tx) => {
      await storeStepFiles(tx, c, row, files, 'USER_UPLOADED_PAYSTUB', condition?.uuid ?? null);
      if (condition) await markConditionAnswered(tx, condition, c.get('deps').now());
    });
  },
  employer: (c, row, body) => {
    // The step table's schema cannot know today; the same core rule runs again on the server's clock.
    const dated = v.safeParse(employerSchema(formatIsoDate(c.get('deps').now())), body);
    if (!dated.success)
      throw apiError(
        400,
        `${dated.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? 'startDate'}: ${dated.issues[0]?.message ?? 'Required'}`,
      );
    return act(c, row, 'employer', dated.output);
  },
  identityUploaded: async (c, row, read) => {
    // The type names the front; a kind with a back (a driver's licence) sends it second, and it is
    // filed under its own type so the fallback guards, which count fronts, read the same as before.
    const { files, fields } = await read({ max: 2 });
    const { sides } = idUpload(files, { type: fields.type });
    return act(c, row, 'identityUploaded', {}, 200, async (tx) => {
      for (const side of sides) await storeStepFiles(tx, c, row, [side.file], side.type);
    });
  },
  bpoOrder: (c, row, body) => act(c, row, 'bpoOrder', body),
  payoffConfirm: (c, row, body) => act(c, row, 'payoffConfirm', { lienUuid: body.lienUuid }),
  disbursement: (c, row, body) => {
    if (body.mode === 'routing') {
      // Only the linked account that lacked it (a tokenized bank) takes a typed routing number.
      const linked = (row.data as AppData).disburseAccount;
      if (!linked || linked.mode !== 'linked' || linked.routingNumber) throw apiError(409, ROUTING_ONLY_FOR_TOKENIZED);
      return act(c, row, 'disbursement', { account: { ...linked, routingNumber: body.routingNumber } });
    }
    return withAccount(c, row, 'disbursement', body, (account) => act(c, row, 'disbursement', { account }));
  },
  autopay: (c, row, body) => {
    if (body.payType === 'MANUAL')
      return act(c, row, 'autopay', { payType: body.payType, account: null, achAuthorizationVersion: null });
    if (body.useDisbursementAccount)
      return act(c, row, 'autopay', {
        payType: body.payType,
        account: (row.data as AppData).disburseAccount ?? null,
        achAuthorizationVersion: ACH_AUTHORIZATION_VERSION,
      });
    return withAccount(c, row, 'autopay', body.account, (account) =>
      act(c, row, 'autopay', { payType: body.payType, account, achAuthorizationVersion: ACH_AUTHORIZATION_VERSION }),
    );
  },
  autopayConfirm: (c, row) => act(c, row, 'autopayConfirm', {}),
  liens: (c, row, body) => {
    // A correction or an answer names a lien or an inquiry underwriting reported (GET …/underwriting).
    if (isAvailable('liens', toRecord(row))) {
      const record = toRecord(row);
      const lienIds = new Set(liensOf(record).map((l) => l.uuid));
      const inquiryIds = new Set(inquiriesOf(record, record.data.liensFoundAt ?? '').map((q) => q.uuid));
      const badLien = body.corrections.findIndex((x) => !lienIds.has(x.lienUuid));
      if (badLien >= 0) throw apiError(400, `corrections.${badLien}.lienUuid: ${UNKNOWN_LIEN}`);
      const badInquiry = body.inquiries.findIndex((x) => !inquiryIds.has(x.inquiryUuid));
      if (badInquiry >= 0) throw apiError(400, `inquiries.${badInquiry}.inquiryUuid: ${UNKNOWN_INQUIRY}`);
    }
    return act(c, row, 'liens', { attestation: body });
  },
  acceptFinalOffer: (c, row) => act(c, row, 'acceptFinalOffer', {}),
  signNote: async (c, row, body) => {
    // Signs what was opened, and nothing else: the signed copies are made before the step is
    // taken (a bad drawing is refused with nothing saved) and kept once it commits.
    const copies = await prepareNoteSigning(c, row, body);
    const pending = await pendingSigners(c.get('deps').db, row.uuid);
    const street = String((row.data as { property?: { street1?: string } }).property?.street1 ?? '');
    const needsCoDeed = pending > 0 || /\bcodeed\b/i.test(street);
    return act(c, row, 'signNote', { signatureName: body.signature.name, needsCoDeed }, 200, (tx) => copies.keep(tx));
  },
  enotary: (c, row) => {
    // Where the sandbox's RON provider cannot notarise a deed, only the in-person notary is offered.
    if (isAvailable('enotary', toRecord(row)) && !ronAvailable((row.data as AppData).property?.state))
      throw apiError(409, RON_UNAVAILABLE_MESSAGE);
    return act(c, row, 'enotary', {});
  },
  manualNotary: (c, row, body) => {
    // Business hours, notice, Sundays and holidays are checked against the server's clock in the
    // property's zone (the core's notaryTimeProblem, the same rule the date picker follows).
    if (isAvailable('manualNotary', toRecord(row))) {
      checkNotaryTime(c, row, 'requestedTime', body.requestedTime, { mustBeFree: false });
      checkSigningPlace(row, body.signingAddress);
    }
    return act(c, row, 'manualNotary', body);
  },
  reserveNotary: (c, row, body) => {
    if (isAvailable('reserveNotary', toRecord(row))) checkNotaryTime(c, row, 'slot', body.slot, { mustBeFree: true });
    return act(c, row, 'reserveNotary', body);
  },
  notarySessionComplete: (c, row, body) => {
    if (isAvailable('notarySessionComplete', toRecord(row))) checkSessionComplete(c, row);
    return act(c, row, 'notarySessionComplete', {}, 200, (tx, saved) =>
      signDeedAtNotary(tx, saved, c.get('deps').now(), { ...trailOf(c), location: body.location ?? null }),
    );
  },
  insuranceUploaded: async (c, row, read) => {
    // One policy's declarations page (a few pages at most); the lifecycle waits until every required policy is in.
    const { files, fields } = await read({ min: 1, max: 3 });
    const fileNames = files.map((f) => f.name);
    return act(
      c,
      row,
      'insuranceUploaded',
      { type: fields.type, fileNames, note: insuranceReviewNote(fileNames) },
      200,
      (tx) => storeStepFiles(tx, c, row, files, fields.type),
    );
  },
  cancel: (c, row, body) => act(c, row, 'cancel', body),
} satisfies { [N in StepName]: StepHandler<N> };
