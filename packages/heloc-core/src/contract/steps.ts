/**
 * The journey contract in one table: every step a borrower takes on the application's write side
 * — its name, method, path under the application, request body (a valibot schema), the screen it is
 * taken from and the fallback-machine event it produces. The server registers its routes from these
 * rows, the app calls steps by name, and the server's test harness walks with them; a step is added
 * by adding a row here (and a handler in the server and a call by name in its screen).
 *
 * Only the contract lives here. What the server does with a body (hashing the SSN, choosing the
 * account numbers of a linked bank, storing files) stays in the server.
 */
import * as v from 'valibot';
import type { FallbackEventType } from '../journey/fallback-machine.js';
import {
  accountNumberSchema,
  emailSchema,
  hmdaSchema,
  phoneSchema,
  propertySchema,
  routingNumberSchema,
  ssnSchema,
  submissionConsentSchema,
} from '../forms.js';
import { employerSchema } from '../underwriting/employer.js';
import { ID_FRONT_DOCUMENT_TYPES } from '../enums.js';
import { signDocumentsSchema } from '../closing/closing-documents.js';
import { signingLocationSchema } from '../closing/signing-location.js';
import { OWNERSHIP_TYPES } from '../underwriting/underwriting.js';
import type { AppScreenPattern } from '../journey/routes.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';

// Declared in constants.ts so that a module needing only the path (the app's endpoints, on the
// first screen) does not bring the whole step table with it (decision 007).
import { APPLICATION_API_PATH } from '../constants.js';
export { APPLICATION_API_PATH };

/* ---------- request bodies (the server's messages, word for word) ---------- */

/** Steps that carry nothing: the step itself is the message. */
const emptyBody = v.object({});
/** The eNotary session's end: where the borrower signed the deed, when they chose to share it (decision 060). */
const notarySessionCompleteBody = v.object({ location: v.optional(signingLocationSchema) });

/** A one-time public token from a finished link (linking.ts); the server exchanges it for what was linked. */
const publicToken = first(v.pipe(requiredString(), v.maxLength(200)));

const account = v.variant('mode', [
  v.object({ mode: v.literal('linked'), publicToken }),
  v.object({
    mode: v.literal('manual'),
    routingNumber: routingNumberSchema,
    accountNumber: accountNumberSchema,
    accountType: v.picklist(['CHECKING', 'SAVINGS'], 'Required'),
  }),
]);

/** Said when autopay is asked for without accepting the ACH debit authorization (bank.ts has its text). */
export const ACH_REQUIRED_MESSAGE = 'You must authorize the automatic payments to use autopay';
const achAccepted = v.literal(true, ACH_REQUIRED_MESSAGE);

/** Said when a valuation is ordered without agreeing to its fee. */
export const BPO_FEE_REQUIRED_MESSAGE = 'You must agree to the valuation fee to order it';
/** Said when the payoff is confirmed without the authorization. */
export const PAYOFF_AUTHORIZE_MESSAGE = 'You must authorize the payoff to continue';

