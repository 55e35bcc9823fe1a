/**
 * What each row of the endpoint tables sends (endpoints.ts and the other `*-endpoints.ts`): row name
 * → the valibot schema the server validates the JSON body with, for every row whose method sends a
 * body (POST, PUT, PATCH). The api registers a row with its schema here (`apps/api/src/http/endpoint.ts`),
 * so the route's validation and its OpenAPI requestBody are this schema; the rows' body types are
 * `v.InferInput` of it (RequestBody), so the app's call and the server's check cannot drift.
 *
 * Apart from the rows on purpose: the rows ship with the app's first screen (decision 007) and this
 * module is schemas (decision 085); the rows import it as types only.
 *
 * Two rows send no JSON the server reads: `'multipart'` (a form, read by the route itself) and
 * NO_BODY (the call sends `{}` and the server reads nothing; validating it would refuse what the
 * route accepts today).
 */
import * as v from 'valibot';
import { linkSessionBodySchema } from '../linking/linking.js';
import { notaryCancelBodySchema, notaryChangeBodySchema, notarySessionActionBodySchema } from '../closing/notary.js';
import { handoffBodySchema, handoffRedeemBodySchema } from '../identity/handoff.js';
import { accountDetailsSchema } from '../shell/settings.js';
import { communicationSettingsSchema } from '../reminders/settings.js';
import { annualIncomeSchema, emailSchema, nameSchema, phoneSchema, propertySchema, SALE_STATUSES } from '../forms.js';
import { EMPLOYMENT_TYPES } from '../enums.js';
import { inviteSignerSchema, signerSignSchema } from '../closing/signers.js';
import { signerNotaryBodySchema } from '../closing/signer-notary.js';
import { esignDemonstrationSchema } from '../closing/closing-documents.js';
import { CHAT_SURVEY_RATINGS } from '../chat/chat-live.js';
import { leaveSurveyAnswerSchema } from '../shell/leave-survey.js';
import { chatbotFeedbackBodySchema, chatbotQuestionSchema } from '../chat/chatbot.js';
import { CHAT_EMAIL_MAX, CHAT_NAME_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { ceoFeedbackSchema, firstIssueOnly as first, requiredString } from '../schemas.js';

/* ---------- identity ---------- */

const Email = v.pipe(
  v.string('Required'),
  v.trim(),
  v.nonEmpty('Required'),
  v.maxLength(254, 'Cannot be more than 254 characters'),
  v.email('Must be a valid email'),
  v.toLowerCase(),
);
const Password = v.pipe(
  v.string('Required'),
  v.minLength(10, 'Must be at least 10 characters'),
  v.maxLength(200, 'Must be at most 200 characters'),
);
const RegisterBody = v.object({
  email: Email,
  password: Password,
  /** Sets the password of an invited additional signer. */
  inviteToken: v.optional(v.pipe(v.string(), v.minLength(20))),
});
const LoginBody = v.object({ email: Email, password: v.pipe(v.string('Required'), v.nonEmpty('Required')) });
const ForgotBody = v.object({ email: Email });
const ResetBody = v.object({
  token: v.pipe(v.string('Required'), v.nonEmpty('Required'), v.maxLength(200)),
  password: Password,
});
const ChangePasswordBody = v.object({
  currentPassword: v.pipe(v.string('Required'), v.nonEmpty('Required')),
  newPassword: Password,
});

/* ---------- flags and experiments ---------- */

const OptimizeUser = v.object({
  trackerId: v.optional(v.string()),
  identityUuid: v.optional(v.string()),
  attributes: v.optional(v.record(v.string(), v.unknown())),
});
const FeatureBody = v.object({
  featureKey: v.pipe(v.string(), v.nonEmpty('Required')),
  optimizeUser: v.optional(OptimizeUser),
});

/* ---------- applications ---------- */

/** Registration's answers; age is checked against the server's clock in the route. */
const CreateApplication = v.object({
  property: propertySchema,
  saleStatus: v.picklist(SALE_STATUSES, 'Required'),
  income: v.object({ annualIncome: annualIncomeSchema, employmentType: v.picklist(EMPLOYMENT_TYPES, 'Required') }),
  name: nameSchema,
  birthdate: first(v.pipe(requiredString(), v.isoDate('Must be a date'))),
  contact: v.object({ email: emailSchema, phone: phoneSchema }),
  referrerUuid: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Must be a valid id')))),
  isCrypto: v.optional(v.boolean(), false),
});

/* ---------- the live chat ---------- */

const Uuid = v.pipe(v.string(), v.uuid('Must be a valid id'));
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const ChatInitBody = v.object({
  identity: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Required'),
    v.maxLength(CHAT_NAME_MAX, MESSAGES.cannotBeMoreThan128),
  ),
  email: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(CHAT_EMAIL_MAX, MESSAGES.cannotBeMoreThan128),
        v.email(MESSAGES.invalidEmail),
      ),
    ]),
  ),
  applicationUuid: v.optional(v.nullable(Uuid)),
  tag: v.optional(Text(100)),
  skill: v.optional(Text(100)),
  welcomeMessage: v.optional(Text(1000)),
  pageUrl: v.optional(Text(2000)),
  chatMode: v.optional(Text(50)),
  orgCode: v.optional(Text(50)),
  nonce: v.optional(Text(200)),
  /** The talk provider's user token (dev mode): passed to that provider, never stored. */
  userToken: v.optional(Text(512)),
  // Routing attributes (feature attributes such as DDP_Pilot): a few short name/value pairs.
  extraAttributes: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Must be a short name')), Text(200)),
      v.check((r) => Object.keys(r).length <= 20, 'At most 20 attributes'),
    ),
  ),
});

