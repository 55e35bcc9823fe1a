import { useStep } from '../../../features/journey/use-step';
import { StartHmda } from './hmda';

export function StartHmdaRoute() {
  const { run, submitting, error } = useStep();
  return <StartHmda submitting={submitting} error={error} onSubmit={(v) => void run('hmda', v)} />;
}

export const Component = StartHmdaRoute;
