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
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Adds `amount` to the fixed window of `key` if the total stays within `limit` (a window that has
 * ended starts again). Atomic: one upsert whose update only happens when it fits.
 */
export async function takeFromWindow(
  db: Db,
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
export async function giveBack(db: Db, key: string, amount: number, now: Date): Promise<void> {
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
export async function takeToken(db: Db, key: string, burst: number, perMinute: number, now: Date): Promise<Taken> {
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
