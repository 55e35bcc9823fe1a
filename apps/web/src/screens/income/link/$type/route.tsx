/** Which type comes from the path; the core says whether it is linked here or elsewhere. */
import { appScreenUrl, incomeLinkScreen } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { startLink } from '../../../../api/linking';
import { useJourney } from '../../../../features/journey/journey-context';
import { messageOf } from '../../../../lib/http-client';
import { IncomeLink } from './link';

export function IncomeLinkRoute() {
  const { type = '' } = useParams();
  const { uuid } = useJourney();
  const navigate = useNavigate();
  const screen = incomeLinkScreen(type);
  const review = appScreenUrl(uuid, 'income/review');
  const start = useMutation({
    mutationFn: (sourceType: Parameters<typeof startLink>[1] & { purpose: 'income' }) => startLink(uuid, sourceType, review),
  });
  if (screen.kind === 'redirect') return <Navigate to={appScreenUrl(uuid, screen.to)} replace />;
  return (
    <IncomeLink
      view={screen.view}
      submitting={start.isPending}
      error={start.error ? messageOf(start.error) : null}
      onContinue={() => start.mutate({ purpose: 'income', sourceType: screen.view.sourceType })}
      onChooseAnother={() => void navigate(review)}
    />
  );
}

export const Component = IncomeLinkRoute;
