import { formatAddress } from '@heloc/core';
import { useJourney } from '../../../features/journey/journey-context';
import { useStep } from '../../../features/journey/use-step';
import { StartProfile } from './profile';

export function StartProfileRoute() {
  const { application } = useJourney();
  const { run, submitting, error } = useStep();
  const name = application.name ? `${application.name.firstName} ${application.name.lastName}` : '';
  return (
    <StartProfile
      fullName={name}
      address={formatAddress(application.property ?? undefined)}
      submitting={submitting}
      error={error}
      onSubmit={(v) => void run('profile', v)}
    />
  );
}

export const Component = StartProfileRoute;
