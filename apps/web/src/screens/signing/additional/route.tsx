/**
 * signing/additional: loads the signers' progress (re-read every SIGNERS_POLL_MS while someone has
 * not signed, so progress appears without a reload) and wires invite, resend and correct. While the
 * application waits for the signers and all of them have signed, it watches the status: the
 * state moves on and the journey's routing leaves this screen.
 */
import {
  appScreenUrl,
  isWaitingForSigners,
  signersPollMs,
  signersStatusWatchMs,
  type InviteSignerBody,
} from '@heloc/core';
import { useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { signersApi } from '../../../api/signers';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { useStatusWatch } from '../../../features/journey/use-status-polling';
import { messageOf } from '../../../lib/http-client';
import { usePolledQuery } from '../../../lib/use-polled-query';
import { useWrite } from '../../../lib/use-write';
import { SigningAdditional, type SignerNotice } from './additional';

export function SigningAdditionalRoute() {
  const { uuid, status } = useJourney();
  const waiting = isWaitingForSigners(status.state);
  const signers = usePolledQuery({
    queryKey: queryKeys.signers(uuid),
    queryFn: () => signersApi.list(uuid),
    every: (data) => signersPollMs(data?.signers),
  });
  // The state can only move once every signer has signed: the core says when to watch it.
  // BAD: `useStatusWatch(uuid, signersStatusWatchMs(…))` — a number enables the watch, which fetches
  // at once, and the page leaves the moment "Signed" appears. GOOD: a watch that exists from the
  // start and only gets an interval: the first read comes SIGNERS_POLL_MS after "Signed" shows.
  useStatusWatch(uuid, () => signersStatusWatchMs(status.state, signers.data?.signers));
  const [notices, setNotices] = useState<Record<string, SignerNotice>>({});
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);
  const notice = (id: string, n: SignerNotice) => setNotices((all) => ({ ...all, [id]: n }));
  // Every write changes the list: it is re-read before the notice shows.
  const invalidates = [queryKeys.signers(uuid)];

  const invite = useWrite((body: InviteSignerBody) => signersApi.invite(uuid, body), { invalidates });
  const resend = useWrite((id: string) => signersApi.resend(uuid, id), {
    invalidates,
    onSuccess: (entry, id) =>
      notice(id, {
        kind: 'success',
        message: entry.accountCreatedAt
          ? `We sent ${entry.firstName} a reminder.`
          : `We sent a new invitation to ${entry.email}. The earlier link no longer works.`,
      }),
    // A refusal (the hourly limit, 429) is said next to that signer, in the server's words.
    onError: (message, id) => notice(id, { kind: 'error', message }),
  });
  const correct = useWrite(
    ({ id, body }: { id: string; body: InviteSignerBody }) => signersApi.correct(uuid, id, body),
    {
      invalidates,
      onSuccess: (entry, { id }) =>
        notice(id, {
          kind: 'success',
          message: `We sent a new invitation to ${entry.email}. The earlier link no longer works.`,
        }),
      onError: (message, { id }) => notice(id, { kind: 'error', message }),
    },
  );
  // The screen waits for the list and appears whole: a line of text replaced by the signers' cards
  // pushed the invitation card and the footer down (layout shift 0.08–0.32, decision 078).
  if (!signers.data && !signers.error) return <Loading label="Loading the signers" />;
  const busy = resend.submitting ? resend.variables : correct.submitting ? correct.variables?.id : null;

  return (
    <SigningAdditional
      signers={signers.data?.signers ?? null}
      loadError={signers.error && !signers.data ? messageOf(signers.error) : null}
      waiting={waiting}
      backHref={waiting ? null : appScreenUrl(uuid, 'signing/intro')}
      inviting={invite.submitting}
      inviteError={invite.error}
      invitedEmail={invitedEmail}
      onInvite={async (body) => {
        setInvitedEmail(null);
        const ok = await invite.run(body);
        if (ok) setInvitedEmail(body.email.trim().toLowerCase());
        return ok;
      }}
      busy={busy}
      notices={notices}
      onResend={resend.send}
      onCorrect={(id, body) => correct.run({ id, body })}
    />
  );
}

export const Component = SigningAdditionalRoute;
