import { appScreenUrl, canAutopayFromDisbursement } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { useStartLink } from '../../../features/linking/use-start-link';
import { BankAutopay } from './autopay';

export function BankAutopayRoute() {
  const { run, submitting, error, journey } = useStep();
  const org = useOrg();
  const link = useStartLink('bank/autopay', { step: 'autopay' });
  const app = journey.application;
  return (
    <BankAutopay
      lenderName={org.orgBrand.name}
      phone={org.footer.phoneFormatted}
      disbursementAccount={canAutopayFromDisbursement(app) ? (app.disburseAccount ?? null) : null}
      manualHref={appScreenUrl(journey.uuid, 'bank/autopay-manual')}
      submitting={submitting || link.starting}
      error={error ?? link.error}
      onSubmit={(choice) => void run('autopay', choice)}
      onLink={() => link.start({ purpose: 'bank' })}
    />
  );
}

export const Component = BankAutopayRoute;
