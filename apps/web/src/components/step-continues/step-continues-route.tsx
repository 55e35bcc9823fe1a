import { progressForScreen, progressLabels, progressStep } from '@heloc/core';
import { useOrg } from '../../app/org-context';
import { useJourney } from '../../features/journey/journey-context';
import { StepContinues } from './step-continues';

export function StepContinuesRoute() {
  const org = useOrg();
  const journey = useJourney();
  const manual = journey.status.manualNotary === true;
  const labels = progressLabels(manual);
  const step = progressStep(progressForScreen(journey.decision?.path ?? '', manual));
  return (
    <StepContinues
      stepLabel={labels[step] ?? 'Funding'}
      email={journey.application.contact?.email ?? journey.profile.email ?? ''}
      supportPhone={org.footer.phoneFormatted}
    />
  );
}

export const Component = StepContinuesRoute;
