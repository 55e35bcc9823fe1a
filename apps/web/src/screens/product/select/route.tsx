import { useStep } from '../../../features/journey/use-step';
import { ProductSelect } from './select';

export function ProductSelectRoute() {
  const { run, submitting, error, journey } = useStep();
  return (
    <ProductSelect
      offers={journey.application.offers}
      fromSigning={journey.decision?.from === 'signing/intro'}
      submitting={submitting}
      error={error}
      onSelect={(choice) => void run('selectOffer', choice)}
    />
  );
}

export const Component = ProductSelectRoute;
