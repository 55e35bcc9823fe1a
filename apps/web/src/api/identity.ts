/**
 * The calls only a signed-in user's shell makes (shared-surfaces §7): the identity broker's user and
 * the legacy identity, the experiment profile, the user's feature flags and the wallet's accounts.
 * Apart from ./endpoints.ts because only the lazily loaded signed-in data (features/site/signed-in-data)
 * imports them: a visitor's first screen carries none.
 */
import {
  IDENTITY_APPLICATION_HEADER,
  IDENTITY_APPLICATION_NAME,
  WALLET_TIMEOUT_MS,
  type IdentityBrokerKind,
} from '@heloc/core';
import { ACCOUNT_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';
import type { OptimizeUser } from './endpoints';

export const identityApi = {
  /** The identity-broker user of the session. */
  figureinfo: (kind: IdentityBrokerKind) =>
    call(E.brokerUser, {
      params: { kind },
      headers: { [IDENTITY_APPLICATION_HEADER]: IDENTITY_APPLICATION_NAME },
    }),
  /** The identity service's v1.1 read, when the identity broker cannot answer. */
  identity: () => call(E.identity),
  /** The legacy identity (v1), when v1.1 cannot answer either. */
  legacyIdentity: () => call(E.legacyIdentity),
  /** The person's experiment profile: its tracker uuid and the tracker the browser saved on it. */
  experimentProfile: (identityUuid: string) => call(E.experimentProfile, { query: { identityUuid } }),
  saveExperimentProfile: (identityUuid: string, optimizelyProfileUuid: string) =>
    call(E.saveExperimentProfile, { query: { identityUuid }, json: { optimizelyProfileUuid } }),
  /** Every feature flag for the signed-in user. */
  features: (optimizeUser: OptimizeUser) => call(E.features, { params: { context: 'secure' }, json: { optimizeUser } }),
  /** The wallet accounts the user can switch between. */
  walletAccounts: () => call(E.walletAccounts, { timeout: WALLET_TIMEOUT_MS }),
};
