/**
 * The chat's queries: conversations, their messages and attachments, and the abuse limits' counters
 * (chat/limits.ts says what is counted; the counting is here, in the `rate_limits` table).
 */
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { applications, chatAttachments, chatConversations, chatMessages, rateLimits } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';
import type { Taken } from './limits.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;

/** The conversation with this token hash, if any (expired or not). */
export async function conversationByTokenHash(db: Handle, tokenHash: string) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.tokenHash, tokenHash));
  return row;
}

/** The organisation's conversation with this uuid, if any. */
export async function conversationInOrg(db: Handle, conversationUuid: string, orgCode: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.uuid, conversationUuid), eq(chatConversations.orgCode, orgCode)));
  return row;
}

/** The uuid of the conversation on this channel, if any. */
export async function conversationOnChannel(db: Handle, channelId: string) {
  const [row] = await db
    .select({ uuid: chatConversations.uuid })
    .from(chatConversations)
    .where(eq(chatConversations.channelId, channelId));
  return row;
}

/** The organisation's conversations not ended, oldest first. */
export function openConversations(db: Handle, orgCode: string) {
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.orgCode, orgCode), ne(chatConversations.status, 'ENDED')))
    .orderBy(asc(chatConversations.createdAt));
}

/** Stores a new conversation; returns its row. */
export async function insertConversation(db: Handle, conversation: typeof chatConversations.$inferInsert) {
  const [inserted] = await db.insert(chatConversations).values(conversation).returning();
  return inserted;
}

/** Marks the conversation ended. */
export async function markEnded(db: Handle, conversationUuid: string, at: Date): Promise<void> {
  await db
    .update(chatConversations)
    .set({ status: 'ENDED', endedAt: at })
    .where(eq(chatConversations.uuid, conversationUuid));
}

/** Moves the conversation's expiry. */
export async function saveExpiry(db: Handle, conversationUuid: string, expiresAt: Date): Promise<void> {
  await db.update(chatConversations).set({ expiresAt }).where(eq(chatConversations.uuid, conversationUuid));
}

/** Stores the survey answer if the conversation has none; returns the uuid, or undefined if it had one. */
export async function saveSurveyOnce(
  db: Handle,
  conversationUuid: string,
  survey: { rating: string; answeredAt: string },
) {
  const [saved] = await db
    .update(chatConversations)
    .set({ survey })
    .where(and(eq(chatConversations.uuid, conversationUuid), isNull(chatConversations.survey)))
    .returning({ uuid: chatConversations.uuid });
  return saved;
}

/** One stored message row, by its number. */
export async function messageRowAt(db: Handle, conversationUuid: string, seq: number) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), eq(chatMessages.seq, seq)));
  return row;
}

/** The conversation's message rows after a number, in order. */
export function messageRowsAfter(db: Handle, conversationUuid: string, after: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq));
}

/** The message row a sender stored under this clientId, if any. */
export async function messageRowByClientId(db: Handle, conversationUuid: string, sender: string, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationUuid, conversationUuid),
        eq(chatMessages.sender, sender),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row;
}

/** Stores attachments; returns what a message refers to them by. */
export function insertAttachments(db: Handle, attachments: (typeof chatAttachments.$inferInsert)[]) {
  return db.insert(chatAttachments).values(attachments).returning({
    id: chatAttachments.uuid,
    name: chatAttachments.name,
    size: chatAttachments.size,
    mime: chatAttachments.mime,
  });
}

/** The conversation's attachment with this uuid, if any (with its content). */
export async function attachmentIn(db: Handle, conversationUuid: string, attachmentUuid: string) {
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.uuid, attachmentUuid), eq(chatAttachments.conversationUuid, conversationUuid)));
  return row;
}

/** Which of these attachments this side uploaded to the conversation (what a message refers to them by). */
export function attachmentsUploadedBy(db: Handle, conversationUuid: string, sender: string, ids: readonly string[]) {
  return db
    .select({
      id: chatAttachments.uuid,
      name: chatAttachments.name,
      size: chatAttachments.size,
      mime: chatAttachments.mime,
    })
    .from(chatAttachments)
    .where(
      and(
        eq(chatAttachments.conversationUuid, conversationUuid),
        eq(chatAttachments.uploadedBy, sender),
        inArray(chatAttachments.uuid, [...ids]),
      ),
    );
}

/** The applications with these uuids. */
export function applicationsIn(db: Handle, applicationUuids: string[]) {
  return db.select().from(applications).where(inArray(applications.uuid, applicationUuids));
}

