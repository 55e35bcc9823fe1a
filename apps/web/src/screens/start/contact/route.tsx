import { useStep } from '../../../features/journey/use-step';
import { useExperiment } from '../../../lib/use-experiment';
import { StartContact } from './contact';

export function StartContactRoute() {
  const { run, submitting, error, journey } = useStep();
  const contact = journey.application.contact;
  const variant = useExperiment('contactReassurance');
  return (
    <StartContact
      email={contact?.email ?? journey.profile.email ?? ''}
      phone={contact?.phone ?? ''}
      submitting={submitting}
      error={error}
      onSubmit={(v) => void run('contact', v)}
      variant={variant}
    />
  );
}

export const Component = StartContactRoute;
