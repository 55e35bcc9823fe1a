/**
 * The one polling mechanism of the app (issue 24; decision 074): a TanStack query whose
 * `refetchInterval` is the core's answer for what the cache holds — an interval, or false to stop.
 * A screen never runs its own timer loop and never writes a polling rule: it names the core's
 * function (`nextPoll`, `signersPollMs`, `notarySessionPollMs`, `handoffWatchDelay`, a constant …).
 *
 * BAD:  refetchInterval: (q) => (q.state.data && allSignersSigned(q.state.data.signers) ? false : SIGNERS_POLL_MS)
 *       — the rule (when to stop) written in the screen.
 * GOOD: usePolledQuery({ …, every: (data) => signersPollMs(data?.signers) }) — the screen only says what to ask.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/** The core's decision after each answer: `data` is the cached answer (undefined before the first), `failed` whether the last read failed. */
export type PollRule<T> = (data: T | undefined, failed: boolean) => number | false;

export type PolledQueryOptions<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, 'refetchInterval'> & {
  readonly every: PollRule<T>;
};

export function usePolledQuery<T, K extends QueryKey = QueryKey>({
  every,
  ...options
}: PolledQueryOptions<T, K>): UseQueryResult<T, Error> {
  return useQuery({ ...options, refetchInterval: (q) => every(q.state.data, q.state.error !== null) });
}
