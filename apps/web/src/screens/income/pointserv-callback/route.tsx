/** Inside the journey: the application in the path must be the one the link was started for; the step goes through useStep. */
import type { LinkStep } from '@heloc/core';
import { useStep } from '../../../features/journey/use-step';
import { useLinkReturn } from '../../../features/linking/use-link-return';
import { IncomePointservCallback } from './pointserv-callback';

export function IncomePointservCallbackRoute() {
  const { run, journey } = useStep();
  const spend = (step: LinkStep) => {
    switch (step.name) {
      case 'incomeLink':
        return run('incomeLink', step.body);
      case 'assets':
        return run('assets', step.body);
      case 'disbursement':
        return run('disbursement', step.body);
      case 'autopay':
        return run('autopay', step.body);
    }
  };
  // The application is in the path: a return in another tab resumes from the server's record of the link.
  const view = useLinkReturn({ pathUuid: journey.uuid, resumeUuid: journey.uuid, spend });
  return <IncomePointservCallback {...view} />;
}

export const Component = IncomePointservCallbackRoute;
