/**
 * The borrower's conditions, read every CONDITIONS_POLL_MS and whenever the window regains focus
 * (shared-surfaces §7), with the title of any condition that appeared since the last answer — for
 * as long as the borrower still owes it (the core's conditionAnnouncement).
 */
import { CONDITIONS_POLL_MS, conditionAnnouncement, newConditions, type ConditionRecord } from '@heloc/core';
import { useEffect, useRef, useState } from 'react';
import { conditionsApi } from '../../api/conditions';
import { queryKeys } from '../../api/query-keys';
import { usePolledQuery } from '../../lib/use-polled-query';

export function useConditions(uuid: string) {
  const query = usePolledQuery({
    queryKey: queryKeys.conditions(uuid),
    queryFn: () => conditionsApi.list(uuid),
    every: () => CONDITIONS_POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
  });
  const seen = useRef<readonly ConditionRecord[] | undefined>(undefined);
  const [announced, setAnnounced] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const fresh = newConditions(seen.current, query.data);
    seen.current = query.data;
    const [first] = fresh;
    if (first) setAnnounced(first.uuid);
  }, [query.data]);
  return { ...query, announcement: conditionAnnouncement(announced, query.data ?? []) };
}
