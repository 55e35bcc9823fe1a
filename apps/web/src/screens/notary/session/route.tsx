import { appScreenUrl, notarySessionPollMs, type NotarySessionAction, type NotarySessionResponse } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { notaryApi } from '../../../api/notary';
import { queryKeys } from '../../../api/query-keys';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { usePolledQuery } from '../../../lib/use-polled-query';
import { useWrite } from '../../../lib/use-write';
import { LocationNotice } from '../../../components/location-notice/location-notice';
import { useSigningLocation } from '../../../lib/use-signing-location';
import { NotarySession, type CameraState } from './session';

export function NotarySessionRoute() {
  const { run, submitting, error, journey } = useStep();
  // Asked with its explanation first; shared or not, the deed is signed (decision 060).
  const place = useSigningLocation();
  const queryClient = useQueryClient();
  const uuid = journey.uuid;
  const key = queryKeys.notarySession(uuid);
  // The first read starts the session (or resumes the one under way); later reads only ask its stage.
  const started = useRef(false);
  const session = usePolledQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = started.current ? await notaryApi.session(uuid) : await notaryApi.startSession(uuid);
      started.current = true;
      return answer;
    },
    retry: false,
    // The provider's stages move on by themselves: the core says how often to look (and not after a failed read).
    every: (data, failed) => notarySessionPollMs(data?.stage, failed),
  });
  const act = useWrite((action: NotarySessionAction) => notaryApi.act(uuid, action), {
    onSuccess: (answer: NotarySessionResponse) => queryClient.setQueryData(key, answer),
  });

  const [camera, setCamera] = useState<CameraState>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  // The camera is released when the borrower leaves the session.
  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);
  async function allowCamera() {
    setCamera('asking');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      setStream(media);
      setCamera('live');
    } catch (e) {
      setCamera(
        e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'SecurityError')
          ? 'denied'
          : 'unavailable',
      );
    }
  }

  if (session.data?.expired) return <Navigate to={`${appScreenUrl(uuid, 'notary/error')}?reason=expired`} replace />;
  const name = journey.application.name;
  return (
    <NotarySession
      stage={session.data?.stage ?? null}
      camera={camera}
      stream={stream}
      signatureName={name ? `${name.firstName} ${name.lastName}` : 'Your name'}
      connectionError={session.error ? messageOf(session.error) : null}
      submitting={submitting || act.submitting}
      error={error ?? act.error}
      scheduleHref={appScreenUrl(uuid, 'notary/schedule-manual')}
      helpHref={`${appScreenUrl(uuid, 'notary/error')}?reason=${camera === 'denied' || camera === 'unavailable' ? 'camera' : 'failed'}`}
      onAllowCamera={() => void allowCamera()}
      onDeviceReady={() => act.send('deviceReady')}
      onSignDeed={() => act.send('signDeed')}
      onFinish={() => void run('notarySessionComplete', place.location ? { location: place.location } : {})}
      locationNotice={<LocationNotice ask={place.ask} location={place.location} onShare={place.share} />}
      onRetry={() => void session.refetch()}
    />
  );
}

export const Component = NotarySessionRoute;
