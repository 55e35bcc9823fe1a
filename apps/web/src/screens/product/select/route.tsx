import { offerChangeView, offerSelectionContext } from '@heloc/core';
import { useStep } from '../../../features/journey/use-step';
import { ProductSelect } from './select';
import { useUnderwritingQuery } from '../../../features/journey/use-underwriting-facts';

export function ProductSelectRoute() {
  const { run, submitting, error, journey } = useStep();
  const context = offerSelectionContext({ state: journey.status.state, from: journey.decision?.from ?? null });
  // Only a changed offer has something to compare; the first choice reads nothing more. A failed
  // read leaves the offers choosable without the comparison rather than blocking the choice.
  const facts = useUnderwritingQuery({ enabled: context.explainsChange });
  const change = facts.data?.offerChange ? offerChangeView(facts.data.offerChange) : null;
  return (
    <ProductSelect
      offers={journey.application.offers}
      context={context}
      change={change}
      submitting={submitting}
      error={error}
      onSelect={(choice) => void run('selectOffer', choice)}
    />
  );
}

export const Component = ProductSelectRoute;
