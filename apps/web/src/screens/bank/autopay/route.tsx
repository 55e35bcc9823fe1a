import { appScreenUrl, canAutopayFromDisbursement } from '@heloc/core';
import { useState } from 'react';
import { startLink } from '../../../api/linking';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { BankAutopay } from './autopay';

export function BankAutopayRoute() {
  const { run, submitting, error, journey } = useStep();
  const org = useOrg();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const app = journey.application;
  const link = () => {
    setLinking(true);
    setLinkError(null);
    startLink(journey.uuid, { purpose: 'bank' }, appScreenUrl(journey.uuid, 'bank/autopay'), { step: 'autopay' }).catch((e: unknown) => {
      setLinking(false);
      setLinkError(messageOf(e));
    });
  };
  return (
    <BankAutopay
      lenderName={org.orgBrand.name}
      phone={org.footer.phoneFormatted}
      disbursementAccount={canAutopayFromDisbursement(app) ? (app.disburseAccount ?? null) : null}
      manualHref={appScreenUrl(journey.uuid, 'bank/autopay-manual')}
      submitting={submitting || linking}
      error={error ?? linkError}
      onSubmit={(choice) => void run('autopay', choice)}
      onLink={link}
    />
  );
}

export const Component = BankAutopayRoute;
