/** Every call the app makes, through the one client. Paths follow the spec (shared-surfaces §7). */
import type { LoanOriginatorDisplayInfo, MaintenanceFlag } from '@heloc/core';
import { WALLET_TIMEOUT_MS } from '@heloc/core';
import { http } from '../lib/http-client';
import type { Application, ApplicationSummary, CoDeedStatus, Notification, OperatingHoursEntry, OrgData, Profile, Status } from './types';

const APP = '/service-application/api/v1/application/heloc';

export const api = {
  org: (code: string) => http.get<OrgData>(`/service-organization/external/api/v1/organizations/${encodeURIComponent(code)}`),
  maintenanceFlag: (org: string) =>
    http.post<MaintenanceFlag>('/service-optimize/external/api/v2/decision', { json: { featureKey: 'fe-heloc-maintenance', optimizeUser: { attributes: { organization: org } } } }),
  register: (body: { email: string; password: string; inviteToken?: string }) => http.post<{ jwt: string; identityUuid: string }>('/identity/api/v1/registration/register', { json: body }),
  login: (body: { email: string; password: string }) => http.post<{ jwt: string; identityUuid: string }>('/identity/api/v1/login', { json: body }),
  profile: () => http.get<Profile & { dob?: string | null }>('/service-profile/api/v1/profile'),
  /** The applications an additional signer signs, with where each stands. */
  coDeedStatus: () => http.get<CoDeedStatus[]>(`${APP}/co-deed/status`),
  signAsSigner: (uuid: string) => http.post<unknown>(`${APP}/${uuid}/signers/me/sign`, { json: {} }),
  applications: () => http.get<ApplicationSummary[]>(`${APP}/all`),
  application: (uuid: string) => http.get<Application>(`${APP}/${uuid}`),
  status: (uuid: string) => http.get<Status>(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`),
  createApplication: (body: unknown, idempotencyKey: string) => http.post<Application>(APP, { json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
  /** A journey step on the application's write side, e.g. step(uuid, 'PUT', 'offer', {...}). */
  step: (uuid: string, method: 'POST' | 'PUT', path: string, body?: unknown) =>
    method === 'PUT' ? http.put<Application>(`${APP}/${uuid}/${path}`, { json: body ?? {} }) : http.post<Application>(`${APP}/${uuid}/${path}`, { json: body ?? {} }),
  fullStoryLink: (uuid: string, link: string) => http.put<null>(`${APP}/${uuid}/full-story-link`, { json: { link } }),
  notifications: () => http.get<{ unreadCount: number; notifications: Notification[] }>('/service-notifications/api/v1/notifications'),
  walletAccess: () => http.get<{ account: { name: string; address: string }; authorizedWallet: { authorizationType: string } }>('/service-wallet/secure/api/v4/account/access', { timeout: WALLET_TIMEOUT_MS }),
  phoneHours: () => http.get<OperatingHoursEntry[]>('/service-operating-hours/external/api/v1/hours/OPS_PHONE', { query: { display: true } }),
  originator: (uuid: string) => http.get<{ originatorDisplayInfo: LoanOriginatorDisplayInfo }>(`/service-lead-portal/api/lo/${uuid}`),
};
