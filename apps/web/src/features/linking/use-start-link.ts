/**
 * Starting a link from a journey screen, the one way: asks for the link session and leaves for the
 * provider's page (api/linking.ts startLink). Busy from the click until the page is left, so a
 * second click cannot start a second session; a failure to start is a message on the screen, and
 * the borrower can press again.
 */
import type { AppScreenPath, LinkSessionBody } from '@heloc/core';
import { appScreenUrl } from '@heloc/core';
import { useState } from 'react';
import { startLink } from '../../api/linking';
import { useWrite } from '../../lib/use-write';
import { useJourney } from '../journey/journey-context';

/** `returnTo` is the screen a cancelled or failed link comes back to; a bank link names the step that takes the account. */
export function useStartLink(returnTo: AppScreenPath, options: { step?: 'disbursement' | 'autopay' } = {}) {
  const { uuid } = useJourney();
  const [leaving, setLeaving] = useState(false);
  const write = useWrite((body: LinkSessionBody) => startLink(uuid, body, appScreenUrl(uuid, returnTo), options), {
    onSuccess: () => setLeaving(true),
  });
  return { start: write.send, starting: write.submitting || leaving, error: write.error };
}
