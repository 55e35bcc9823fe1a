/**
 * How often the chat window reads each thing it keeps fresh (TanStack Query's `refetchInterval`
 * asks here; `false` stops it), so no chat screen writes a timer of its own:
 * - `liveToken`: the 6-hour live token is extended every half session while the chat is open;
 * - `openStatus`: whether agents are on duty, every minute (it picks the chatbot or a live agent);
 * - `nonce`: a signed-in borrower's chat nonce, every minute while messaging, never otherwise.
 */
import { CHAT_LIVE_SESSION_MS, CHAT_NONCE_REFRESH_MS, CHAT_OPEN_STATUS_POLL_MS } from '../constants.js';

export type ChatPoll = 'liveToken' | 'openStatus' | 'nonce';

export function chatRefetchInterval(poll: ChatPoll, facts: { readonly messaging: boolean }): number | false {
  if (poll === 'liveToken') return CHAT_LIVE_SESSION_MS / 2;
  if (poll === 'openStatus') return CHAT_OPEN_STATUS_POLL_MS;
  return facts.messaging ? CHAT_NONCE_REFRESH_MS : false;
}
