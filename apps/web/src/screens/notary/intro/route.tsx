import { appScreenUrl, coSignerVisits, formatAddress, notaryIntroView } from '@heloc/core';
import { notaryApi } from '../../../api/notary';
import { useStep } from '../../../features/journey/use-step';
import { useWrite } from '../../../lib/use-write';
import { NotaryIntro } from './intro';

export function NotaryIntroRoute() {
  const { run, submitting, error, journey } = useStep();
  const app = journey.application;
  const cancel = useWrite(() => notaryApi.cancelReservation(journey.uuid), {
    onSuccess: (next) => journey.applyApplication(next),
  });
  const view = notaryIntroView({
    state: journey.status.state,
    manualNotary: journey.status.manualNotary,
    primaryParticipantAcceptComplete: journey.status.primaryParticipantAcceptComplete,
    notaryReservation: app.notaryReservation,
    propertyState: app.property?.state,
    propertyZone: app.property?.timeZone,
  });
  return (
    <NotaryIntro
      view={view}
      propertyAddress={formatAddress(app.property)}
      signingAddress={app.notaryAddress ? formatAddress(app.notaryAddress) : null}
      coSigners={coSignerVisits(app.helocSigners, app.property)}
      scheduleHref={appScreenUrl(journey.uuid, 'notary/schedule-manual')}
      changeHref={appScreenUrl(journey.uuid, 'notary/reserve-manual')}
      supportHref={appScreenUrl(journey.uuid, 'signing/support')}
      submitting={submitting || cancel.submitting}
      error={error ?? cancel.error}
      onChooseEnotary={() => void run('enotary', {})}
      // A full document load, not client-side navigation: the server grants the camera and the
      // microphone per document (Permissions-Policy, decision 013), only on notary/session.
      onStartSession={() => window.location.assign(appScreenUrl(journey.uuid, 'notary/session'))}
      onCancelAppointment={() => cancel.send()}
      onNotaryVisited={() => void run('notarySessionComplete', {})}
    />
  );
}

export const Component = NotaryIntroRoute;
