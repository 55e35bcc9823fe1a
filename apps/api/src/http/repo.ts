/**
 * The HTTP plumbing's queries: the idempotency table (http/idempotency.ts). Plumbing, not a
 * feature, so it sits beside its one user rather than in a feature folder (decision 072).
 */
import { and, eq } from 'drizzle-orm';
import { idempotency } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** One stored answer: the key, the caller (a hash of its credentials) and the route. */
export interface IdempotencyKey {
  readonly key: string;
  readonly caller: string;
  readonly route: string;
}

const whereKey = (k: IdempotencyKey) =>
  and(eq(idempotency.key, k.key), eq(idempotency.userUuid, k.caller), eq(idempotency.route, k.route));

/** Claims the key with an in-flight row; returns whether this request claimed it (false: one was stored). */
export async function claimIdempotencyKey(
  db: Handle,
  k: IdempotencyKey,
  row: { status: number; fingerprint: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotency)
    .values({ key: k.key, userUuid: k.caller, route: k.route, body: null, ...row })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

/** The stored row of the key, if any. */
export async function idempotencyRow(db: Handle, k: IdempotencyKey) {
  const [stored] = await db.select().from(idempotency).where(whereKey(k));
  return stored;
}

/** Keeps the answer for replay. */
export async function saveIdempotentAnswer(db: Handle, k: IdempotencyKey, status: number, body: unknown) {
  await db.update(idempotency).set({ status, body }).where(whereKey(k));
}

/** Forgets the key (the answer is not kept). */
export async function releaseIdempotencyKey(db: Handle, k: IdempotencyKey): Promise<void> {
  await db.delete(idempotency).where(whereKey(k));
}
