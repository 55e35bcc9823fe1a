/**
 * The one door for what the chat socket receives: a frame is read only if it is text, no longer than
 * SERVER_FRAME_MAX_CHARS, JSON, and one of the shapes the server sends (`ChatServerFrame`). Anything
 * else is null — the connection counts it and goes on; a stray frame never throws inside a socket
 * handler.
 * BAD: `JSON.parse(String(e.data)) as ChatServerFrame` — throws on a broken frame and trusts any shape.
 */
import type { ChatServerFrame } from '@heloc/core';
import * as v from 'valibot';

/**
 * The longest frame read: the server takes 64 KiB from a client (its maxPayload), and what it sends
 * is a chat line of at most CHAT_TEXT_MAX characters with a few attachment names — far below this.
 */
export const SERVER_FRAME_MAX_CHARS = 64 * 1024;

const Attachment = v.looseObject({ id: v.string(), name: v.string(), size: v.number(), mime: v.string() });
const Message = v.looseObject({
  conversationId: v.string(),
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sender: v.picklist(['CUSTOMER', 'AGENT']),
  senderName: v.string(),
  text: v.string(),
  attachments: v.array(Attachment),
  clientId: v.string(),
  createdAt: v.string(),
});

const ServerFrame = v.variant('type', [
  v.looseObject({
    type: v.literal('ready'),
    conversationId: v.string(),
    status: v.picklist(['WAITING', 'ACTIVE', 'ENDED']),
  }),
  v.looseObject({ type: v.literal('message'), message: Message }),
  v.looseObject({ type: v.literal('ack'), clientId: v.string(), seq: v.number(), conversationId: v.string() }),
  v.looseObject({ type: v.literal('queue') }),
  v.looseObject({ type: v.literal('ended'), conversationId: v.string() }),
  v.looseObject({
    type: v.literal('error'),
    message: v.string(),
    clientId: v.optional(v.string()),
    retryAfterSeconds: v.optional(v.number()),
  }),
  v.looseObject({ type: v.literal('pong') }),
]);

/** The frame in `data`, or null when it is not one (not text, too long, not JSON, not a known shape). */
export function parseServerFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string' || data.length > SERVER_FRAME_MAX_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = v.safeParse(ServerFrame, json);
  return parsed.success ? (parsed.output as ChatServerFrame) : null;
}
