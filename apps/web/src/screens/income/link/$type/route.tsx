/** Which type comes from the path; the core says whether it is linked here or elsewhere. */
import { appScreenUrl, incomeLinkScreen } from '@heloc/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useJourney } from '../../../../features/journey/journey-context';
import { useStartLink } from '../../../../features/linking/use-start-link';
import { IncomeLink } from './link';

export function IncomeLinkRoute() {
  const { type = '' } = useParams();
  const { uuid } = useJourney();
  const navigate = useNavigate();
  const screen = incomeLinkScreen(type);
  const review = appScreenUrl(uuid, 'income/review');
  const link = useStartLink('income/review');
  if (screen.kind === 'redirect') return <Navigate to={appScreenUrl(uuid, screen.to)} replace />;
  return (
    <IncomeLink
      view={screen.view}
      submitting={link.starting}
      error={link.error}
      onContinue={() => link.start({ purpose: 'income', sourceType: screen.view.sourceType })}
      onChooseAnother={() => void navigate(review)}
    />
  );
}

export const Component = IncomeLinkRoute;
