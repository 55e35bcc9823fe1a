/**
 * Every call the app makes, through the one client. Paths follow the spec (shared-surfaces §7).
 * The journey's steps are in ./steps.ts: the step table stays out of the first screen's code.
 */
import {
  APPLICATION_API_PATH,
  IDENTITY_APPLICATION_HEADER,
  IDENTITY_APPLICATION_NAME,
  identityBrokerPaths,
  MESSAGES,
  WALLET_TIMEOUT_MS,
  type CeoFeedback,
  type IdentityBrokerKind,
  type Condition,
  type HandoffCreated,
  type HandoffRedeemed,
  type LoanOriginatorDisplayInfo,
  type MaintenanceFlag,
} from '@heloc/core';
import { http, RequestError } from '../lib/http-client';
import type {
  Application,
  ApplicationSummary,
  CoDeedStatus,
  FeedbackEntry,
  Notification,
  OperatingHoursEntry,
  OrgData,
  OriginatorBrand,
  Profile,
  Status,
} from './types';

const APP = APPLICATION_API_PATH;

/** Who a feature flag is asked for: the browser's tracker, the signed-in identity, the organisation. */
export interface OptimizeUser {
  readonly trackerId?: string;
  readonly identityUuid?: string;
  readonly attributes: { readonly organization: string };
}

export const api = {
  org: (code: string) =>
    http.get<OrgData>(`/service-organization/external/api/v1/organizations/${encodeURIComponent(code)}`),
  /** An experiment's variant for a tracker; the external context, as the spec's decisions use. */
  experimentDecision: (featureKey: string, trackerId: string, attributes: Record<string, string> = {}) =>
    http.post<{ featureKey: string; variationKey: string }>('/service-optimize/external/api/v2/decision', {
      json: { featureKey, optimizeUser: { trackerId, ...(Object.keys(attributes).length ? { attributes } : {}) } },
    }),
  maintenanceFlag: (org: string) =>
    http.post<MaintenanceFlag>('/service-optimize/external/api/v2/decision', {
      json: { featureKey: 'fe-heloc-maintenance', optimizeUser: { attributes: { organization: org } } },
    }),
  register: (body: { email: string; password: string; inviteToken?: string }) =>
    http.post<{ jwt: string; identityUuid: string }>('/identity/api/v1/registration/register', { json: body }),
  login: (body: { email: string; password: string }) =>
    http.post<{ jwt: string; identityUuid: string }>('/identity/api/v1/login', { json: body }),
  /** Ends the session server-side (the agent's path for a broker); the token is passed explicitly because the store is cleared next. */
  logout: (kind: IdentityBrokerKind, token: string) =>
    http.post<{ redirect?: string }>(identityBrokerPaths(kind).logout, {
      json: {},
      headers: { Authorization: `Bearer ${token}` },
    }),
  /** The identity broker's login: where to send the browser (the customer's or the agent's variant). */
  brokerLogin: (kind: IdentityBrokerKind, redirectUrl?: string) =>
    http.post<{ redirect: string }>(identityBrokerPaths(kind).login, {
      json: {},
      query: { redirectUrl },
      headers: { [IDENTITY_APPLICATION_HEADER]: IDENTITY_APPLICATION_NAME },
    }),
  /** One feature flag for this visitor or user (external context). */
  feature: (featureKey: string, optimizeUser: OptimizeUser) =>
    http.post<{ featureKey: string; enabled: boolean; variables?: Record<string, unknown> }>(
      '/service-optimize/external/api/v1/feature',
      { json: { featureKey, optimizeUser } },
    ),
  /** The states the organisation is licensed in (the footer's list). */
  stateLicenses: (orgCode: string) =>
    http.get<{ abbrev: string }[]>('/service-application/external/api/v1/heloc/state-licenses', { query: { orgCode } }),
  /** Always 202 with the same message: it never says whether the email has an account. */
  forgotPassword: (body: { email: string }) =>
    http.post<{ message: string }>('/identity/api/v1/password/forgot', { json: body }),
  resetPassword: (body: { token: string; password: string }) =>
    http.post<{ reset: true; redirect: string }>('/identity/api/v1/password/reset', { json: body }),
  /** "Continue on your phone": a single-use code for an in-site path of the caller's application. */
  createHandoff: (path: string) => http.post<HandoffCreated>('/identity/secure/api/v1/handoff', { json: { path } }),
  /** POST, never GET: the token must not sit in a URL that a proxy logs or a prefetch replays. */
  redeemHandoff: (token: string) => http.post<HandoffRedeemed>('/identity/api/v1/handoff/redeem', { json: { token } }),
  /** Non-OK: 'Failed to fetch profile details.' (shared-surfaces §8; a 401 has already removed the token). */
  profile: () =>
    http.get<Profile & { dob?: string | null }>('/service-profile/api/v1/profile').catch((e: unknown) => {
      throw e instanceof RequestError && e.status > 0
        ? new RequestError(MESSAGES.profileFetchFailed, e.status, e.data, e.url, e.retryAfterSeconds, e.statusText)
        : e;
    }),
  /** The applications an additional signer signs, with where each stands. */
  coDeedStatus: () => http.get<CoDeedStatus[]>(`${APP}/co-deed/status`),
  applications: () => http.get<ApplicationSummary[]>(`${APP}/all`),
  application: (uuid: string) => http.get<Application>(`${APP}/${uuid}`),
  status: (uuid: string) => http.get<Status>(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`),
  createApplication: (body: unknown, idempotencyKey: string) =>
    http.post<Application>(APP, { json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
  fullStoryLink: (uuid: string, link: string) => http.put<null>(`${APP}/${uuid}/full-story-link`, { json: { link } }),
  notifications: () =>
    http.get<{ unreadCount: number; notifications: Notification[] }>('/service-notifications/api/v1/notifications'),
  markNotification: (uuid: string, status: 'READ' | 'UNREAD') =>
    http.patch<null>(`/service-notifications/api/v1/notifications/${encodeURIComponent(uuid)}`, { json: { status } }),
  /** The operator's list (operator/feedback): the operator token, never the borrower's session. */
  operatorFeedback: (operatorToken: string) =>
    http.get<{ feedback: FeedbackEntry[] }>('/sandbox/feedback', { operatorToken }),
  ceoFeedback: (body: CeoFeedback) =>
    http.post<{ uuid: string; received: true }>('/service-profile/api/v1/feedback/ceo', { json: body }),
  walletAccess: () =>
    http.get<{ account: { name: string; address: string }; authorizedWallet: { authorizationType: string } }>(
      '/service-wallet/secure/api/v4/account/access',
      { timeout: WALLET_TIMEOUT_MS },
    ),
  phoneHours: () =>
    http.get<OperatingHoursEntry[]>('/service-operating-hours/external/api/v1/hours/OPS_PHONE', {
      query: { display: true },
    }),
  conditions: (uuid: string) =>
    http.get<Condition[]>(`/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`),
  originator: (uuid: string) =>
    http.get<{ originatorDisplayInfo: LoanOriginatorDisplayInfo; userInfo?: { brand?: OriginatorBrand | null } }>(
      `/service-lead-portal/api/lo/${uuid}`,
    ),
};
