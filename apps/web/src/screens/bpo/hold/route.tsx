import { holdKindOf, holdView, valuationDetails } from '@heloc/core';
import { Loading } from '../../../components/loading/loading';
import { useHoldWatch, useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { BpoHold } from './hold';

export function BpoHoldRoute() {
  useHoldWatch();
  const { journey, facts, loading } = useUnderwritingFacts();
  if (loading) return <Loading label="Loading the page" />;
  return <BpoHold view={holdView(holdKindOf(journey.status.state))} details={valuationDetails(facts?.valuation)} />;
}

export const Component = BpoHoldRoute;
