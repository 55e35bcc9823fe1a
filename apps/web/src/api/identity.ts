/**
 * The calls only a signed-in user's shell makes (shared-surfaces §7): the identity broker's user and
 * the legacy identity, the experiment profile, the user's feature flags and the wallet's accounts.
 * Apart from ./endpoints.ts because only the lazily loaded signed-in data (features/site/signed-in-data)
 * imports them: a visitor's first screen carries none.
 */
import {
  IDENTITY_APPLICATION_HEADER,
  IDENTITY_APPLICATION_NAME,
  identityBrokerPaths,
  IDENTITY_PATH,
  LEGACY_IDENTITY_PATH,
  WALLET_TIMEOUT_MS,
  type BrokerUser,
  type IdentityBrokerKind,
  type LegacyIdentity,
} from '@heloc/core';
import { http } from '../lib/http-client';
import type { OptimizeUser } from './endpoints';

export const identityApi = {
  /** The identity-broker user of the session. */
  figureinfo: (kind: IdentityBrokerKind) =>
    http.get<BrokerUser>(identityBrokerPaths(kind).figureinfo, {
      headers: { [IDENTITY_APPLICATION_HEADER]: IDENTITY_APPLICATION_NAME },
    }),
  /** The identity service's v1.1 read, when the identity broker cannot answer. */
  identity: () => http.get<LegacyIdentity>(IDENTITY_PATH),
  /** The legacy identity (v1), when v1.1 cannot answer either. */
  legacyIdentity: () => http.get<LegacyIdentity>(LEGACY_IDENTITY_PATH),
  /** The person's experiment profile: its tracker uuid and the tracker the browser saved on it. */
  experimentProfile: (identityUuid: string) =>
    http.get<{ trackerUuid: string | null; optimizelyProfileUuid: string | null }>(
      '/service-application/api/v3/experiment-profile',
      { query: { identityUuid } },
    ),
  saveExperimentProfile: (identityUuid: string, optimizelyProfileUuid: string) =>
    http.patch<unknown>('/service-application/api/v3/experiment-profile', {
      query: { identityUuid },
      json: { optimizelyProfileUuid },
    }),
  /** Every feature flag for the signed-in user. */
  features: (optimizeUser: OptimizeUser) =>
    http.post<{ featureKey: string; enabled: boolean; variables?: Record<string, unknown> }[]>(
      '/service-optimize/secure/api/v1/features',
      { json: { optimizeUser } },
    ),
  /** The wallet accounts the user can switch between. */
  walletAccounts: () =>
    http.get<{ name: string; address: string; authorizedWallets: { address: string }[] }[]>(
      '/service-wallet/secure/api/v4/account',
      { timeout: WALLET_TIMEOUT_MS },
    ),
};
