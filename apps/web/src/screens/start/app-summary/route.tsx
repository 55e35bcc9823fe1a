import { useQueryClient } from '@tanstack/react-query';
import { formatAddress, pollDelayMs } from '@heloc/core';
import { useEffect, useState } from 'react';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { StartAppSummary } from './app-summary';

export function StartAppSummaryRoute() {
  const org = useOrg();
  const queryClient = useQueryClient();
  const { run, submitting, error, journey } = useStep();
  const { application: app, status, uuid } = journey;
  // eslint-disable-next-line no-restricted-syntax -- lead rewriting (issue 8)
  const preparing = status.state === 'GEN_SUMMARY_DISCLOSURE';
  const [attempt, setAttempt] = useState(0);

  // GEN_SUMMARY_DISCLOSURE is not a polled state, but the screen waits on it: re-read with the core's backoff.
  useEffect(() => {
    if (!preparing) return undefined;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ['status', uuid] });
      setAttempt((a) => a + 1);
    }, pollDelayMs(attempt));
    return () => clearTimeout(timer);
  }, [preparing, attempt, queryClient, uuid]);

  return (
    <StartAppSummary
      preparing={preparing}
      submitting={submitting}
      error={error}
      onSubmit={() => void run('POST', 'submission', { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true })}
      view={{
        name: app.name ? `${app.name.firstName} ${app.name.lastName}` : '',
        address: formatAddress(app.property ?? undefined),
        email: app.contact?.email ?? '',
        phone: app.contact?.phone ?? '',
        annualIncome: app.statedIncome?.annualIncome ?? 0,
        lineAmount: app.amount ?? 0,
        initialDraw: app.uwCalculatedDrawAmount ?? 0,
        aprPercent: app.rate ?? 0,
        termYears: app.term ?? 0,
        disclosures: org.footer.disclosureCopy,
        companyName: org.footer.companyNameShort ?? org.orgBrand.name,
      }}
    />
  );
}

export const Component = StartAppSummaryRoute;
