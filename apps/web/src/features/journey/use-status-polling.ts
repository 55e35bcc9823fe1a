/**
 * Polls the application status with the core's policy (nextPoll): delays of 1, 2, 4, then 5 s;
 * 14 polls for WAITING_FOR… states, 7 for the settled check; exhaustion yields the core's state.
 */
import { useQuery } from '@tanstack/react-query';
import { nextPoll, STATUS_STALE_TIME_MS } from '@heloc/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/endpoints';

export function useStatusPolling(uuid: string) {
  const query = useQuery({ queryKey: ['status', uuid], queryFn: () => api.status(uuid), staleTime: STATUS_STALE_TIME_MS });
  const attempts = useRef({ state: '', count: 0 });
  const [exhausted, setExhausted] = useState<string | null>(null);
  const { data, dataUpdatedAt, refetch } = query;

  useEffect(() => {
    if (!data) return;
    if (attempts.current.state !== data.state) {
      attempts.current = { state: data.state, count: 0 };
      setExhausted(null);
    }
    attempts.current.count += 1;
    const decision = nextPoll(data.state, attempts.current.count);
    if (decision.kind === 'wait') {
      const timer = setTimeout(() => void refetch(), decision.delayMs);
      return () => clearTimeout(timer);
    }
    if (decision.kind === 'exhausted') setExhausted(decision.state);
    return undefined;
  }, [data, dataUpdatedAt, refetch]);

  return { ...query, exhausted, polling: Boolean(data) && !exhausted && nextPoll(data?.state ?? '', 1).kind === 'wait' };
}