const bodies = {
  profile: v.object({
    ssn: ssnSchema,
    softCreditConsent: v.literal(true, 'You must agree to the soft credit check to continue'),
  }),
  ssn: v.object({ ssn: ssnSchema }),
  creditRetry: v.object({ pin: v.optional(v.pipe(v.string(), v.regex(/^\d{4,10}$/, 'Must be 4 to 10 digits'))) }),
  property: v.object({ property: propertySchema }),

  estimatedValue: v.object({
    estimatedValue: v.pipe(
      v.number('Required'),
      v.minValue(50_000, 'Must be at least $50,000'),
      v.maxValue(20_000_000, 'Must be at most $20,000,000'),
    ),
  }),
  assets: v.object({ publicToken }),
  winback: v.object({ accept: v.boolean('Required') }),
  selectOffer: v.object({
    offerId: first(v.pipe(requiredString(), v.maxLength(40))),
    drawAmount: v.pipe(v.number('Required'), v.integer('Must be whole dollars'), v.minValue(0)),
  }),
  contact: v.object({ email: emailSchema, phone: phoneSchema }),
  hmda: hmdaSchema,
  // The consents the summary screen's form asks for, one schema for both (E-SIGN, Reg Z, FCRA).
  submit: submissionConsentSchema,
  incomeLink: v.object({ publicToken }),
  // The form's schema without a clock: the server checks the start date again against its today.
  employer: employerSchema(),
  // The valuation fee is charged to the borrower at closing (shared-surfaces §9): ordering it is agreeing to it.
  bpoOrder: v.object({
    contactName: first(v.pipe(requiredString(), v.maxLength(100))),
    contactPhone: phoneSchema,
    accessNotes: v.optional(v.pipe(v.string(), v.maxLength(500))),
    feeAccepted: v.literal(true, BPO_FEE_REQUIRED_MESSAGE),
  }),
  // The borrower authorizes the lender to pay off the lien from the draw (payoff/hold).
  payoffConfirm: v.object({
    lienUuid: first(v.pipe(requiredString(), v.maxLength(60))),
    authorize: v.literal(true, PAYOFF_AUTHORIZE_MESSAGE),
  }),
  // A linked account that came without a routing number (a tokenized bank) gets it typed in.
  disbursement: v.variant('mode', [
    ...account.options,
    v.object({ mode: v.literal('routing'), routingNumber: routingNumberSchema }),
  ]),
  // Autopay is a preauthorized debit: the borrower's acceptance of the authorization travels with
  // the step (Reg E 12 CFR 1005.10(b); the text is bank.ts achAuthorization).
  autopay: v.variant('payType', [
    v.object({ payType: v.literal('MANUAL') }),
    v.object({ payType: v.literal('AUTOPAY'), useDisbursementAccount: v.literal(true), achAuthorization: achAccepted }),
    v.object({
      payType: v.literal('AUTOPAY'),
      useDisbursementAccount: v.literal(false),
      account,
      achAuthorization: achAccepted,
    }),
  ]),
  // Lien attestation (liens, merchant/lien-attestation): each lien title found is confirmed or
  // corrected (a new balance, or paid off with a note); liens title missed are added; each recent
  // inquiry is explained when inquiryAttestNeeded (underwriting.ts lienFactsSchema lists both).
  liens: v.object({
    attest: v.literal(true, 'You must confirm the liens on your property'),
    corrections: v.optional(
      v.pipe(
        v.array(
          v.object({
            lienUuid: first(v.pipe(requiredString(), v.maxLength(60))),
            balance: v.optional(
              v.pipe(v.number('Must be a number'), v.minValue(0, 'Must be $0 or more'), v.maxValue(20_000_000)),
            ),
            paidOff: v.optional(v.boolean()),
            note: v.optional(v.pipe(v.string(), v.maxLength(500, 'Must be at most 500 characters'))),
          }),
        ),
        v.maxLength(10),
      ),
      [],
    ),
    liens: v.optional(
      v.pipe(
        v.array(
          v.object({
            lender: first(v.pipe(requiredString(), v.maxLength(100))),
            balance: v.pipe(v.number('Must be a number'), v.minValue(0, 'Must be $0 or more'), v.maxValue(20_000_000)),
          }),
        ),
        v.maxLength(10),
      ),
      [],
    ),
    inquiries: v.optional(
      v.pipe(
        v.array(
          v.object({
            inquiryUuid: first(v.pipe(requiredString(), v.maxLength(60))),
            newDebt: v.boolean('Required'),
            explanation: v.optional(v.pipe(v.string(), v.maxLength(500, 'Must be at most 500 characters'))),
          }),
        ),
        v.maxLength(20),
      ),
      [],
    ),
  }),
  // The adopted signature, the initials, E-SIGN consent and the documents signed (closing-documents.ts).
  signNote: signDocumentsSchema,
  // The time is ISO 8601 with the property zone's offset; where the notary comes: the property unless another address is given.
  manualNotary: v.object({
    requestedTime: first(v.pipe(requiredString(), v.isoTimestamp('Must be a date and time'))),
    signingAddress: v.optional(propertySchema),
  }),
  reserveNotary: v.object({ slot: first(v.pipe(requiredString(), v.isoTimestamp('Must be a date and time'))) }),
  cancel: v.object({ reason: first(v.pipe(requiredString(), v.maxLength(500))) }),
};

