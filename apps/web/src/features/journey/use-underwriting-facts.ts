/**
 * The underwriting facts a hold or review screen explains, read again in each server state (the
 * facts change as the application moves). A screen still renders when they cannot be read: every
 * view has words for "no facts yet", so a borrower is never stranded by a failed side request.
 */
import { useQuery } from '@tanstack/react-query';
import { underwritingApi } from '../../api/underwriting';
import { queryKeys } from '../../api/query-keys';
import { useJourney } from './journey-context';

export function useUnderwritingFacts() {
  const journey = useJourney();
  const query = useQuery({ queryKey: queryKeys.underwriting(journey.uuid, journey.status.state), queryFn: () => underwritingApi.facts(journey.uuid), retry: 1 });
  return { journey, facts: query.data ?? null, loading: query.isPending, failed: query.isError, refetch: () => void query.refetch() };
}
