/**
 * Server-side sessions. Every JWT carries its session id (`sid`); a session revoked here (sign-out,
 * password change or reset) ends every token issued for it, refreshed ones included — and, in the
 * same transaction, the user's live chat (issue 23, item 5): the chat tokens of conversations the
 * user started signed in expire, and every server closes the user's open sockets (agent and
 * borrower) through the live bus (db/notify.ts) — and forgets it from every server's read cache.
 */
import type { Db } from '../db/client.js';
import { busOf } from '../db/notify.js';
import { cachedSessionActive, readMark, rememberSession } from '../db/read-cache.js';
import { expireConversationsOf } from '../chat/repo.js';
import { insertSession, revokeSessionRow, revokeSessionsOf, sessionActive } from './repo.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function startSession(db: Db, userUuid: string, now: Date): Promise<string> {
  const sid = await insertSession(db, userUuid, now);
  if (!sid) throw new Error('session not created');
  return sid;
}

/**
 * Whether the session is not revoked: from memory when this server would have heard its end
 * (db/read-cache.ts — the `session-closed` event below forgets it, here and on every server).
 */
export async function isSessionActive(db: Db, sid: string, userUuid: string): Promise<boolean> {
  if (cachedSessionActive(db, sid, userUuid)) return true;
  const since = readMark();
  const active = await sessionActive(db, sid, userUuid);
  if (active) rememberSession(db, sid, userUuid, since);
  return active;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Db, sid: string, now: Date): Promise<void> {
  await endSessions(db, now, (tx) => revokeSessionRow(tx, sid, now));
}

/**
 * Ends every session of a user (password change or reset, sign out everywhere). `with` is the
 * caller's own writes that must not outlive the sessions' end or be outlived by it — the new
 * password's hash: run first, in the same transaction, so a failure in either leaves both undone.
 */
export async function revokeAllSessions(
  db: Db,
  userUuid: string,
  now: Date,
  within?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await endSessions(db, now, async (tx) => {
    await within?.(tx);
    return revokeSessionsOf(tx, userUuid, now);
  });
}

/**
 * A signed-in user's chat belongs to the account, not to one session (the conversation does not
 * record which): any sign-out of the account ends it. The transcript stays; the token stops working.
 */
async function endSessions(db: Db, now: Date, revoke: (tx: Tx) => Promise<{ userUuid: string }[]>): Promise<void> {
  const bus = busOf(db);
  const users = await db.transaction(async (tx) => {
    const ended = [...new Set((await revoke(tx)).map((r) => r.userUuid))];
    for (const u of ended) {
      await expireConversationsOf(tx, u, now);
      await bus.notifyIn(tx, { t: 'session-closed', u });
    }
    return ended;
  });
  for (const u of users) bus.emitLocal({ t: 'session-closed', u });
}