/** The text fields of the multipart steps (their files travel in the repeatable field `file`). */
const fields = {
  paystubs: v.object({}),
  // An explanation of the late payment, with 0–3 optional supporting documents (review-app/delinquency).
  delinquency: v.object({
    explanation: first(
      v.pipe(
        requiredString(),
        v.minLength(10, 'Must be at least 10 characters'),
        v.maxLength(1000, 'Must be at most 1000 characters'),
      ),
    ),
  }),
  // How the home is owned, with 0–3 documents proving it (a deed, a certificate of trust) (review-app/incorrect-ownership).
  ownership: v.object({
    ownership: v.picklist(OWNERSHIP_TYPES, 'Required'),
    trustName: v.optional(v.pipe(v.string(), v.maxLength(200, 'Must be at most 200 characters'))),
  }),
  identity: v.object({
    type: v.picklist(
      ID_FRONT_DOCUMENT_TYPES,
      'Must be the front of a driver’s license, ID card, passport or permanent resident card',
    ),
  }),
  // Anything but flood insurance is filed as hazard insurance, as it always was: a missing or
  // unknown type is not the borrower's mistake to fix.
  insurance: v.object({
    type: v.fallback(v.picklist(['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE']), 'PROOFOFHAZARDINSURANCE'),
  }),
};

/* ---------- the table ---------- */

interface StepRowBase {
  readonly name: string;
  readonly method: 'PUT' | 'POST';
  /** Under `${APPLICATION_API_PATH}/{uuid}/`. */
  readonly path: string;
  /** The catalogued screen the step is taken from; null when it has no screen of its own (withdrawing is offered by the shell). */
  readonly screen: AppScreenPattern | null;
  /** The event the fallback machine hears once the step succeeded; null when the server's next state says all there is to say. */
  readonly event: FallbackEventType | null;
  /** One line for the API's documentation. */
  readonly summary: string;
}
interface JsonStepRow extends StepRowBase {
  readonly body: v.GenericSchema;
}
interface MultipartStepRow extends StepRowBase {
  readonly body: 'multipart';
  /** The text fields of the form. */
  readonly fields: v.GenericSchema;
}
export type StepRow = JsonStepRow | MultipartStepRow;