/* ---------- telemetry ---------- */

const Short = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
const EventBody = v.object({
  domain: Short(200),
  queryString: Short(2000),
  pagePath: Short(2000),
  event: v.pipe(v.string('Required'), v.nonEmpty('Required'), v.maxLength(200)),
  sessionKey: Short(200),
  identityUuid: v.optional(v.nullable(v.string())),
  applicationUuid: v.optional(v.nullable(v.string())),
  eventType: Short(100),
  productType: Short(20),
  eventProperties: v.optional(v.record(v.string(), v.unknown()), {}),
  dontDedupe: v.optional(v.boolean()),
  dedupeProperty: Short(200),
});
const SessionBody = v.object({
  platform: v.literal('WEB', 'Must be WEB'),
  libraryVersion: Short(20),
  referrer: Short(2000),
  queryString: Short(2000),
  screenWidth: v.optional(v.number()),
  screenHeight: v.optional(v.number()),
  windowWidth: v.optional(v.number()),
  windowHeight: v.optional(v.number()),
  sessionKey: Short(200),
  appVersion: Short(50),
});
const ErrorReportBody = v.object({
  message: v.pipe(v.string('Required'), v.nonEmpty('Required'), v.maxLength(2000)),
  name: Short(200),
  stack: Short(8000),
  componentStack: Short(8000),
  pagePath: Short(2000),
  sessionKey: Short(200),
  identityUuid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  applicationUuid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
});

/** The call sends `{}` (or, a DELETE, nothing); the server reads no body. */
export const NO_BODY = 'none';

