import { merchantReviewView } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { underwritingApi } from '../../../api/underwriting';
import { queryKeys } from '../../../api/query-keys';
import { useOrg } from '../../../app/org-context';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { MerchantReview } from './review';

export function MerchantReviewRoute() {
  const org = useOrg();
  const journey = useJourney();
  const facts = useQuery({ queryKey: queryKeys.underwriting(journey.uuid, journey.status.state), queryFn: () => underwritingApi.facts(journey.uuid) });
  if (facts.isPending) return <Loading label="Loading your application’s review" />;
  // The facts only add the date the review began: a failed read still tells the borrower what is happening.
  const since = facts.data?.manualReviewSince ?? null;
  const email = journey.application.contact?.email ?? journey.profile.email ?? null;
  return <MerchantReview view={merchantReviewView({ partner: org.footer.companyNameShort ?? org.orgBrand.name, email, since })} />;
}

export const Component = MerchantReviewRoute;
