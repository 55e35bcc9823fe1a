/** Every call the app makes, through the one client. Paths follow the spec (shared-surfaces §7). */
import { APPLICATION_API_PATH, stepRequest, type LoanOriginatorDisplayInfo, type MaintenanceFlag, type MultipartStepName, type StepBody, type StepName } from '@heloc/core';
import { http, request } from '../lib/http-client';
import type { Application, ApplicationSummary, CoDeedStatus, Notification, OperatingHoursEntry, OrgData, Profile, Status } from './types';

const APP = APPLICATION_API_PATH;

/** What a step sends: its JSON body, or for a multipart step its text fields and the files. */
export type StepPayload<N extends StepName> = N extends MultipartStepName ? StepBody<N> & { readonly files: readonly File[] } : StepBody<N>;

function stepFormData(payload: Record<string, unknown> & { readonly files: readonly File[] }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) if (key !== 'files' && value !== undefined) form.append(key, String(value));
  for (const file of payload.files) form.append('file', file, file.name);
  return form;
}

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
  /** A borrower step by name, e.g. step(uuid, 'selectOffer', { offerId, drawAmount }): method and path come from the core's JOURNEY_STEPS. */
  step: <N extends StepName>(uuid: string, name: N, payload: StepPayload<N>) => {
    const { method, url, multipart } = stepRequest(name, uuid);
    return request<Application>(method, url, multipart ? { body: stepFormData(payload as Record<string, unknown> & { files: readonly File[] }) } : { json: payload });
  },
  fullStoryLink: (uuid: string, link: string) => http.put<null>(`${APP}/${uuid}/full-story-link`, { json: { link } }),
  notifications: () => http.get<{ unreadCount: number; notifications: Notification[] }>('/service-notifications/api/v1/notifications'),
  walletAccess: () => http.get<{ account: { name: string; address: string }; authorizedWallet: { authorizationType: string } }>('/service-wallet/secure/api/v4/account/access', { timeout: 30_000 }),
  phoneHours: () => http.get<OperatingHoursEntry[]>('/service-operating-hours/external/api/v1/hours/OPS_PHONE', { query: { display: true } }),
  originator: (uuid: string) => http.get<{ originatorDisplayInfo: LoanOriginatorDisplayInfo }>(`/service-lead-portal/api/lo/${uuid}`),
};
