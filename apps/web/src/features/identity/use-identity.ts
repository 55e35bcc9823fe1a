/**
 * The signed-in identity (shared-surfaces §6, §7): the identity broker's figureinfo — through the
 * agent's path when this tab's session is a broker's — or, when the broker cannot answer, the identity
 * service's v1.1 read, and the legacy v1 when that cannot answer either. Its id tags telemetry
 * events; it brings the person's experiment profile in line with this browser's tracker; and it asks
 * the optimize service for the user's feature flags.
 */
import { useQuery } from '@tanstack/react-query';
import { brokerUserFromLegacy, experimentProfileSync, identityBrokerKind, type BrokerUser } from '@heloc/core';
import { useEffect } from 'react';
import { identityApi } from '../../api/identity';
import { queryKeys } from '../../api/query-keys';
import { RequestError } from '../../lib/http-client';
import { identityStore } from '../../lib/identity-store';
import { mayTrack } from '../../lib/privacy';
import { optimizeUser } from './optimize-user';
import { brokerSessionStore, trackerStore } from '../../lib/storage';

/** Any failure but a 401 (no session: the client has already sent the borrower to sign in) may fall back. */
const mayFallBack = (error: unknown) => !(error instanceof RequestError && error.status === 401);

async function loadIdentity(): Promise<BrokerUser> {
  try {
    return await identityApi.figureinfo(identityBrokerKind(brokerSessionStore.get()));
  } catch (error) {
    if (!mayFallBack(error)) throw error;
  }
  // The identity service: v1.1, then v1 — the legacy fallback (§7).
  try {
    return brokerUserFromLegacy(await identityApi.identity());
  } catch (error) {
    if (!mayFallBack(error)) throw error;
    return brokerUserFromLegacy(await identityApi.legacyIdentity());
  }
}

/** The session's identity-broker user; undefined until it answers (or when signed out). */
export function useIdentity(signedIn: boolean): BrokerUser | undefined {
  const identity = useQuery({
    queryKey: queryKeys.identity(),
    queryFn: loadIdentity,
    enabled: signedIn,
    staleTime: Infinity,
  });
  const user = signedIn ? identity.data : undefined;
  useEffect(() => {
    // Kept until the token goes (identity-store forgets it then), so a reload's first events name it.
    if (!user) return;
    identityStore.set(user.identityUuid);
    brokerSessionStore.set(user.isBroker === true);
  }, [user]);
  useExperimentProfile(user?.identityUuid);
  return user;
}

/** GET the experiment profile, then store or save the tracker the core chooses (never when tracking is refused). */
function useExperimentProfile(identityUuid: string | undefined) {
  useQuery({
    queryKey: queryKeys.experimentProfile(identityUuid ?? ''),
    queryFn: async () => {
      const profile = await identityApi.experimentProfile(identityUuid as string);
      const sync = experimentProfileSync({
        profileTracker: profile.trackerUuid,
        profileSaved: profile.optimizelyProfileUuid,
        browserTracker: trackerStore.get(),
      });
      if (sync.tracker && sync.storeInBrowser) trackerStore.set(sync.tracker);
      if (sync.tracker && sync.saveOnProfile)
        await identityApi.saveExperimentProfile(identityUuid as string, sync.tracker);
      return sync.tracker;
    },
    enabled: Boolean(identityUuid) && mayTrack(),
    staleTime: Infinity,
  });
}

/** The signed-in user's own feature flags (optimize features, secure context), by key. */
export function useUserFeatures(org: string, identityUuid: string | undefined) {
  return useQuery({
    queryKey: queryKeys.features(org, identityUuid ?? ''),
    queryFn: () => identityApi.features(optimizeUser(org, identityUuid)),
    enabled: Boolean(identityUuid),
    staleTime: Infinity,
  });
}
