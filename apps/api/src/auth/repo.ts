/** The auth primitives' queries: the kept signing key, sessions, and the shared rate-limit counters. */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { rateLimits, sessions, settings } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** The stored setting's value, if any. */
export async function settingValue(db: Handle, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Stores the setting unless it is stored already (the first server to start wins). */
export async function insertSettingOnce(db: Handle, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** Starts a session; returns its id. */
export async function insertSession(db: Handle, userUuid: string, at: Date) {
  const [row] = await db.insert(sessions).values({ userUuid, createdAt: at }).returning({ sid: sessions.sid });
  return row?.sid;
}

/** Whether the user's session with this id is not revoked. */
export async function sessionActive(db: Handle, sid: string, userUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
  return Boolean(row);
}

/** Revokes the session if it is active; returns whose it was (none if it was not active). */
export function revokeSessionRow(db: Handle, sid: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.sid, sid), isNull(sessions.revokedAt)))
    .returning({ userUuid: sessions.userUuid });
}

/** Revokes every active session of the user; returns one row per session revoked. */
export function revokeSessionsOf(db: Handle, userUuid: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)))
    .returning({ userUuid: sessions.userUuid });
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Counts one hit on the fixed window of `key` (a window that has ended starts again at 1); returns the row. */
export async function hitCounter(db: Handle, key: string, windowMs: number, now: Date) {
  const expiresAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.expiresAt} <= ${ts(now)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning();
  return row;
}

/** The counter row of `key`, if any. */
export async function counterOf(db: Handle, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

/** The counter rows of these keys, in no order. */
export function countersOf(db: Handle, keys: readonly string[]) {
  return db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]));
}

/** Drops the counter of `key`. */
export async function deleteCounter(db: Handle, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops every counter whose window ended before `now`. */
export async function pruneCounters(db: Handle, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
