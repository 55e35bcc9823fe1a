/** The site pages' calls (texts, settings), through the one client; loaded only by those pages. */
import type { AccountDetails, CommunicationPreferences, SiteTextPage } from '@heloc/core';
import { http } from '../lib/http-client';

export interface SiteText {
  page: SiteTextPage;
  title: string;
  companyName: string;
  paragraphs: string[];
  /** The organisation's own privacy page, when it has one (privacyLinkIsExternal). */
  externalUrl: string | null;
}

export const siteApi = {
  text: (org: string, page: SiteTextPage) =>
    http.get<SiteText>(`/service-organization/external/api/v1/organizations/${encodeURIComponent(org)}/pages/${page}`),
  saveDetails: (body: AccountDetails) => http.patch<AccountDetails>('/service-profile/api/v1/profile', { json: body }),
  preferences: () => http.get<CommunicationPreferences>('/service-profile/api/v1/communication-preferences'),
  savePreferences: (body: CommunicationPreferences) =>
    http.put<CommunicationPreferences>('/service-profile/api/v1/communication-preferences', { json: body }),
  /** Ends the session on every device and returns a fresh token for this one. */
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    http.put<{ jwt: string; identityUuid: string }>('/identity/secure/api/v1/password', { json: body }),
  signOutEverywhere: () => http.post<{ redirect: string }>('/identity/secure/api/v1/sessions/revoke-all', { json: {} }),
};
