/**
 * What the hottest reads need, kept in memory (issue 27, item 4; decision 079): which sessions are
 * active, and the status fields of applications (owner, state, flags, due time, updatedAt). The
 * status read every waiting borrower polls then answers with no query at all.
 *
 * Only on PGlite: one process by construction (the data directory is locked to one server), so
 * every write is this process's and forgets, synchronously, what it changes — nothing is ever
 * missed. On PostgreSQL other servers write too and a NOTIFY arrives after the write's answer may
 * have (decision 079 measured it): nothing is cached there; the status read takes one query instead.
 *
 * - **What forgets**: `forgetApplication` in every writer of the status fields (pipeline/repo.ts,
 *   sandbox/repo.ts; again after the commit by the transaction's owner), and `forgetSessionsOf`
 *   through the bus's `session-closed` (sign-out, password change or reset; auth/sessions.ts).
 *   Forgetting inside a transaction is enough on PGlite: a read sent meanwhile waits for the
 *   transaction to end, so what it fills is what was committed.
 * - **No stale fill**: a read that missed takes `readMark()` before its query and stores what it
 *   read only if nothing was forgotten meanwhile; anything forgotten during the query could be what
 *   it read, so it is not kept (the next read queries again).
 *
 * One store per process, entries tagged with the database they came from (tests run many sandboxes
 * in one process; uuids never repeat across them). Forgetting by key reaches every database's
 * entries: forgetting too much costs one query, never a wrong answer.
 */

/** The fields of an application the status read answers from. */
export interface CachedStatus {
  readonly uuid: string;
  readonly ownerUuid: string;
  readonly state: string;
  readonly status: Record<string, unknown>;
  readonly pendingDueAt: Date | null;
  readonly updatedAt: Date;
}

/** What the bus carries that concerns the cache (the bus's own type, narrowed: no import cycle). */
type CacheEvent = { t: 'session-closed'; u: string } | { t: string };

/** Enough for every borrower waiting at once on one server; the oldest entry goes first. */
const MAX_ENTRIES = 20_000;

const sessions = new Map<string, { db: object; user: string }>();
const sessionsByUser = new Map<string, Set<string>>();
const statuses = new Map<string, { db: object; row: CachedStatus }>();
/** Moves on whenever anything is forgotten: a fill that saw it move keeps nothing. */
let mark = 0;

/** Which databases may be cached (PGlite's; see the header). */
const coherent = new WeakMap<object, () => boolean>();

/** Says whether `db`'s reads may be cached (db/client.ts: yes for PGlite). */
export function setCoherence(db: object, isCoherent: () => boolean): void {
  coherent.set(db, isCoherent);
}

const cacheable = (db: object) => coherent.get(db)?.() === true;

/** Taken before a read's query; pass it to the fill. */
export const readMark = (): number => mark;

function bounded<K, V>(map: Map<K, V>, key: K, value: V, onEvict?: (key: K, value: V) => void): void {
  map.delete(key);
  map.set(key, value);
  if (map.size <= MAX_ENTRIES) return;
  const [oldestKey, oldestValue] = map.entries().next().value as [K, V];
  map.delete(oldestKey);
  onEvict?.(oldestKey, oldestValue);
}

/* ---------- sessions ---------- */

/** True when the session is known active for this user; undefined when it must be read. */
export function cachedSessionActive(db: object, sid: string, user: string): true | undefined {
  if (!cacheable(db)) return undefined;
  const entry = sessions.get(sid);
  return entry && entry.db === db && entry.user === user ? true : undefined;
}

/** Keeps an active session read under `since` (a revoked one is never kept: it cannot come back). */
export function rememberSession(db: object, sid: string, user: string, since: number): void {
  if (since !== mark || !cacheable(db)) return;
  bounded(sessions, sid, { db, user }, (old, value) => sessionsByUser.get(value.user)?.delete(old));
  let sids = sessionsByUser.get(user);
  if (!sids) sessionsByUser.set(user, (sids = new Set()));
  sids.add(sid);
}

/** A user's sessions ended (sign-out, password change or reset). */
export function forgetSessionsOf(user: string): void {
  mark++;
  for (const sid of sessionsByUser.get(user) ?? []) sessions.delete(sid);
  sessionsByUser.delete(user);
}

/* ---------- application status ---------- */

/** The application's status fields, if kept for this database. */
export function cachedStatus(db: object, uuid: string): CachedStatus | undefined {
  if (!cacheable(db)) return undefined;
  const entry = statuses.get(uuid);
  return entry && entry.db === db ? entry.row : undefined;
}

/** Keeps the status fields of a row read under `since`. */
export function rememberStatus(db: object, row: CachedStatus, since: number): void {
  if (since !== mark || !cacheable(db)) return;
  const { uuid, ownerUuid, state, status, pendingDueAt, updatedAt } = row;
  bounded(statuses, uuid, { db, row: { uuid, ownerUuid, state, status, pendingDueAt, updatedAt } });
}

/** The application's state, flags, due time or updatedAt changed (or may have). */
export function forgetApplication(uuid: string): void {
  mark++;
  statuses.delete(uuid);
}

/** What the bus does with every event it passes, before any subscriber sees it. */
export function forgetOnEvent(event: CacheEvent): void {
  if (event.t === 'session-closed' && 'u' in event) forgetSessionsOf(event.u);
}
