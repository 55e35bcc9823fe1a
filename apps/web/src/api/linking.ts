/**
 * Starting a link with an outside provider (@heloc/core linking.ts): ask the server for a link
 * session, remember in this tab which application and purpose it is for, and leave for the
 * provider's page. The return routes (plaid-oauth-success, income/pointserv-callback) finish it.
 */
import { isAllowedRedirectUrl, type LinkSessionBody } from '@heloc/core';
import { LINK_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';
import { helocUuidStore, pendingLinkStore } from '../lib/storage';

export const createLinkSession = (uuid: string, body: LinkSessionBody) =>
  call(E.linkSessions, { params: { uuid }, json: body });
/** The server's record of this user's link in flight on the application (what it is for; never a token). */
export const fetchLinkInFlight = (uuid: string) => call(E.linkInFlight, { params: { uuid } });

/**
 * Creates the session and navigates the browser to the provider. `returnTo` is where a cancelled
 * or failed link comes back to; a bank link names the step that will take the account. Resolves only on failure (the page is left on success).
 */
export async function startLink(
  uuid: string,
  body: LinkSessionBody,
  returnTo: string,
  options: { step?: 'disbursement' | 'autopay'; go?: (url: string) => void } = {},
): Promise<void> {
  const go = options.go ?? ((url: string) => window.location.assign(url));
  // A bank link names its step in the session too: a return in another tab finishes it from the server's record.
  const session = await createLinkSession(
    uuid,
    body.purpose === 'bank' && options.step ? { purpose: 'bank', step: options.step } : body,
  );
  // The provider's page is served by our own server (same origin, a path); anything else is refused.
  if (!isAllowedRedirectUrl(session.linkUrl))
    throw new Error('The link provider answered with an address we do not trust.');
  helocUuidStore.set(uuid);
  pendingLinkStore.set({
    helocUuid: uuid,
    purpose: body.purpose,
    ...('sourceType' in body ? { sourceType: body.sourceType } : {}),
    ...(options.step ? { step: options.step } : {}),
    ...(session.state ? { state: session.state } : {}),
    returnTo,
  });
  go(session.linkUrl);
}
