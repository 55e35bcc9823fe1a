import { useStep } from '../../../features/journey/use-step';
import { CreditSocial } from './social';

export function CreditSocialRoute() {
  const { run, submitting, error } = useStep();
  return <CreditSocial submitting={submitting} error={error} onSubmit={(v) => void run('ssn', v)} />;
}

export const Component = CreditSocialRoute;
