import { appScreenUrl } from '@heloc/core';
import { useStep } from '../../../features/journey/use-step';
import { BankManualDisburse } from './manual-disburse';

export function BankManualDisburseRoute() {
  const { run, submitting, error, journey } = useStep();
  return (
    <BankManualDisburse
      backHref={appScreenUrl(journey.uuid, 'bank/disburse')}
      submitting={submitting}
      error={error}
      onSubmit={(account) => void run('disbursement', account)}
    />
  );
}

export const Component = BankManualDisburseRoute;
