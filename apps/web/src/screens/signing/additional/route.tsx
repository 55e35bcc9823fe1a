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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { signersApi } from '../../../api/signers';
import { useJourney } from '../../../features/journey/journey-context';
import { useStatusWatch } from '../../../features/journey/use-status-polling';
import { messageOf } from '../../../lib/http-client';
import { usePolledQuery } from '../../../lib/use-polled-query';
import { SigningAdditional, type SignerNotice } from './additional';

export function SigningAdditionalRoute() {
  const { uuid, status } = useJourney();
  const queryClient = useQueryClient();
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.signers(uuid) });

  const invite = useMutation({
    mutationFn: (body: InviteSignerBody) => signersApi.invite(uuid, body),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: (id: string) => signersApi.resend(uuid, id),
    onSuccess: (entry, id) => {
      notice(id, {
        kind: 'success',
        message: entry.accountCreatedAt
          ? `We sent ${entry.firstName} a reminder.`
          : `We sent a new invitation to ${entry.email}. The earlier link no longer works.`,
      });
      return refresh();
    },
    // A refusal (the hourly limit, 429) is said next to that signer, in the server's words.
    onError: (e, id) => notice(id, { kind: 'error', message: messageOf(e) }),
  });
  const correct = useMutation({
    mutationFn: ({ id, body }: { id: string; body: InviteSignerBody }) => signersApi.correct(uuid, id, body),
    onSuccess: (entry, { id }) => {
      notice(id, {
        kind: 'success',
        message: `We sent a new invitation to ${entry.email}. The earlier link no longer works.`,
      });
      return refresh();
    },
    onError: (e, { id }) => notice(id, { kind: 'error', message: messageOf(e) }),
  });
  const busy = resend.isPending ? resend.variables : correct.isPending ? correct.variables.id : null;

  return (
    <SigningAdditional
      signers={signers.data?.signers ?? null}
      loadError={signers.error && !signers.data ? messageOf(signers.error) : null}
      waiting={waiting}
      backHref={waiting ? null : appScreenUrl(uuid, 'signing/intro')}
      inviting={invite.isPending}
      inviteError={invite.error ? messageOf(invite.error) : null}
      invitedEmail={invitedEmail}
      onInvite={async (body) => {
        setInvitedEmail(null);
        try {
          await invite.mutateAsync(body);
          setInvitedEmail(body.email.trim().toLowerCase());
          return true;
        } catch {
          return false;
        }
      }}
      busy={busy}
      notices={notices}
      onResend={(id) => resend.mutate(id)}
      onCorrect={async (id, body) => {
        try {
          await correct.mutateAsync({ id, body });
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}

export const Component = SigningAdditionalRoute;
