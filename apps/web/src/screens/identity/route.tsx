/**
 * identity (IDENTITY_VERIFICATION): uploads the ID through the journey's step; on a wide screen,
 * makes "continue on your phone" codes and, while one shows, re-reads the status so this page
 * moves on by itself once the phone has uploaded.
 */
import { appScreenUrl, handoffLink, handoffWatchDelay, type HandoffCreated } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { useStatusWatch } from '../../features/journey/use-status-polling';
import { useStep } from '../../features/journey/use-step';
import { messageOf } from '../../lib/http-client';
import { Identity } from './identity';

export function IdentityRoute() {
  const { run, submitting, error, journey } = useStep();
  const [code, setCode] = useState<(HandoffCreated & { shownAt: number }) | null>(null);
  const make = useMutation({ mutationFn: () => api.createHandoff(appScreenUrl(journey.uuid, 'identity')), onSuccess: (c) => setCode({ ...c, shownAt: Date.now() }) });
  // One more observer of the status query, only while a code shows, as long as the core says.
  useStatusWatch(journey.uuid, code ? () => handoffWatchDelay(code.shownAt, Date.now()) : false);
  return (
    <Identity
      submitting={submitting}
      error={error}
      onSubmit={(upload) => void run('identityUploaded', upload)}
      handoff={{
        code: code ? { link: handoffLink(window.location.origin, code.token), expiresAt: code.expiresAt } : null,
        pending: make.isPending,
        error: make.isError ? messageOf(make.error) : null,
        onShow: () => make.mutate(),
        onHide: () => setCode(null),
      }}
    />
  );
}

export const Component = IdentityRoute;