/** The uuid of this user's application with this uuid, if they own it. */
export async function ownApplicationUuid(db: Handle, applicationUuid: string, ownerUuid: string) {
  const [own] = await db
    .select({ uuid: applications.uuid })
    .from(applications)
    .where(and(eq(applications.uuid, applicationUuid), eq(applications.ownerUuid, ownerUuid)));
  return own;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Adds `amount` to the fixed window of `key` if the total stays within `limit` (a window that has
 * ended starts again). Atomic: one upsert whose update only happens when it fits.
 */
export async function takeFromWindow(
  db: Handle,
  key: string,
  amount: number,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<Taken> {
  const expired = sql`${rateLimits.expiresAt} <= ${ts(now)}`;
  const expiresAt = new Date(now.getTime() + windowMs);
  if (amount <= limit) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: amount, windowStart: now, expiresAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`,
          windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
        },
        setWhere: sql`${expired} OR ${rateLimits.count}::bigint + excluded.count <= ${limit}::bigint`,
      })
      .returning({ key: rateLimits.key });
    if (row) return { ok: true };
  }
  const [current] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return {
    ok: false,
    retryAfterSeconds:
      current && current.expiresAt > now ? secondsUntil(current.expiresAt, now) : Math.ceil(windowMs / 1000),
  };
}

/** Gives back what takeFromWindow took (the upload it was for was not stored). */
export async function giveBack(db: Handle, key: string, amount: number, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(0, ${rateLimits.count} - ${amount}::int)` })
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.expiresAt} > ${ts(now)}`));
}

/** One unit in thousandths, so the level drains smoothly in an integer column. */
const UNIT = 1000;

/**
 * Takes one token from the bucket of `key` (capacity `burst`, refilled at `perMinute`). The row's
 * `count` is the bucket's emptiness in thousandths, `window_start` when it was last measured, and
 * `expires_at` when it is full again (then the row means nothing and is pruned like the others).
 */
export async function takeToken(db: Handle, key: string, burst: number, perMinute: number, now: Date): Promise<Taken> {
  const perSecond = (perMinute * UNIT) / 60; // thousandths refilled per second
  const rate = sql`${perSecond}::float8`;
  const elapsed = sql`greatest(0, extract(epoch from (${ts(now)} - ${rateLimits.windowStart}))::float8)`;
  const level = sql`greatest(0, ${rateLimits.count} - ${elapsed} * ${rate})`;
  const capacity = burst * UNIT;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: UNIT, windowStart: now, expiresAt: new Date(now.getTime() + (UNIT / perSecond) * 1000) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`ceil(${level} + ${UNIT})::int`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.window_start + make_interval(secs => (${level} + ${UNIT}) / ${rate})`,
      },
      setWhere: sql`${level} + ${UNIT} <= ${capacity}::float8`,
    })
    .returning({ key: rateLimits.key });
  if (row) return { ok: true };
  const [current] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!current) return { ok: false, retryAfterSeconds: 1 };
  const drained = Math.max(
    0,
    current.count - (Math.max(0, now.getTime() - current.windowStart.getTime()) / 1000) * perSecond,
  );
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((drained + UNIT - capacity) / perSecond)) };
}

/** Ends the user's live conversations now (their sessions ended): their tokens stop working. */
export async function expireConversationsOf(db: Handle, userUuid: string, at: Date): Promise<void> {
  await db
    .update(chatConversations)
    .set({ expiresAt: at })
    .where(and(eq(chatConversations.userUuid, userUuid), gt(chatConversations.expiresAt, at)));
}

/**
 * The group commit's queries (chat/service.ts writeBatch): a constant number of statements per
 * batch, whatever its size.
 */

/**
 * Takes `count` tokens from each key's bucket at once (all of them or none, per key); returns the
 * keys that took them. Rows are written in the order given: callers sort by key, so two servers'
 * batches lock buckets in one order.
 */
export async function takeTokens(
  db: Handle,
  wanted: readonly { key: string; count: number }[],
  burst: number,
  perMinute: number,
  now: Date,
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const perSecond = (perMinute * UNIT) / 60;
  const rate = sql`${perSecond}::float8`;
  const elapsed = sql`greatest(0, extract(epoch from (${ts(now)} - ${rateLimits.windowStart}))::float8)`;
  const level = sql`greatest(0, ${rateLimits.count} - ${elapsed} * ${rate})`;
  const capacity = burst * UNIT;
  const rows = await db
    .insert(rateLimits)
    .values(
      wanted.map(({ key, count }) => ({
        key,
        count: count * UNIT,
        windowStart: now,
        expiresAt: new Date(now.getTime() + ((count * UNIT) / perSecond) * 1000),
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`ceil(${level} + excluded.count)::int`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.window_start + make_interval(secs => (${level} + excluded.count) / ${rate})`,
      },
      setWhere: sql`${level} + excluded.count <= ${capacity}::float8`,
    })
    .returning({ key: rateLimits.key });
  return new Set(rows.map((r) => r.key));
}

/** Locks these conversations' rows in uuid order (so two servers' batches never wait in a cycle) and reads them. */
export function lockConversations(db: Handle, conversationUuids: readonly string[]) {
  return db
    .select({
      uuid: chatConversations.uuid,
      orgCode: chatConversations.orgCode,
      status: chatConversations.status,
      agentUuid: chatConversations.agentUuid,
      lastSeq: chatConversations.lastSeq,
      expiresAt: chatConversations.expiresAt,
    })
    .from(chatConversations)
    .where(inArray(chatConversations.uuid, [...conversationUuids]))
    .orderBy(asc(chatConversations.uuid))
    .for('update');
}

/** The messages stored in these conversations under these clientIds (callers match the sender). */
export function messageRowsByClientIds(db: Handle, conversationUuids: readonly string[], clientIds: readonly string[]) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.conversationUuid, [...conversationUuids]),
        inArray(chatMessages.clientId, [...clientIds]),
      ),
    );
}

/** Saves the numbering (and, after an agent's message, status and agent) of conversations locked by lockConversations. */
export async function saveNumbering(
  db: Handle,
  rows: readonly { uuid: string; lastSeq: number; status: string; agentUuid: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update ${chatConversations} as c
    set last_seq = v.last_seq, status = v.status, agent_uuid = v.agent_uuid
    from json_to_recordset(${JSON.stringify(rows.map((r) => ({ uuid: r.uuid, last_seq: r.lastSeq, status: r.status, agent_uuid: r.agentUuid })))}::json)
      as v(uuid uuid, last_seq integer, status text, agent_uuid uuid)
    where c.uuid = v.uuid`);
}

/** Stores messages; returns their rows. */
export function insertMessages(db: Handle, messages: NewMessage[]) {
  if (messages.length === 0) return Promise.resolve([] as MessageRow[]);
  return db.insert(chatMessages).values(messages).returning();
}
