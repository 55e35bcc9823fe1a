import { appScreenUrl, propertyTimeZone } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notaryApi } from '../../../api/notary';
import { queryKeys } from '../../../api/query-keys';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { useWrite } from '../../../lib/use-write';
import { NotaryReserveManual } from './reserve-manual';

export function NotaryReserveManualRoute() {
  const { run, submitting, error, journey } = useStep();
  const navigate = useNavigate();
  const app = journey.application;
  const reservation = app.notaryReservation ?? null;
  const around = reservation ?? app.requestedManualNotaryTime ?? null;
  const slots = useQuery({
    queryKey: queryKeys.notarySlots(journey.uuid, around),
    queryFn: () => notaryApi.slots(journey.uuid, around),
  });
  const change = useWrite((slot: string) => notaryApi.changeReservation(journey.uuid, slot), {
    onSuccess: (next) => {
      journey.applyApplication(next);
      // The booked visit is shown on notary/intro.
      void navigate(appScreenUrl(journey.uuid, 'notary/intro'));
    },
  });
  const cancel = useWrite(() => notaryApi.cancelReservation(journey.uuid), {
    onSuccess: (next) => journey.applyApplication(next),
  });
  return (
    <NotaryReserveManual
      zone={slots.data?.zone ?? propertyTimeZone(app.property)}
      requested={app.requestedManualNotaryTime ?? null}
      reservation={reservation}
      days={slots.data?.days ?? null}
      slotsError={slots.error ? messageOf(slots.error) : null}
      onRetry={() => void slots.refetch()}
      submitting={submitting || change.submitting || cancel.submitting}
      error={error ?? change.error ?? cancel.error}
      onReserve={(slot) => (reservation ? change.send(slot) : void run('reserveNotary', { slot }))}
      onCancel={() => cancel.send()}
    />
  );
}

export const Component = NotaryReserveManualRoute;
