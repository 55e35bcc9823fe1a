import {
  afterFinalOfferAccepted,
  appScreenUrl,
  closingDocument,
  DOCUMENTS_TO_SIGN,
  finalOfferTerms,
  signingIntroAction,
} from '@heloc/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { SigningIntro } from './intro';

export function SigningIntroRoute() {
  const org = useOrg();
  const { run, submitting, error, journey } = useStep();
  const { application: app, uuid } = journey;
  // "Accept and continue" continues: once the note is ready, on to signing/sign (the core decides).
  const [accepted, setAccepted] = useState(false);
  const next = afterFinalOfferAccepted(journey.status.state, accepted);
  if (next) return <Navigate to={appScreenUrl(uuid, next)} />;
  return (
    <SigningIntro
      terms={finalOfferTerms(app, app.originationFeePercent)}
      documents={DOCUMENTS_TO_SIGN.map((kind) => ({ kind, title: closingDocument(kind).title }))}
      action={signingIntroAction(journey.status.state)}
      companyName={org.footer.companyNameShort ?? org.orgBrand.name}
      supportPhone={org.footer.phoneFormatted}
      signHref={appScreenUrl(uuid, 'signing/sign')}
      supportHref={appScreenUrl(uuid, 'signing/support')}
      disclosuresHref={appScreenUrl(uuid, 'document/disclosures')}
      submitting={submitting}
      error={error}
      onAccept={() => void run('acceptFinalOffer', {}).then(setAccepted)}
    />
  );
}

export const Component = SigningIntroRoute;
