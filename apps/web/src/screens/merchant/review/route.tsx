import { merchantReviewView } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { MerchantReview } from './review';
import { useHoldWatch, useUnderwritingQuery } from '../../../features/journey/use-underwriting-facts';

export function MerchantReviewRoute() {
  useHoldWatch();
  const org = useOrg();
  const journey = useJourney();
  const facts = useUnderwritingQuery();
  if (facts.isPending) return <Loading label="Loading your application’s review" />;
  // The facts only add the date the review began: a failed read still tells the borrower what is happening.
  const since = facts.data?.manualReviewSince ?? null;
  const email = journey.application.contact?.email ?? journey.profile.email ?? null;
  return (
    <MerchantReview
      view={merchantReviewView({ partner: org.footer.companyNameShort ?? org.orgBrand.name, email, since })}
    />
  );
}

export const Component = MerchantReviewRoute;
