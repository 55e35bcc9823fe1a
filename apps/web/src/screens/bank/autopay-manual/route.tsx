import { appScreenUrl } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { BankAutopayManual } from './autopay-manual';

export function BankAutopayManualRoute() {
  const { run, submitting, error, journey } = useStep();
  const org = useOrg();
  return (
    <BankAutopayManual
      lenderName={org.orgBrand.name}
      phone={org.footer.phoneFormatted}
      backHref={appScreenUrl(journey.uuid, 'bank/autopay')}
      submitting={submitting}
      error={error}
      onSubmit={(account) =>
        void run('autopay', { payType: 'AUTOPAY', useDisbursementAccount: false, account, achAuthorization: true })
      }
    />
  );
}

export const Component = BankAutopayManualRoute;