// BAD:  { name: 'selectOffer', …, screen: 'product/select' } and the app finds the event from the URL
//       (a withdrawal made on product/select would then tell the machine an offer was chosen).
// GOOD: the row names its event; the app sends the event of the step it ran, wherever it ran it.
export const JOURNEY_STEPS = [
  {
    name: 'profile',
    method: 'PUT',
    path: 'profile',
    body: bodies.profile,
    screen: 'start/profile',
    event: null,
    summary: 'start/profile: SSN and soft-credit consent; starts the soft credit pull.',
  },
  {
    name: 'ssn',
    method: 'PUT',
    path: 'ssn',
    body: bodies.ssn,
    screen: 'credit/social',
    event: null,
    summary: 'credit/social: re-enter the SSN after a no-match.',
  },
  {
    name: 'creditRetry',
    method: 'POST',
    path: 'credit/retry',
    body: bodies.creditRetry,
    screen: 'credit/error',
    event: null,
    summary: 'credit/error: retry after lifting a freeze (with the PIN when frozen with one).',
  },
  {
    name: 'property',
    method: 'PUT',
    path: 'property',
    body: bodies.property,
    screen: 'review-app/property',
    event: null,
    summary: 'review-app/property: correct or choose the property.',
  },
  {
    name: 'delinquency',
    method: 'POST',
    path: 'delinquency',
    body: 'multipart',
    fields: fields.delinquency,
    screen: 'review-app/delinquency',
    event: null,
    summary: 'review-app/delinquency: explain the late payment (multipart: explanation, 0–3 optional files).',
  },
  {
    name: 'ownership',
    method: 'POST',
    path: 'ownership',
    body: 'multipart',
    fields: fields.ownership,
    screen: 'review-app/incorrect-ownership',
    event: null,
    summary:
      'review-app/incorrect-ownership: how the home is owned (sole, joint, trust), with 0–3 proofs (deed, certificate of trust).',
  },
  {
    name: 'estimatedValue',
    method: 'PUT',
    path: 'estimated-value',
    body: bodies.estimatedValue,
    screen: 'bpo/estimate-value',
    event: null,
    summary: 'bpo/estimate-value: the borrower’s estimate of the home’s value.',
  },
  {
    name: 'assets',
    method: 'POST',
    path: 'assets',
    body: bodies.assets,
    screen: 'product/assets',
    event: null,
    summary: 'product/assets: link deposit and investment accounts (exchanges a link’s public token).',
  },
  {
    name: 'winback',
    method: 'POST',
    path: 'requalify',
    body: bodies.winback,
    screen: 'product/prequal-winback',
    event: null,
    summary: 'product/prequal-winback: accept or decline the requalified offer.',
  },
  {
    name: 'selectOffer',
    method: 'PUT',
    path: 'offer',
    body: bodies.selectOffer,
    screen: 'product/select',
    event: 'offerSelected',
    summary: 'product/select: choose an offer and the initial draw.',
  },
  {
    name: 'contact',
    method: 'PUT',
    path: 'contact',
    body: bodies.contact,
    screen: 'start/contact',
    event: 'addProfileInfo',
    summary: 'start/contact: confirm email and phone.',
  },
  {
    name: 'hmda',
    method: 'PUT',
    path: 'hmda',
    body: bodies.hmda,
    screen: 'start/hmda',
    event: 'addHmdaInfo',
    summary: 'start/hmda: the government monitoring questions (each may be declined).',
  },
  {
    name: 'submit',
    method: 'POST',
    path: 'submission',
    body: bodies.submit,
    screen: 'start/app-summary',
    event: 'summarySigned',
    summary: 'start/app-summary: E-SIGN consent, disclosures and credit authorisation; submits.',
  },
  {
    name: 'incomeLink',
    method: 'POST',
    path: 'income/link',
    body: bodies.incomeLink,
    screen: 'income/link/:type',
    event: null,
    summary: 'income/link/{type}: link an income provider (exchanges a link’s public token).',
  },
  {
    name: 'paystubsUploaded',
    method: 'POST',
    path: 'income/paystubs',
    body: 'multipart',
    fields: fields.paystubs,
    screen: 'income/upload/:type',
    event: null,
    summary: 'income/upload/MANUAL_PAYSTUB: upload paystubs (multipart, field file, repeatable).',
  },
  {
    name: 'employer',
    method: 'PUT',
    path: 'income/employer',
    body: bodies.employer,
    screen: 'income/employer-verification',
    event: null,
    summary: 'income/employer-verification: employer, job title, start date and an HR phone or email to verify with.',
  },
  {
    name: 'identityUploaded',
    method: 'POST',
    path: 'identity-documents',
    body: 'multipart',
    fields: fields.identity,
    screen: 'identity',
    event: null,
    summary:
      'identity: upload the front of an ID, then its back when the kind has one (idFileCount: a driver’s license) (multipart: file ×1–2, type).',
  },
  {
    name: 'bpoOrder',
    method: 'POST',
    path: 'bpo/order',
    body: bodies.bpoOrder,
    screen: 'bpo/order-bpo',
    event: null,
    summary: 'bpo/order-bpo, bpo/condition: order the broker price opinion.',
  },
  {
    name: 'disbursement',
    method: 'PUT',
    path: 'disbursement-account',
    body: bodies.disbursement,
    screen: 'bank/disburse',
    event: null,
    summary: 'bank/disburse, bank/manual-disburse: where the draw is paid (linked or manual).',
  },
  {
    name: 'autopay',
    method: 'PUT',
    path: 'autopay',
    body: bodies.autopay,
    screen: 'bank/autopay',
    event: null,
    summary: 'bank/autopay: autopay from the disbursement or another account, or manual payments.',
  },
  {
    name: 'autopayConfirm',
    method: 'POST',
    path: 'autopay/confirm',
    body: emptyBody,
    screen: 'bank/confirm',
    event: null,
    summary: 'bank/confirm: confirm the accounts and continue to title.',
  },
  {
    name: 'payoffConfirm',
    method: 'POST',
    path: 'payoff/confirm',
    body: bodies.payoffConfirm,
    screen: 'payoff/hold',
    event: null,
    summary: 'payoff/hold: authorize the payoff of a lien from the draw.',
  },
  {
    name: 'liens',
    method: 'POST',
    path: 'liens/attestation',
    body: bodies.liens,
    screen: 'liens',
    event: null,
    summary: 'liens: attest to the liens on the property.',
  },
  {
    name: 'acceptFinalOffer',
    method: 'POST',
    path: 'final-offer/accept',
    body: emptyBody,
    screen: 'signing/intro',
    event: null,
    summary: 'signing/intro: accept the final offer; the note is prepared.',
  },
  {
    name: 'signNote',
    method: 'POST',
    path: 'note/sign',
    body: bodies.signNote,
    screen: 'signing/sign',
    event: null,
    summary: 'signing/sign: adopt a signature and sign the closing documents (each opened first), with E-SIGN consent.',
  },
  {
    name: 'enotary',
    method: 'POST',
    path: 'notary/enotary',
    body: emptyBody,
    screen: 'notary/intro',
    event: null,
    summary: 'notary/intro: choose the eNotary session.',
  },
  {
    name: 'manualNotary',
    method: 'POST',
    path: 'notary/manual',
    body: bodies.manualNotary,
    screen: 'notary/schedule-manual',
    event: null,
    summary: 'notary/schedule-manual: request an in-person notary time.',
  },
  {
    name: 'reserveNotary',
    method: 'POST',
    path: 'notary/reserve',
    body: bodies.reserveNotary,
    screen: 'notary/reserve-manual',
    event: null,
    summary: 'notary/reserve-manual: reserve the notary appointment.',
  },
  {
    name: 'notarySessionComplete',
    method: 'POST',
    path: 'notary/session/complete',
    body: notarySessionCompleteBody,
    screen: 'notary/session',
    event: null,
    summary: 'notary/session: the notarised deed signing finished.',
  },
  {
    name: 'insuranceUploaded',
    method: 'POST',
    path: 'insurance',
    body: 'multipart',
    fields: fields.insurance,
    screen: 'insurance/upload',
    event: null,
    summary: 'insurance/upload: proof of hazard or flood insurance (multipart: file, type).',
  },
  {
    name: 'cancel',
    method: 'POST',
    path: 'cancel',
    body: bodies.cancel,
    screen: null,
    event: null,
    summary: 'Withdraw the application.',
  },
] as const satisfies readonly StepRow[];

