/**
 * Server-side sessions. Every JWT carries its session id (`sid`); a session revoked here (sign-out,
 * password change or reset) ends every token issued for it, refreshed ones included.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';

export async function startSession(db: Db, userUuid: string, now: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userUuid, createdAt: now }).returning({ sid: sessions.sid });
  if (!row) throw new Error('session not created');
  return row.sid;
}

export async function isSessionActive(db: Db, sid: string, userUuid: string): Promise<boolean> {
  const [row] = await db.select({ sid: sessions.sid }).from(sessions).where(and(eq(sessions.sid, sid), eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
  return Boolean(row);
}

export async function revokeSession(db: Db, sid: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.sid, sid), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userUuid: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
}
