import { holdKindOf, holdView, valuationDetails } from '@heloc/core';
import { Loading } from '../../../components/loading/loading';
import { useHoldWatch, useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { BpoWaiting } from './waiting';

export function BpoWaitingRoute() {
  useHoldWatch();
  const { journey, facts, loading } = useUnderwritingFacts();
  if (loading) return <Loading label="Loading the page" />;
  return <BpoWaiting view={holdView(holdKindOf(journey.status.state))} details={valuationDetails(facts?.valuation)} />;
}

export const Component = BpoWaitingRoute;
