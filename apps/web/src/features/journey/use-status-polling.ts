/**
 * The one status polling loop of the app (applicant-journey §4.1, §9): TanStack Query's
 * `refetchInterval` asks the core's `nextPoll` after every answer — 1, 2, 4, then 5 s; 14 polls for
 * WAITING_FOR…, 7 for the settled check — and stops on a settled state or when the count runs out
 * (the core then says which state to show: UNKNOWN, or GEN_NOTE_SIGNING kept). A settled screen that
 * waits on the server (the summary being prepared, the flood certificate) is refreshed quietly for
 * as long as it shows, and again whenever the borrower comes back to the tab (decision 050). The poll count travels with the cached status (`pollAttempt`), so it
 * survives re-renders and a step that changes the state starts a new count.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { nextPoll, pollAttempt, STATUS_STALE_TIME_MS, type PollDecision } from '@heloc/core';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import { usePolledQuery } from '../../lib/use-polled-query';
import type { Status } from '../../api/types';

/** A status answer with the number of polls made in its state so far. */
export type PolledStatus = Status & { readonly pollAttempt: number };

/** Puts a status into the cache with its poll count (after a read, or a step that returned one). */
export function cacheStatus(queryClient: QueryClient, uuid: string, status: Status): PolledStatus {
  const previous = queryClient.getQueryData<PolledStatus>(queryKeys.status(uuid));
  const polled = { ...status, pollAttempt: pollAttempt(previous, status.state) };
  queryClient.setQueryData(queryKeys.status(uuid), polled);
  return polled;
}

/** The core's decision for a cached status (none before the first answer). */
export function pollDecisionFor(status: PolledStatus | undefined): PollDecision | null {
  return status ? nextPoll(status.state, status.pollAttempt) : null;
}

export interface StatusPolling {
  readonly status: PolledStatus | undefined;
  readonly decision: PollDecision | null;
  /** The state to show after polling ran out, else null. */
  readonly exhausted: string | null;
  /** Pending (§4.1): the processing modal shows. Screen-waiting states poll without it. */
  readonly blocking: boolean;
  readonly error: unknown;
}

const readStatus = (queryClient: QueryClient, uuid: string) => async (): Promise<PolledStatus> => {
  const status = await api.status(uuid);
  const previous = queryClient.getQueryData<PolledStatus>(queryKeys.status(uuid));
  return { ...status, pollAttempt: pollAttempt(previous, status.state) };
};

/**
 * One more observer of the same status query, re-reading it every `intervalMs` (a core constant)
 * while a screen waits on something that happens elsewhere — the identity screen while the phone
 * hand-off code shows. When the state moves, the root routes as it does after any poll.
 */
export function useStatusWatch(uuid: string, intervalMs: number | false | (() => number | false)): void {
  const queryClient = useQueryClient();
  usePolledQuery({
    queryKey: queryKeys.status(uuid),
    queryFn: readStatus(queryClient, uuid),
    staleTime: STATUS_STALE_TIME_MS,
    every: () => (typeof intervalMs === 'function' ? intervalMs() : intervalMs),
    refetchIntervalInBackground: true,
    enabled: intervalMs !== false,
  });
}

export function useStatusPolling(uuid: string): StatusPolling {
  const queryClient = useQueryClient();
  const query = usePolledQuery({
    queryKey: queryKeys.status(uuid),
    queryFn: readStatus(queryClient, uuid),
    staleTime: STATUS_STALE_TIME_MS,
    every: (data) => {
      const decision = pollDecisionFor(data);
      return decision?.kind === 'wait' || decision?.kind === 'refresh' ? decision.delayMs : false;
    },
    // Back on the tab after hours away: the flood certificate may have come meanwhile.
    refetchOnWindowFocus: (q) => pollDecisionFor(q.state.data)?.kind === 'refresh',
    // A borrower who switches tabs while the server works comes back to a finished step.
    refetchIntervalInBackground: true,
  });
  const decision = pollDecisionFor(query.data);
  return {
    status: query.data,
    decision,
    exhausted: decision?.kind === 'exhausted' ? decision.state : null,
    blocking: decision?.kind === 'wait' && decision.blocking,
    error: query.error,
  };
}
