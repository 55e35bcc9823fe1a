import { propertyMatchProblem } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { ReviewAppProperty } from './property';

export function ReviewAppPropertyRoute() {
  const org = useOrg();
  const { run, submitting, error, journey } = useStep();
  const reason = propertyMatchProblem(journey.status.state) ?? 'none-found';
  return (
    <ReviewAppProperty
      reason={reason}
      current={journey.application.property ?? {}}
      licensedStates={org.licensedStates}
      submitting={submitting}
      error={error}
      onSubmit={(property) => void run('property', { property })}
    />
  );
}

export const Component = ReviewAppPropertyRoute;
