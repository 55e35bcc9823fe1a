import { appScreenUrl, closingOffices, formatAddress, localParts, propertyTimeZone } from '@heloc/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStep } from '../../../features/journey/use-step';
import { NotaryScheduleManual } from './schedule-manual';

export function NotaryScheduleManualRoute() {
  const { run, submitting, error, journey } = useStep();
  const navigate = useNavigate();
  const app = journey.application;
  const zone = propertyTimeZone(app.property);
  // Today where the property is, read once when the screen opens.
  const [today] = useState(() => localParts(Date.now(), zone).date);
  const offices = useMemo(
    () => closingOffices(app.property?.state, app.property?.city, app.property?.county),
    [app.property],
  );
  return (
    <NotaryScheduleManual
      today={today}
      zone={zone}
      propertyAddress={formatAddress(app.property)}
      offices={offices}
      submitting={submitting}
      error={error}
      onSubmit={(body) => void run('manualNotary', body)}
      onBack={() => void navigate(appScreenUrl(journey.uuid, 'notary/intro'))}
    />
  );
}

export const Component = NotaryScheduleManualRoute;
