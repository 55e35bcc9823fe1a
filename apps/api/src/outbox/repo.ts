/**
 * The sandbox's mail: nothing leaves the machine. Each message is stored in the outbox table (an
 * operator reads it with GET /sandbox/outbox) and logged as one line, like a dev mail catcher.
 * Links carrying a secret go only here — never into an API response.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../http/context.js';
import { outbox } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

export type MessageKind = 'signer-invitation' | 'signer-added' | 'password-reset';

export interface Message {
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
  await deps.db.insert(outbox).values({ ...message, link: message.link ?? null, createdAt: deps.now() });
  deps.log?.(`outbox: to ${message.to} (${message.kind}) link ${message.link ?? '-'}`);
}

/** The newest 100 messages sent, newest first, to one address and/or of one kind when given. */
export function sentMessages(db: Handle, filter: { to?: string; kind?: string }) {
  const where: SQL[] = [];
  if (filter.to) where.push(eq(outbox.to, filter.to));
  if (filter.kind) where.push(eq(outbox.kind, filter.kind));
  return db
    .select()
    .from(outbox)
    .where(and(...where))
    .orderBy(desc(outbox.createdAt), desc(outbox.uuid))
    .limit(100);
}