type Rows = (typeof JOURNEY_STEPS)[number];
export type StepName = Rows['name'];
/** The row of one step, with its exact schema types. */
type JourneyStep<N extends StepName = StepName> = Extract<Rows, { name: N }>;
export type MultipartStepName = Extract<Rows, { body: 'multipart' }>['name'];
export type JsonStepName = Exclude<StepName, MultipartStepName>;

type SchemaOf<N extends StepName> =
  JourneyStep<N> extends { body: 'multipart'; fields: infer F } ? F : JourneyStep<N>['body'];
/** What the app sends for a step: the JSON body, or a multipart step's text fields. */
export type StepBody<N extends StepName> = v.InferInput<Extract<SchemaOf<N>, v.GenericSchema>>;
/** What the server has after validating it. */
export type StepOutput<N extends StepName> = v.InferOutput<Extract<SchemaOf<N>, v.GenericSchema>>;

const BY_NAME = new Map<string, StepRow>(JOURNEY_STEPS.map((row) => [row.name, row]));

export function journeyStep<N extends StepName>(name: N): JourneyStep<N> {
  return BY_NAME.get(name) as JourneyStep<N>;
}

export function isStepName(name: string): name is StepName {
  return BY_NAME.has(name);
}

/** The schema a step's body (JSON) or text fields (multipart) must satisfy. */
export function stepSchema(name: StepName): v.GenericSchema {
  const row: StepRow = journeyStep(name);
  return row.body === 'multipart' ? row.fields : row.body;
}

/** The one way to build a step's URL: method and absolute path for an application. */
export function stepRequest(
  name: StepName,
  applicationUuid: string,
): { method: 'PUT' | 'POST'; url: string; multipart: boolean } {
  const row: StepRow = journeyStep(name);
  return {
    method: row.method,
    url: `${APPLICATION_API_PATH}/${encodeURIComponent(applicationUuid)}/${row.path}`,
    multipart: row.body === 'multipart',
  };
}

/** The event a finished step sends to the fallback machine, if any. */
export function stepEvent(name: StepName): FallbackEventType | undefined {
  return journeyStep(name).event ?? undefined;
}
