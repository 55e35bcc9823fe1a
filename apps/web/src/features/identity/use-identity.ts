/**
 * The signed-in identity (shared-surfaces §6, §7): the identity broker's figureinfo — through the
 * agent's path when this tab's session is a broker's — or, when the broker cannot answer, the legacy
 * identity. Its id tags telemetry events; it brings the person's experiment profile in line with this
 * browser's tracker; and it asks the optimize service for the user's feature flags.
 */
import { useQuery } from '@tanstack/react-query';
import { brokerUserFromLegacy, experimentProfileSync, identityBrokerKind, type BrokerUser } from '@heloc/core';
import { useEffect } from 'react';
import { api, type OptimizeUser } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import { RequestError } from '../../lib/http-client';
import { identityStore } from '../../lib/identity-store';
import { mayTrack } from '../../lib/privacy';
import { brokerSessionStore, trackerStore } from '../../lib/storage';

async function loadIdentity(): Promise<BrokerUser> {
  try {
    return await api.figureinfo(identityBrokerKind(brokerSessionStore.get()));
  } catch (error) {
    // No session (401): nothing to fall back to — the client has already sent the borrower to sign in.
    if (error instanceof RequestError && error.status === 401) throw error;
    return brokerUserFromLegacy(await api.legacyIdentity());
  }
}

/** The session's identity-broker user; undefined until it answers (or when signed out). */
export function useIdentity(signedIn: boolean): BrokerUser | undefined {
  const identity = useQuery({ queryKey: queryKeys.identity(), queryFn: loadIdentity, enabled: signedIn, staleTime: Infinity });
  const user = signedIn ? identity.data : undefined;
  useEffect(() => {
    identityStore.set(user?.identityUuid ?? null);
    if (user) brokerSessionStore.set(user.isBroker === true);
  }, [user]);
  useExperimentProfile(user?.identityUuid);
  return user;
}

/** GET the experiment profile, then store or save the tracker the core chooses (never when tracking is refused). */
function useExperimentProfile(identityUuid: string | undefined) {
  useQuery({
    queryKey: queryKeys.experimentProfile(identityUuid ?? ''),
    queryFn: async () => {
      const profile = await api.experimentProfile(identityUuid as string);
      const sync = experimentProfileSync({ profileTracker: profile.trackerUuid, profileSaved: profile.optimizelyProfileUuid, browserTracker: trackerStore.get() });
      if (sync.tracker && sync.storeInBrowser) trackerStore.set(sync.tracker);
      if (sync.tracker && sync.saveOnProfile) await api.saveExperimentProfile(identityUuid as string, sync.tracker);
      return sync.tracker;
    },
    enabled: Boolean(identityUuid) && mayTrack(),
    staleTime: Infinity,
  });
}

/** Who a flag is asked for: the tracker (when tracking is allowed), the identity, the organisation. */
export function optimizeUser(org: string, identityUuid: string | undefined): OptimizeUser {
  const trackerId = mayTrack() ? trackerStore.get() : null;
  return { ...(trackerId ? { trackerId } : {}), ...(identityUuid ? { identityUuid } : {}), attributes: { organization: org } };
}

type Flags = Record<string, { flagEnabled: boolean; variables?: Record<string, unknown> }>;

/**
 * The flags the shell reads: the organisation record's (injected, so nothing waits), then the
 * signed-in user's own from the optimize service (features), and the webchat flag asked for this
 * visitor (feature) — the chat button appears once the service says so.
 */
export function useFlags(org: { orgCode: string; flags: Flags }, identityUuid: string | undefined, webchatKey: string): Flags {
  const features = useQuery({
    queryKey: queryKeys.features(org.orgCode, identityUuid ?? ''),
    queryFn: () => api.features(optimizeUser(org.orgCode, identityUuid)),
    enabled: Boolean(identityUuid),
    staleTime: Infinity,
  });
  const webchat = useQuery({
    queryKey: queryKeys.feature(webchatKey, org.orgCode, identityUuid ?? null),
    queryFn: () => api.feature(webchatKey, optimizeUser(org.orgCode, identityUuid)),
    staleTime: Infinity,
  });
  const merged: Flags = { ...org.flags };
  for (const f of features.data ?? []) merged[f.featureKey] = { flagEnabled: f.enabled, variables: f.variables ?? {} };
  if (webchat.data) merged[webchatKey] = { flagEnabled: webchat.data.enabled, variables: webchat.data.variables ?? {} };
  return merged;
}
