import { appScreenUrl, notaryErrorReason } from '@heloc/core';
import { useSearchParams } from 'react-router';
import { useOrg } from '../../../app/org-context';
import { useJourney } from '../../../features/journey/journey-context';
import { NotaryError } from './error';

export function NotaryErrorRoute() {
  const journey = useJourney();
  const org = useOrg();
  const [params] = useSearchParams();
  return (
    <NotaryError
      reason={notaryErrorReason(params.get('reason'))}
      retryHref={appScreenUrl(journey.uuid, 'notary/intro')}
      scheduleHref={appScreenUrl(journey.uuid, 'notary/schedule-manual')}
      supportHref={appScreenUrl(journey.uuid, 'signing/support')}
      phone={org.footer.phoneFormatted}
      email={org.footer.email}
    />
  );
}

export const Component = NotaryErrorRoute;
