import { appScreenUrl, disburseView } from '@heloc/core';
import { useState } from 'react';
import { startLink } from '../../../api/linking';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { BankDisburse } from './disburse';

export function BankDisburseRoute() {
  const { run, submitting, error, journey } = useStep();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const link = () => {
    setLinking(true);
    setLinkError(null);
    startLink(journey.uuid, { purpose: 'bank' }, appScreenUrl(journey.uuid, 'bank/disburse'), { step: 'disbursement' }).catch((e: unknown) => {
      setLinking(false);
      setLinkError(messageOf(e));
    });
  };
  return (
    <BankDisburse
      view={disburseView(journey.application)}
      manualHref={appScreenUrl(journey.uuid, 'bank/manual-disburse')}
      submitting={submitting || linking}
      error={error ?? linkError}
      onLink={link}
      onRoutingNumber={(routingNumber) => void run('disbursement', { mode: 'routing', routingNumber })}
    />
  );
}

export const Component = BankDisburseRoute;
