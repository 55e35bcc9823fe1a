import { formatAddress, isScreenWaitingState } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { StartAppSummary } from './app-summary';

export function StartAppSummaryRoute() {
  const org = useOrg();
  const { run, submitting, error, journey } = useStep();
  const { application: app, status } = journey;
  // The disclosures are still being prepared: the journey's one polling loop waits for them (core).
  const preparing = isScreenWaitingState(status.state);

  return (
    <StartAppSummary
      preparing={preparing}
      submitting={submitting}
      error={error}
      onSubmit={() =>
        void run('submit', { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true })
      }
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
