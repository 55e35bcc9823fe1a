/**
 * Every call the app makes, through the one client: each is a row of the core's endpoint table
 * (`@heloc/core/contract`, the paths the server registers its routes with), called by `call`.
 * The journey's steps are in ./steps.ts: the step table stays out of the first screen's code.
 */
import {
  IDENTITY_APPLICATION_HEADER,
  IDENTITY_APPLICATION_NAME,
  MESSAGES,
  WALLET_TIMEOUT_MS,
  type CeoFeedback,
  type IdentityBrokerKind,
  type MaintenanceFlag,
} from '@heloc/core';
import { CONDITION_ENDPOINTS, ENDPOINTS as E, type EndpointBody } from '@heloc/core/contract';
import { RequestError } from '../lib/http-client';
import { call } from './call';

/** Who a feature flag is asked for: the browser's tracker, the signed-in identity, the organisation. */
export interface OptimizeUser {
  readonly trackerId?: string;
  readonly identityUuid?: string;
  readonly attributes: { readonly organization: string };
}

export const api = {
  org: (code: string) => call(E.org, { params: { code } }),
  /** An experiment's variant for a tracker; the external context, as the spec's decisions use. */
  experimentDecision: (featureKey: string, trackerId: string, attributes: Record<string, string> = {}) =>
    call(E.decision, {
      params: { context: 'external' },
      json: { featureKey, optimizeUser: { trackerId, ...(Object.keys(attributes).length ? { attributes } : {}) } },
    }) as Promise<{ featureKey: string; variationKey: string }>,
  maintenanceFlag: (org: string) =>
    call(E.decision, {
      params: { context: 'external' },
      json: { featureKey: 'fe-heloc-maintenance', optimizeUser: { attributes: { organization: org } } },
    }) as Promise<MaintenanceFlag>,
  register: (body: { email: string; password: string; inviteToken?: string }) => call(E.register, { json: body }),
  login: (body: { email: string; password: string }) => call(E.login, { json: body }),
  /** Ends the session server-side (the agent's path for a broker); the token is passed explicitly because the store is cleared next. */
  logout: (kind: IdentityBrokerKind, token: string) =>
    call(E.brokerLogout, {
      params: { kind },
      json: {},
      headers: { Authorization: `Bearer ${token}` },
    }),
  /** The identity broker's login: where to send the browser (the customer's or the agent's variant). */
  brokerLogin: (kind: IdentityBrokerKind, redirectUrl?: string) =>
    call(E.brokerLogin, {
      params: { kind },
      json: {},
      query: { redirectUrl },
      headers: { [IDENTITY_APPLICATION_HEADER]: IDENTITY_APPLICATION_NAME },
    }),
  /** One feature flag for this visitor or user (external context). */
  feature: (featureKey: string, optimizeUser: OptimizeUser) =>
    call(E.feature, { params: { context: 'external' }, json: { featureKey, optimizeUser } }),
  /** The states the organisation is licensed in (the footer's list). */
  stateLicenses: (orgCode: string) => call(E.stateLicenses, { query: { orgCode } }),
  /** Always 202 with the same message: it never says whether the email has an account. */
  forgotPassword: (body: { email: string }) => call(E.forgotPassword, { json: body }),
  resetPassword: (body: { token: string; password: string }) => call(E.resetPassword, { json: body }),
  /** "Continue on your phone": a single-use code for an in-site path of the caller's application. */
  createHandoff: (path: string) => call(E.createHandoff, { json: { path } }),
  /** POST, never GET: the token must not sit in a URL that a proxy logs or a prefetch replays. */
  redeemHandoff: (token: string) => call(E.redeemHandoff, { json: { token } }),
  /** Non-OK: 'Failed to fetch profile details.' (shared-surfaces §8; a 401 has already removed the token). */
  profile: () =>
    call(E.profile).catch((e: unknown) => {
      throw e instanceof RequestError && e.status > 0
        ? new RequestError(MESSAGES.profileFetchFailed, e.status, e.data, e.url, e.retryAfterSeconds, e.statusText)
        : e;
    }),
  /** The applications an additional signer signs, with where each stands. */
  coDeedStatus: () => call(E.coDeedStatus),
  applications: () => call(E.applications),
  application: (uuid: string) => call(E.application, { params: { uuid } }),
  status: (uuid: string) => call(E.status, { params: { uuid } }),
  /** The registration form's answers (its fields are strings until the server's schema reads them). */
  createApplication: (body: unknown, idempotencyKey: string) =>
    call(E.createApplication, {
      json: body as EndpointBody<typeof E.createApplication>,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  fullStoryLink: (uuid: string, link: string) => call(E.fullStoryLink, { params: { uuid }, json: { link } }),
  notifications: () => call(E.notifications),
  markNotification: (uuid: string, status: 'READ' | 'UNREAD') =>
    call(E.markNotification, { params: { uuid }, json: { status } }),
  /** The operator's list (operator/feedback): the operator token, never the borrower's session. */
  operatorFeedback: (operatorToken: string) => call(E.operatorFeedback, { operatorToken }),
  ceoFeedback: (body: CeoFeedback) => call(E.ceoFeedback, { json: body }),
  walletAccess: () => call(E.walletAccess, { timeout: WALLET_TIMEOUT_MS }),
  phoneHours: () => call(E.hours, { params: { department: 'OPS_PHONE' }, query: { display: true } }),
  conditions: (uuid: string) => call(CONDITION_ENDPOINTS.conditions, { params: { uuid } }),
  originator: (uuid: string) => call(E.originator, { params: { loanOriginatorUuid: uuid } }),
};
