/**
 * The sandbox's mail: nothing leaves the machine. Each message is stored in the outbox table (an
 * operator reads it with GET /sandbox/outbox) and logged as one line, like a dev mail catcher.
 * Links carrying a secret go only here — never into an API response.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../http/context.js';
import { outbox } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

export const MESSAGE_KINDS = [
  'signer-invitation',
  'signer-added',
  'password-reset',
  'reminder-unfinished',
  'reminder-condition',
  'reminder-document',
  'reminder-status',
  'sms-reply',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const CHANNELS = ['email', 'sms'] as const;

export interface Message {
  /** 'email' unless said: a text goes to a ten-digit number. */
  readonly channel?: (typeof CHANNELS)[number];
  readonly to: string;
  readonly orgCode: string;
  readonly kind: MessageKind;
  readonly subject: string;
  readonly text: string;
  readonly link?: string;
}

/** Stores the message, through `deps.db`: inside a transaction, the message commits with the change that caused it. */
export async function sendMessage(
  deps: { readonly db: Handle } & Pick<Deps, 'now' | 'log'>,
  message: Message,
): Promise<void> {
  await storeMessage(deps.db, message, deps.now(), deps.log);
}

/** Stores a message on a handle (a transaction's: it is sent only if what caused it commits). */
export async function storeMessage(db: Handle, message: Message, at: Date, log?: (line: string) => void) {
  const channel = message.channel ?? 'email';
  await db.insert(outbox).values({ ...message, channel, link: message.link ?? null, createdAt: at });
  log?.(`outbox (sandbox, not sent): ${channel} to ${message.to} (${message.kind}) link ${message.link ?? '-'}`);
}

/** The newest 100 messages sent, newest first, to one address, of one kind and/or on one channel when given. */
export function sentMessages(db: Handle, filter: { to?: string; kind?: string; channel?: string }) {
  const where: SQL[] = [];
  if (filter.channel) where.push(eq(outbox.channel, filter.channel));
  if (filter.to) where.push(eq(outbox.to, filter.to));
  if (filter.kind) where.push(eq(outbox.kind, filter.kind));
  return db
    .select()
    .from(outbox)
    .where(and(...where))
    .orderBy(desc(outbox.createdAt), desc(outbox.uuid))
    .limit(100);
}
