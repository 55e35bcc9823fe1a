/**
 * Starting a link with an outside provider (@heloc/core linking.ts): ask the server for a link
 * session, remember in this tab which application and purpose it is for, and leave for the
 * provider's page. The return routes (plaid-oauth-success, income/pointserv-callback) finish it.
 */
import { isAllowedRedirectUrl, linkSessionsPath, type LinkSession, type LinkSessionBody } from '@heloc/core';
import { http } from '../lib/http-client';
import { helocUuidStore, pendingLinkStore } from '../lib/storage';

// `state`: the session's anti-CSRF value (link-server adds it to the core's LinkSession); kept so the return can check it.
export const createLinkSession = (uuid: string, body: LinkSessionBody) => http.post<LinkSession & { readonly state?: string }>(linkSessionsPath(uuid), { json: body });

/**
 * Creates the session and navigates the browser to the provider. `returnTo` is where a cancelled
 * or failed link comes back to; a bank link names the step that will take the account. Resolves only on failure (the page is left on success).
 */
export async function startLink(uuid: string, body: LinkSessionBody, returnTo: string, options: { step?: 'disbursement' | 'autopay'; go?: (url: string) => void } = {}): Promise<void> {
  const go = options.go ?? ((url: string) => window.location.assign(url));
  const session = await createLinkSession(uuid, body);
  // The provider's page is served by our own server (same origin, a path); anything else is refused.
  if (!isAllowedRedirectUrl(session.linkUrl)) throw new Error('The link provider answered with an address we do not trust.');
  helocUuidStore.set(uuid);
  pendingLinkStore.set({ helocUuid: uuid, purpose: body.purpose, ...('sourceType' in body ? { sourceType: body.sourceType } : {}), ...(options.step ? { step: options.step } : {}), returnTo, ...(session.state ? { state: session.state } : {}) });
  go(session.linkUrl);
}
