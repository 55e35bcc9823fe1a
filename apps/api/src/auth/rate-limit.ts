/**
 * Fixed-window counters kept in the database, so every server on one PostgreSQL counts the same
 * attempts (a limiter in memory lets an attacker multiply its budget by the number of servers).
 * Each hit is one atomic upsert: concurrent hits on any server are all counted.
 */
import type { Db } from '../db/client.js';
import { counterOf, countersOf, deleteCounter, hitCounter, pruneCounters } from './repo.js';

export interface WindowCount {
  /** Hits in the current window (0 when there is none). */
  readonly count: number;
  /** Whole seconds until the window ends (at least 1 while one is open). */
  readonly retryAfterSeconds: number;
}

const NONE: WindowCount = { count: 0, retryAfterSeconds: 0 };
const PRUNE_EVERY_MS = 60_000;

const secondsLeft = (expiresAt: Date, now: Date) =>
  Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

export class SharedCounters {
  private lastPrune = 0;
  constructor(private readonly db: Db) {}

  /** Counts one hit on `key`; a window that has ended starts again at 1. */
  async hit(key: string, windowMs: number, now: Date): Promise<WindowCount> {
    const row = await hitCounter(this.db, key, windowMs, now);
    await this.pruneNowAndThen(now);
    return row ? { count: row.count, retryAfterSeconds: secondsLeft(row.expiresAt, now) } : NONE;
  }

  /** The current window of `key`, without counting. */
  async peek(key: string, now: Date): Promise<WindowCount> {
    const row = await counterOf(this.db, key);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return NONE;
    return { count: row.count, retryAfterSeconds: secondsLeft(row.expiresAt, now) };
  }

  /** Several windows in one round trip, in the order asked. */
  async peekMany(keys: readonly string[], now: Date): Promise<WindowCount[]> {
    const rows = keys.length ? await countersOf(this.db, keys) : [];
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((k) => {
      const row = byKey.get(k);
      if (!row || row.expiresAt.getTime() <= now.getTime()) return NONE;
      return { count: row.count, retryAfterSeconds: secondsLeft(row.expiresAt, now) };
    });
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }

  /** Expired windows are dead rows: dropped at most once a minute per server, never on a read. */
  private async pruneNowAndThen(now: Date) {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await pruneCounters(this.db, now);
  }
}
