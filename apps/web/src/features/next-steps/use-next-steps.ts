/**
 * The next steps of one application from what the app already reads: the status (the journey's one
 * polling loop, or the application read on the dashboard), the application, the conditions' counts,
 * and — once the deed is signed — the funding read's signing times (the complete screen's query: one
 * cache entry per server state, so it is read again when the state moves, never on a timer of its own).
 * The holiday calendar is imported here only, in a lazily loaded chunk (decision 026).
 */
import {
  nextSteps,
  nextStepsFacts,
  readsSigningTimes,
  timeToCash,
  type NextStep,
  type NextStepsRecord,
  type TimeToCash,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { useQuery } from '@tanstack/react-query';
import { closingApi } from '../../api/closing';
import { queryKeys } from '../../api/query-keys';

export function useNextSteps(
  uuid: string,
  record: Omit<NextStepsRecord, 'funding' | 'now'>,
): { items: NextStep[]; cash: TimeToCash | null } {
  const state = record.status.state ?? '';
  const funding = useQuery({
    queryKey: queryKeys.funding(uuid, state),
    queryFn: () => closingApi.funding(uuid),
    enabled: readsSigningTimes(record.status),
  });
  // The app owns the clock; the core takes the date where the property is.
  const facts = nextStepsFacts({ ...record, funding: funding.data ?? null, now: new Date().toISOString() });
  return { items: nextSteps(facts, US_FEDERAL_CALENDAR), cash: timeToCash(facts, US_FEDERAL_CALENDAR) };
}