export const ENDPOINT_REQUESTS = {
  /* ENDPOINTS */
  ceoFeedback: ceoFeedbackSchema,
  markNotification: v.object({ status: v.picklist(['READ', 'UNREAD']) }),
  feature: FeatureBody,
  decision: FeatureBody,
  register: RegisterBody,
  login: LoginBody,
  forgotPassword: ForgotBody,
  resetPassword: ResetBody,
  createHandoff: handoffBodySchema,
  redeemHandoff: handoffRedeemBodySchema,
  brokerLogin: NO_BODY,
  brokerLogout: NO_BODY,
  createApplication: CreateApplication,
  fullStoryLink: v.object({ link: v.pipe(v.string('Required'), v.url('Must be a URL'), v.maxLength(2048)) }),
  /* ACCOUNT_ENDPOINTS */
  saveDetails: accountDetailsSchema,
  savePreferences: communicationSettingsSchema,
  changePassword: ChangePasswordBody,
  signOutEverywhere: NO_BODY,
  saveExperimentProfile: v.object({ optimizelyProfileUuid: v.pipe(v.string(), v.uuid('Must be a valid id')) }),
  features: v.object({ optimizeUser: v.optional(OptimizeUser) }),
  /* CONDITION_ENDPOINTS */
  /** The repeatable field `file` (and an ID's `type`), read by the route. */
  conditionDocuments: 'multipart',
  conditionPhone: v.object({ phone: phoneSchema }),
  /* LINK_ENDPOINTS */
  linkSessions: linkSessionBodySchema,
  /* NOTARY_ENDPOINTS */
  changeNotaryReservation: notaryChangeBodySchema,
  cancelNotaryReservation: notaryCancelBodySchema,
  startNotarySession: NO_BODY,
  notarySessionAction: notarySessionActionBodySchema,
  /* SIGNER_ENDPOINTS */
  inviteSigner: inviteSignerSchema,
  resendSigner: NO_BODY,
  correctSigner: inviteSignerSchema,
  signAsSigner: signerSignSchema,
  /** The repeatable field `file`, `type` and an optional `conditionUuid`, read by the route. */
  signerIdentity: 'multipart',
  bookSignerNotary: signerNotaryBodySchema,
  /** A DELETE: nothing is sent. */
  cancelSignerNotary: NO_BODY,
  /* VAULT_ENDPOINTS */
  applicationDisclosures: v.object({}),
  esignDemonstration: esignDemonstrationSchema,
  /* CHAT_CALLS */
  chatInit: ChatInitBody,
  chatRefreshToken: v.object({ token: v.pipe(v.string(), v.maxLength(200)) }),
  chatWebChatInfo: v.object({ omniProxyChannelId: Uuid }),
  /** The repeatable field `file`, read by the route. */
  chatAttachments: 'multipart',
  chatEnd: NO_BODY,
  chatSurvey: v.object({ rating: v.picklist(CHAT_SURVEY_RATINGS, 'Required') }),
  chatAuthenticate: NO_BODY,
  chatRefreshNonce: NO_BODY,
  agentAttachments: 'multipart',
  agentEnd: NO_BODY,
  /* CHATBOT_CALLS */
  chatbotAsk: chatbotQuestionSchema,
  chatbotFeedback: chatbotFeedbackBodySchema,
  /* LEAVE_SURVEY_ENDPOINTS */
  leaveSurvey: leaveSurveyAnswerSchema,
  /* TELEMETRY_ENDPOINTS */
  ftEvent: EventBody,
  ftSession: SessionBody,
  ftError: ErrorReportBody,
} as const;

type RequestName = keyof typeof ENDPOINT_REQUESTS;
/** The rows whose JSON body the server validates. */
export type JsonRequestName = {
  [N in RequestName]: (typeof ENDPOINT_REQUESTS)[N] extends v.GenericSchema ? N : never;
}[RequestName];
/** What a row sends: its schema's input, `{}` when the server reads no body. */
export type RequestBody<N extends RequestName> = (typeof ENDPOINT_REQUESTS)[N] extends v.GenericSchema
  ? v.InferInput<(typeof ENDPOINT_REQUESTS)[N]>
  : Record<string, never>;
/** What the server's handler reads once the body passed. */
export type RequestOutput<N extends JsonRequestName> = v.InferOutput<(typeof ENDPOINT_REQUESTS)[N]>;
