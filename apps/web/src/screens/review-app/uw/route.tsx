import { manualReviewView } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { underwritingApi } from '../../../api/underwriting';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { ReviewAppUw } from './uw';

export function ReviewAppUwRoute() {
  const journey = useJourney();
  const facts = useQuery({ queryKey: queryKeys.underwriting(journey.uuid, journey.status.state), queryFn: () => underwritingApi.facts(journey.uuid) });
  if (facts.isPending) return <Loading label="Loading your application’s review" />;
  // The start date is a nicety: if the facts cannot be read, the screen still says what happens and when.
  return <ReviewAppUw view={manualReviewView({ since: facts.data?.manualReviewSince ?? null, email: journey.profile.email ?? null })} />;
}

export const Component = ReviewAppUwRoute;
