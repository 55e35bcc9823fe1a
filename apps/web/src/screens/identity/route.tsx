/**
 * identity (IDENTITY_VERIFICATION): uploads the ID through the journey's step; on a wide screen,
 * makes "continue on your phone" codes and, while one shows, re-reads the status so this page
 * moves on by itself once the phone has uploaded.
 */
import { appScreenUrl, HANDOFF_STATUS_POLL_MS, handoffLink, type HandoffCreated } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { useStatusWatch } from '../../features/journey/use-status-polling';
import { useStep } from '../../features/journey/use-step';
import { messageOf } from '../../lib/http-client';
import { Identity } from './identity';

export function IdentityRoute() {
  const { run, submitting, error, journey } = useStep();
  const [code, setCode] = useState<HandoffCreated | null>(null);
  const make = useMutation({ mutationFn: () => api.createHandoff(appScreenUrl(journey.uuid, 'identity')), onSuccess: setCode });
  // One more observer of the status query, only while a code shows (the core's interval).
  useStatusWatch(journey.uuid, code ? HANDOFF_STATUS_POLL_MS : false);
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
