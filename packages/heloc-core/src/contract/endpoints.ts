/**
 * Every call the browser makes that is not a journey step, as rows: name → method and path.
 * The path is a template whose `:name` segments are the call's parameters — the same string the
 * server registers its route with (Hono reads `:name` the same way), and the app fills it with
 * `endpointPath(row, params)`. A row also carries, as types only, what the call sends and what it
 * answers: the server's handler and the app's read are checked against the same declaration. What
 * it sends is the input of its request schema (requests.ts, ENDPOINT_REQUESTS), the schema the
 * server validates the body with and documents in OpenAPI (decision 085).
 *
 * The rows are in tables by who loads them: ENDPOINTS here (the shell, identity, the application's
 * reads — the first screen's calls), ACCOUNT_ENDPOINTS (the signed-in user's settings and reads),
 * CHAT_ENDPOINTS, CONDITION_ENDPOINTS. The journey's write steps are the step table (JOURNEY_STEPS,
 * steps.ts); paths with builders of their own (signers, notary, linking, disclosures, the identity
 * broker) stay beside their rules (decision 082 lists them).
 *
 * Rows hold no documentation text and no schemas at run time: the app's first screen loads the
 * first table (decision 007), so a row costs its method and path and nothing more; the request
 * schemas are imported as types only.
 */
import type { HandoffCreated, HandoffRedeemed } from '../identity/handoff.js';
import type { LoanOriginatorDisplayInfo, Notification, OperatingHoursEntry, Profile } from '../entities.js';
import type {
  Application,
  ApplicationSummary,
  CoDeedStatus,
  FeedbackEntry,
  OrgData,
  OriginatorBrand,
  Status,
} from './wire.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import type { RequestBody as Req } from './requests.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call: its method and path template; `Res` and `Body` are types only (never present at run time). */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, Res = unknown, Body = unknown> {
  readonly method: M;
  readonly path: P;
  /** Type carriers: never set. */
  readonly response?: Res;
  readonly body?: Body;
}

/** The names of a path template's `:params`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The values a path template needs, one per `:param`. */
export type PathParams<P extends string> = { readonly [K in PathParamName<P>]: string };
/** What a row answers and what it sends. */
export type EndpointResponse<E> = E extends Endpoint<HttpMethod, string, infer R, unknown> ? R : never;
export type EndpointBody<E> = E extends Endpoint<HttpMethod, string, unknown, infer B> ? B : never;

/** A row; the types first (what it answers, what it sends), then method and path. */
export const row =
  <Res = unknown, Body = undefined>() =>
  <const M extends HttpMethod, const P extends string>(method: M, path: P): Endpoint<M, P, Res, Body> => ({
    method,
    path,
  });

export type Session = { jwt: string; identityUuid: string };
export type FeatureAnswer = { featureKey: string; enabled: boolean; variables?: Record<string, unknown> };

export const ENDPOINTS = {
  /* ---------- the shell ---------- */
  org: row<OrgData>()('GET', '/service-organization/external/api/v1/organizations/:code'),
  stateLicenses: row<{ abbrev: string }[]>()('GET', '/service-application/external/api/v1/heloc/state-licenses'),
  hours: row<OperatingHoursEntry[]>()('GET', '/service-operating-hours/external/api/v1/hours/:department'),
  originator: row<{
    originatorDisplayInfo: LoanOriginatorDisplayInfo;
    userInfo?: { brand?: OriginatorBrand | null };
  }>()('GET', '/service-lead-portal/api/lo/:loanOriginatorUuid'),
  profile: row<Profile & { dob?: string | null }>()('GET', '/service-profile/api/v1/profile'),
  ceoFeedback: row<{ uuid: string; received: true }, Req<'ceoFeedback'>>()(
    'POST',
    '/service-profile/api/v1/feedback/ceo',
  ),
  notifications: row<{ unreadCount: number; notifications: Notification[] }>()(
    'GET',
    '/service-notifications/api/v1/notifications',
  ),
  markNotification: row<null, Req<'markNotification'>>()('PATCH', '/service-notifications/api/v1/notifications/:uuid'),
  walletAccess: row<{
    account: { name: string; address: string };
    authorizedWallet: { authorizationType: string };
  }>()('GET', '/service-wallet/secure/api/v4/account/access'),

  /* ---------- flags and experiments (`:context` is external or secure) ---------- */
  feature: row<FeatureAnswer, Req<'feature'>>()('POST', '/service-optimize/:context/api/v1/feature'),
  /** An experiment's variant, or a flag's decision (the maintenance flag): the caller names which it reads. */
  decision: row<unknown, Req<'decision'>>()('POST', '/service-optimize/:context/api/v2/decision'),

  /* ---------- identity ---------- */
  register: row<Session, Req<'register'>>()('POST', '/identity/api/v1/registration/register'),
  login: row<Session, Req<'login'>>()('POST', '/identity/api/v1/login'),
  forgotPassword: row<{ message: string }, Req<'forgotPassword'>>()('POST', '/identity/api/v1/password/forgot'),
  resetPassword: row<{ reset: true; redirect: string }, Req<'resetPassword'>>()(
    'POST',
    '/identity/api/v1/password/reset',
  ),
  createHandoff: row<HandoffCreated, Req<'createHandoff'>>()('POST', '/identity/secure/api/v1/handoff'),
  redeemHandoff: row<HandoffRedeemed, Req<'redeemHandoff'>>()('POST', '/identity/api/v1/handoff/redeem'),
  /** The identity broker (`:kind` customer or agent): where to send the browser to sign in, or out. Both send `{}`. */
  brokerLogin: row<{ redirect: string }, Req<'brokerLogin'>>()('POST', '/identity-broker/:kind/api/v3/login'),
  brokerLogout: row<{ redirect?: string }, Req<'brokerLogout'>>()(
    'POST',
    '/identity-broker/:kind/secure/api/v3/logout',
  ),

  /* ---------- applications (the reads; the writes are JOURNEY_STEPS) ---------- */
  applications: row<ApplicationSummary[]>()('GET', `${APP}/all`),
  coDeedStatus: row<CoDeedStatus[]>()('GET', `${APP}/co-deed/status`),
  application: row<Application>()('GET', `${APP}/:uuid`),
  status: row<Status>()('GET', '/service-krang-heloc/borrower/secure/api/v1/:uuid/status'),
  /** The registration form's answers (the server's CreateApplication schema checks them). */
  createApplication: row<Application, Req<'createApplication'>>()('POST', APP),
  fullStoryLink: row<null, Req<'fullStoryLink'>>()('PUT', `${APP}/:uuid/full-story-link`),

  /* ---------- the operator ---------- */
  operatorFeedback: row<{ feedback: FeedbackEntry[] }>()('GET', '/sandbox/feedback'),
} as const;

/**
 * The path of a call: the row's template with each `:param` replaced by its value, encoded as one
 * path segment (an id holding `/` or `?` stays one segment).
 */
export function endpointPath<P extends string>(
  endpoint: { readonly path: P },
  ...[params]: PathParamName<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no :${name}`);
    return encodeURIComponent(value);
  });
}
