/** The link feature's queries: link sessions and their public tokens (hashes only). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { linkSessions } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

export type LinkSessionRow = typeof linkSessions.$inferSelect;

/** Stores a new link session. */
export async function insertLinkSession(db: Handle, session: typeof linkSessions.$inferInsert): Promise<void> {
  await db.insert(linkSessions).values(session);
}

/** The link session with this token hash, if any. */
export async function linkSessionByTokenHash(db: Handle, tokenHash: string) {
  const [row] = await db.select().from(linkSessions).where(eq(linkSessions.tokenHash, tokenHash));
  return row;
}

/** The link session with this public token hash, if any. */
export async function linkSessionByPublicTokenHash(db: Handle, publicTokenHash: string) {
  const [row] = await db.select().from(linkSessions).where(eq(linkSessions.publicTokenHash, publicTokenHash));
  return row;
}

/** The user's newest link session on the application whose public token is not exchanged, if any. */
export async function newestUnexchanged(db: Handle, userUuid: string, applicationUuid: string) {
  const rows = await db
    .select()
    .from(linkSessions)
    .where(
      and(
        eq(linkSessions.userUuid, userUuid),
        eq(linkSessions.applicationUuid, applicationUuid),
        isNull(linkSessions.exchangedAt),
      ),
    )
    .orderBy(desc(linkSessions.createdAt))
    .limit(1);
  return rows[0];
}

/** Replaces the session's progress on the provider's pages. */
export async function saveLinkProgress(
  db: Handle,
  sessionUuid: string,
  progress: Record<string, unknown>,
): Promise<void> {
  await db.update(linkSessions).set({ progress }).where(eq(linkSessions.uuid, sessionUuid));
}

type Ending = Pick<typeof linkSessions.$inferInsert, 'endedAt' | 'result' | 'publicTokenHash' | 'publicTokenExpiresAt'>;

/** Ends the pages' part if it has not ended; returns whether this call ended it. */
export async function endIfOpen(db: Handle, sessionUuid: string, ending: Ending): Promise<boolean> {
  const ended = await db
    .update(linkSessions)
    .set(ending)
    .where(and(eq(linkSessions.uuid, sessionUuid), isNull(linkSessions.endedAt)))
    .returning({ uuid: linkSessions.uuid });
  return ended.length > 0;
}

/** Marks the public token exchanged if it was not; returns whether this call did. */
export async function claimExchange(db: Handle, sessionUuid: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(linkSessions)
    .set({ exchangedAt: at })
    .where(and(eq(linkSessions.uuid, sessionUuid), isNull(linkSessions.exchangedAt)))
    .returning({ uuid: linkSessions.uuid });
  return claimed.length > 0;
}

/** Gives the public token back (the step that spent it was refused). */
export async function releaseExchange(db: Handle, sessionUuid: string): Promise<void> {
  await db.update(linkSessions).set({ exchangedAt: null }).where(eq(linkSessions.uuid, sessionUuid));
}
