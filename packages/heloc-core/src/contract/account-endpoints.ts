/**
 * The signed-in user's own calls (settings, site texts, the identity reads, flags, wallet accounts):
 * rows of the contract (endpoints.ts says what a row is), apart so the pages that make them load
 * them and the first screen does not (decision 007).
 */
import type { AccountDetails } from '../shell/settings.js';
import type { CommunicationSettings } from '../reminders/settings.js';
import type { BrokerUser, LegacyIdentity } from '../identity/identity-broker.js';
import { row, type FeatureAnswer, type Session } from './endpoints.js';
import type { SiteText } from './wire.js';
import type { RequestBody as Req } from './requests.js';

export const ACCOUNT_ENDPOINTS = {
  sitePage: row<SiteText>()('GET', '/service-organization/external/api/v1/organizations/:code/pages/:page'),
  saveDetails: row<AccountDetails, Req<'saveDetails'>>()('PATCH', '/service-profile/api/v1/profile'),
  preferences: row<CommunicationSettings>()('GET', '/service-profile/api/v1/communication-preferences'),
  savePreferences: row<CommunicationSettings, Req<'savePreferences'>>()(
    'PUT',
    '/service-profile/api/v1/communication-preferences',
  ),
  changePassword: row<Session, Req<'changePassword'>>()('PUT', '/identity/secure/api/v1/password'),
  signOutEverywhere: row<{ redirect: string }, Req<'signOutEverywhere'>>()(
    'POST',
    '/identity/secure/api/v1/sessions/revoke-all',
  ),
  /** The identity service's own read of the session (§7): v1.1 first, v1 as the legacy fallback. */
  /** The identity broker's user of the session (`:kind` customer or agent). */
  brokerUser: row<BrokerUser>()('GET', '/identity-broker/:kind/secure/api/v3/self/figureinfo'),
  identity: row<LegacyIdentity>()('GET', '/identity/secure/api/v1_1/identity'),
  legacyIdentity: row<LegacyIdentity>()('GET', '/identity/secure/api/v1/identity'),
  experimentProfile: row<{ trackerUuid: string | null; optimizelyProfileUuid: string | null }>()(
    'GET',
    '/service-application/api/v3/experiment-profile',
  ),
  saveExperimentProfile: row<unknown, Req<'saveExperimentProfile'>>()(
    'PATCH',
    '/service-application/api/v3/experiment-profile',
  ),
  features: row<FeatureAnswer[], Req<'features'>>()('POST', '/service-optimize/:context/api/v1/features'),
  walletAccounts: row<{ name: string; address: string; authorizedWallets: { address: string }[] }[]>()(
    'GET',
    '/service-wallet/secure/api/v4/account',
  ),
} as const;
