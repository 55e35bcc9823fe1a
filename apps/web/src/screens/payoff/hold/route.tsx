import { Button } from '@mantine/core';
import { holdView, payoffView } from '@heloc/core';
import { Loading } from '../../../components/loading/loading';
import { FormError } from '../../../components/form-error/form-error';
import { HoldPanel } from '../../../components/hold-panel/hold-panel';
import { useStep } from '../../../features/journey/use-step';
import { useHoldWatch, useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { PayoffHold } from './hold';

export function PayoffHoldRoute() {
  useHoldWatch();
  const { run, submitting, error } = useStep();
  const { facts, loading, refetch } = useUnderwritingFacts();
  if (loading) return <Loading label="Loading the page" />;
  const payoff = facts?.payoff;
  // Without the lien the authorization cannot be sent: say so and offer to try again, but still say what is happening.
  if (!payoff) {
    return (
      <HoldPanel view={holdView('PAYOFF_STATEMENT')}>
        <FormError message="We could not load the lien to pay off." />
        <Button variant="default" onClick={refetch} style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </HoldPanel>
    );
  }
  return (
    <PayoffHold
      view={payoffView(payoff)}
      lienUuid={payoff.lien.uuid}
      submitting={submitting}
      error={error}
      onAuthorize={(body) => void run('payoffConfirm', body)}
    />
  );
}

export const Component = PayoffHoldRoute;
