/**
 * What only a signed-in user's shell needs from the server (lazy chunk, loaded once signed in): the
 * identity (figureinfo, or the legacy identity), the experiment profile brought in line, the user's
 * own feature flags, the wallet's accounts and the notifications. It renders nothing and hands its answers to the site
 * gate, so a visitor's first screen carries none of this code.
 */
import { useQuery } from '@tanstack/react-query';
import type { BrokerUser, Notification } from '@heloc/core';
import { useEffect } from 'react';
import { identityApi } from '../../api/identity';
import { queryKeys } from '../../api/query-keys';
import { useIdentity, useUserFeatures } from '../identity/use-identity';
import { useNotifications } from './use-notifications';

export interface SignedInAnswers {
  readonly identity?: BrokerUser;
  readonly features?: readonly { featureKey: string; enabled: boolean; variables?: Record<string, unknown> }[];
  readonly accounts?: readonly { name: string; address: string }[];
  /** The notifications, polled every 60 s and on focus. */
  readonly notifications?: readonly Notification[];
}

export default function SignedInData({
  org,
  onAnswers,
}: {
  readonly org: string;
  readonly onAnswers: (answers: SignedInAnswers) => void;
}) {
  const identity = useIdentity(true);
  const features = useUserFeatures(org, identity?.identityUuid);
  const accounts = useQuery({
    queryKey: queryKeys.walletAccounts(),
    queryFn: identityApi.walletAccounts,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const notifications = useNotifications(true);
  useEffect(
    () =>
      onAnswers({
        identity,
        features: features.data,
        accounts: accounts.data,
        notifications: notifications.data?.notifications,
      }),
    [identity, features.data, accounts.data, notifications.data, onAnswers],
  );
  return null;
}
