import { appScreenUrl, autopayView, canAutopayFromDisbursement } from '@heloc/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { useStartLink } from '../../../features/linking/use-start-link';
import { BankAutopay } from './autopay';

export function BankAutopayRoute() {
  const { run, submitting, error, journey } = useStep();
  const org = useOrg();
  const link = useStartLink('bank/autopay', { step: 'autopay' });
  const app = journey.application;
  const location = useLocation();
  const lender = { lenderName: org.orgBrand.name, phone: org.footer.phoneFormatted };
  const view = autopayView(app, lender);
  const viewKey = view.kind === 'chosen' ? `${view.headline}|${view.authorizedAt ?? ''}` : 'choose';
  // Opened from bank/confirm's "Edit how you pay": the form at once — but only for the choice the
  // borrower came to change; once a new one is verified, it is shown as verified.
  const [changeRequested] = useState(() => ({
    requested: (location.state as { changePayments?: boolean } | null)?.changePayments === true,
    key: viewKey,
  }));
  return (
    <BankAutopay
      // A new verified choice (changed on this screen) shows as verified again, not as the form.
      key={viewKey}
      lenderName={lender.lenderName}
      phone={lender.phone}
      view={view}
      confirmHref={appScreenUrl(journey.uuid, 'bank/confirm')}
      startChanging={changeRequested.requested && changeRequested.key === viewKey}
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
