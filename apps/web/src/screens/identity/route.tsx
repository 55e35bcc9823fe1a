/**
 * identity (IDENTITY_VERIFICATION): uploads the ID through the journey's step; on a wide screen,
 * makes "continue on your phone" codes and, while one shows, re-reads the status so this page
 * moves on by itself once the phone has uploaded. With ?conditionUuid= it answers an ID condition
 * instead (shared-surfaces §2: "Condition actions exist at 'identity'").
 */
import { appScreenUrl, handoffLink, handoffWatchDelay, type HandoffCreated, type IdFrontType } from '@heloc/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/endpoints';
import { conditionsApi } from '../../api/conditions';
import { Loading } from '../../components/loading/loading';
import { useAnswer } from '../../features/conditions/use-answer';
import { useStatusWatch } from '../../features/journey/use-status-polling';
import { useStep } from '../../features/journey/use-step';
import { useWrite } from '../../lib/use-write';
import { Identity } from './identity';

/** identity?conditionUuid=…: an ID condition answered with the same capture, then back to the dashboard. */
function IdentityConditionRoute() {
  const answer = useAnswer<{ type: IdFrontType; files: File[] }>(undefined, (uuid, conditionUuid, upload) =>
    conditionsApi.uploadId(uuid, conditionUuid, upload),
  );
  if (answer.loading) return <Loading label="Loading the page" />;
  // Only an ID condition is answered here; a document or phone condition has its own screen.
  const card = answer.card?.action?.screen === 'identity' ? answer.card : null;
  return (
    <Identity
      condition={{ card, dashboardHref: answer.dashboardHref }}
      submitting={answer.submitting}
      error={answer.error}
      onSubmit={answer.submit}
    />
  );
}

function IdentityStepRoute() {
  const { run, submitting, error, journey } = useStep();
  const [code, setCode] = useState<(HandoffCreated & { shownAt: number }) | null>(null);
  const make = useWrite(() => api.createHandoff(appScreenUrl(journey.uuid, 'identity')), {
    onSuccess: (c) => setCode({ ...c, shownAt: Date.now() }),
  });
  // One more observer of the status query, only while a code shows, as long as the core says.
  useStatusWatch(journey.uuid, code ? () => handoffWatchDelay(code.shownAt, Date.now()) : false);
  return (
    <Identity
      submitting={submitting}
      error={error}
      onSubmit={(upload) => void run('identityUploaded', upload)}
      handoff={{
        code: code ? { link: handoffLink(window.location.origin, code.token), expiresAt: code.expiresAt } : null,
        pending: make.submitting,
        error: make.error,
        onShow: () => make.send(),
        onHide: () => setCode(null),
      }}
    />
  );
}

export function IdentityRoute() {
  const [params] = useSearchParams();
  return params.get('conditionUuid') ? <IdentityConditionRoute /> : <IdentityStepRoute />;
}

export const Component = IdentityRoute;
