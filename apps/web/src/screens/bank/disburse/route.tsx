import { appScreenUrl, disburseView } from '@heloc/core';
import { useStep } from '../../../features/journey/use-step';
import { useStartLink } from '../../../features/linking/use-start-link';
import { BankDisburse } from './disburse';

export function BankDisburseRoute() {
  const { run, submitting, error, journey } = useStep();
  const link = useStartLink('bank/disburse', { step: 'disbursement' });
  return (
    <BankDisburse
      view={disburseView(journey.application)}
      manualHref={appScreenUrl(journey.uuid, 'bank/manual-disburse')}
      submitting={submitting || link.starting}
      error={error ?? link.error}
      onLink={() => link.start({ purpose: 'bank' })}
      onRoutingNumber={(routingNumber) => void run('disbursement', { mode: 'routing', routingNumber })}
    />
  );
}

export const Component = BankDisburseRoute;
