/**
 * The underwriting facts a hold, review or decline screen explains, read again in each server
 * state (the facts change as the application moves) — the one way a screen reads them. A screen
 * still renders when they cannot be read: every view has words for "no facts yet", so a borrower is
 * never stranded by a failed side request. Hold screens also watch the status (useHoldWatch): their
 * states are not §4.1's pending ones, yet a borrower waiting on one is moved on when it ends.
 */
import { HOLD_WATCH_MS } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { underwritingApi } from '../../api/underwriting';
import { queryKeys } from '../../api/query-keys';
import { useJourney } from './journey-context';
import { useStatusWatch } from './use-status-polling';

export function useUnderwritingQuery(options: { readonly enabled?: boolean } = {}) {
  const journey = useJourney();
  return useQuery({
    queryKey: queryKeys.underwriting(journey.uuid, journey.status.state),
    queryFn: () => underwritingApi.facts(journey.uuid),
    enabled: options.enabled ?? true,
  });
}

export function useUnderwritingFacts() {
  const journey = useJourney();
  const query = useUnderwritingQuery();
  return {
    journey,
    facts: query.data ?? null,
    loading: query.isPending,
    failed: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** On a hold screen: the status is read again every HOLD_WATCH_MS, and the journey routes when the hold ends. */
export function useHoldWatch(): void {
  useStatusWatch(useJourney().uuid, HOLD_WATCH_MS);
}
