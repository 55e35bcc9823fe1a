import { appScreenUrl, formatAddress } from '@heloc/core';
import { useJourney } from '../../../features/journey/journey-context';
import { FloodCert } from './flood-cert';

export function FloodCertRoute() {
  const journey = useJourney();
  const property = journey.application.property;
  return (
    <FloodCert
      address={property ? formatAddress(property) : null}
      requirementsHref={appScreenUrl(journey.uuid, 'insurance/requirements')}
    />
  );
}

export const Component = FloodCertRoute;
