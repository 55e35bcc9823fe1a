/**
 * The live chat's abuse limits (issue 23, item 7), counted in the database's `rate_limits` table
 * like the login throttle (auth/rate-limit.ts), so every server on one PostgreSQL counts the same:
 *
 * | what                                         | key                                 | env (default)                               |
 * | -------------------------------------------- | ----------------------------------- | ------------------------------------------- |
 * | anonymous chats started, per address an hour | chat:init:<address>                 | CHAT_SESSION_RATE_LIMIT (20)                |
 * | messages, per conversation and side          | chat:msg:<conversation>:<sender>    | CHAT_MESSAGE_BURST (30), _RATE_LIMIT (60/min) |
 * | attachment bytes, per conversation           | chat:bytes:chat:<conversation>      | CHAT_ATTACHMENT_BYTES_PER_CHAT (50 MB)      |
 * | attachment bytes, per address a day          | chat:bytes:addr:<address>           | CHAT_ATTACHMENT_BYTES_PER_ADDRESS (200 MB)  |
 *
 * Messages go through a token bucket (kept as a leaky-bucket level, the same thing): a person's
 * burst — a few lines in a row, a reconnect resending what was not acknowledged — fits in it, and
 * it refills at the steady rate. It is counted per conversation and side rather than per socket,
 * so opening more sockets (on any server) buys no more. Quotas are taken only when they fit: a
 * refused upload costs nothing, and concurrent uploads never overshoot.
 */
// The counting itself (atomic upserts on rate_limits) is in chat/repo.ts: takeFromWindow, giveBack, takeToken.

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

export const CHAT_SESSION_WINDOW_MS = 60 * 60_000;
export const CHAT_BYTES_ADDRESS_WINDOW_MS = 24 * 60 * 60_000;
/** A conversation's attachment quota holds for as long as a conversation can be kept alive. */
export const CHAT_BYTES_CHAT_WINDOW_MS = 30 * 24 * 60 * 60_000;

export const chatKeys = {
  init: (address: string) => `chat:init:${address}`,
  messages: (conversationUuid: string, sender: string) => `chat:msg:${conversationUuid}:${sender}`,
  chatBytes: (conversationUuid: string) => `chat:bytes:chat:${conversationUuid}`,
  addressBytes: (address: string) => `chat:bytes:addr:${address}`,
};
