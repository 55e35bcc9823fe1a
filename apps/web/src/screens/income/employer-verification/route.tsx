import { formatIsoDate } from '@heloc/core';
import { useMemo } from 'react';
import { useStep } from '../../../features/journey/use-step';
import { draftStore } from '../../../lib/storage';
import { EmployerVerification, type EmployerValues } from './employer-verification';

export function EmployerVerificationRoute() {
  const { run, submitting, error, journey } = useStep();
  const key = `employer:${journey.uuid}`;
  // What was typed survives a failed request (the form keeps it) and a reload (the draft).
  const initial = useMemo(() => draftStore.load<EmployerValues>(key), [key]);
  // The borrower's own today: never later than the server's (UTC) in the Americas, so what the form accepts the server does.
  const today = formatIsoDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <EmployerVerification
      initial={initial}
      today={today}
      submitting={submitting}
      error={error}
      onChange={(values) => draftStore.save(key, values)}
      onSubmit={(values) =>
        void run('employer', values).then((ok) => {
          if (ok) draftStore.clear(key);
        })
      }
    />
  );
}

export const Component = EmployerVerificationRoute;
