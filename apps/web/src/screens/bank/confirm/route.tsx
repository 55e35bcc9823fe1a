import { appScreenUrl, canConfirmAccounts } from '@heloc/core';
import { Navigate } from 'react-router';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { BankConfirm } from './confirm';

export function BankConfirmRoute() {
  const { run, submitting, error, journey } = useStep();
  const org = useOrg();
  const app = journey.application;
  // No pay type recorded yet: "Confirm" would be refused; the choice is made on bank/autopay.
  if (!canConfirmAccounts(app)) return <Navigate to={appScreenUrl(journey.uuid, 'bank/autopay')} replace />;
  return (
    <BankConfirm
      lenderName={org.orgBrand.name}
      phone={org.footer.phoneFormatted}
      disbursementAccount={app.isCrypto ? null : (app.disburseAccount ?? null)}
      payType={app.payType === 'AUTOPAY' ? 'AUTOPAY' : 'MANUAL'}
      autopayAccount={app.autopayAccount ?? null}
      editDisbursementHref={app.isCrypto ? null : appScreenUrl(journey.uuid, 'bank/disburse')}
      editPaymentsHref={appScreenUrl(journey.uuid, 'bank/autopay')}
      submitting={submitting}
      error={error}
      onConfirm={() => void run('autopayConfirm', {})}
    />
  );
}

export const Component = BankConfirmRoute;
