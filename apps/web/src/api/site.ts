/** The site pages' calls (texts, settings), through the one client; loaded only by those pages. */
import type { AccountDetails, CommunicationSettingsBody, SiteTextPage } from '@heloc/core';
import { ACCOUNT_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';

export const siteApi = {
  text: (org: string, page: SiteTextPage) => call(E.sitePage, { params: { code: org, page } }),
  saveDetails: (body: AccountDetails) => call(E.saveDetails, { json: body }),
  preferences: () => call(E.preferences),
  savePreferences: (body: CommunicationSettingsBody) => call(E.savePreferences, { json: body }),
  /** Ends the session on every device and returns a fresh token for this one. */
  changePassword: (body: { currentPassword: string; newPassword: string }) => call(E.changePassword, { json: body }),
  signOutEverywhere: () => call(E.signOutEverywhere, { json: {} }),
};
