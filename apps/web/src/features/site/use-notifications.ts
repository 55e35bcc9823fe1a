/**
 * The signed-in user's notifications: polled like the spec's other lists (the conditions list) —
 * every NOTIFICATIONS_POLL_MS and whenever the window regains focus — so a new one shows while the
 * page is open; when more unread ones arrive, the live region says so.
 */
import { NOTIFICATIONS_POLL_MS, NOTIFICATIONS_STALE_MS } from '@heloc/core';
import { useEffect, useRef } from 'react';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import { announce } from '../../lib/announce';
import { usePolledQuery } from '../../lib/use-polled-query';

export function useNotifications(signedIn: boolean) {
  const query = usePolledQuery({
    queryKey: queryKeys.notifications(),
    queryFn: api.notifications,
    enabled: signedIn,
    staleTime: NOTIFICATIONS_STALE_MS,
    every: () => NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const unread = query.data?.unreadCount;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === undefined) return;
    if (seen.current !== undefined && unread > seen.current)
      announce(unread === 1 ? 'You have 1 unread notification.' : `You have ${unread} unread notifications.`);
    seen.current = unread;
  }, [unread]);
  return query;
}
