import { manualReviewView } from '@heloc/core';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { ReviewAppUw } from './uw';
import { useHoldWatch, useUnderwritingQuery } from '../../../features/journey/use-underwriting-facts';

export function ReviewAppUwRoute() {
  useHoldWatch();
  const journey = useJourney();
  const facts = useUnderwritingQuery();
  if (facts.isPending) return <Loading label="Loading your application’s review" />;
  // The start date is a nicety: if the facts cannot be read, the screen still says what happens and when.
  return (
    <ReviewAppUw
      view={manualReviewView({ since: facts.data?.manualReviewSince ?? null, email: journey.profile.email ?? null })}
    />
  );
}

export const Component = ReviewAppUwRoute;
