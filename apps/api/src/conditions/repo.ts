/**
 * Opening a condition: the one way the pipeline (a step's conditions) and the sandbox's operator
 * route (`POST /sandbox/applications/:uuid/conditions`) open one (issue 23, item 3). The rule is the
 * pipeline's: an application has at most one condition of each kind for each person (the borrower,
 * or one additional signer) — opening it again, a retried request or a replayed step, gives the one
 * there is. A new borrower's condition notifies the owner (newCondition), in the same transaction.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { applications, conditions } from '../db/schema.js';
import { answeredPatch } from './answer.js';
import { notifyMoment } from '../pipeline/notify.js';
import type { Handle } from '../db/transaction.js';

export type { ConditionRow } from '../db/rows.js';
import type { ConditionRow } from '../db/rows.js';

export interface ConditionToOpen {
  readonly applicationUuid: string;
  readonly categoryEnum: string;
  readonly commentsToBorrower: string | null;
  readonly numDocsRequired?: number;
  /** The additional signer it is for; absent for the borrower. */
  readonly forUserUuid?: string | null;
}

/**
 * Opens the condition unless the application has one of that kind for that person already; returns
 * the condition and whether it was opened now. Takes the caller's transaction: the application's
 * row is locked first, so two transactions opening the same kind at once queue and the second
 * finds the first's.
 */
export async function openCondition(
  tx: Handle,
  c: ConditionToOpen,
  now: Date,
): Promise<{ condition: ConditionRow; opened: boolean }> {
  await tx
    .select({ uuid: applications.uuid })
    .from(applications)
    .where(eq(applications.uuid, c.applicationUuid))
    .for('update');
  const forUser = c.forUserUuid ?? null;
  const [existing] = await tx
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, c.applicationUuid),
        eq(conditions.categoryEnum, c.categoryEnum),
        forUser ? eq(conditions.forUserUuid, forUser) : isNull(conditions.forUserUuid),
      ),
    )
    .limit(1);
  if (existing) return { condition: existing, opened: false };
  const [created] = await tx
    .insert(conditions)
    .values({
      applicationUuid: c.applicationUuid,
      categoryEnum: c.categoryEnum,
      commentsToBorrower: c.commentsToBorrower,
      forUserUuid: forUser,
      xtraData: c.numDocsRequired ? { numDocsRequired: c.numDocsRequired } : null,
      createdAt: now,
    })
    .returning();
  if (!created) throw new Error('The condition was not stored.');
  // A condition for the borrower (not one for a signer) is a moment the borrower must act on.
  if (!forUser) await notifyMoment(tx, c.applicationUuid, 'newCondition', now, created.uuid);
  return { condition: created, opened: true };
}

/** When the application's first-found condition of one of these kinds was opened, if it has one. */
export async function firstConditionOfKinds(
  db: Handle,
  applicationUuid: string,
  kinds: readonly string[],
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: conditions.createdAt })
    .from(conditions)
    .where(and(eq(conditions.applicationUuid, applicationUuid), inArray(conditions.categoryEnum, [...kinds])));
  return row;
}

/** The condition with this uuid on this application, whoever it is for. */
export async function conditionOn(db: Handle, applicationUuid: string, conditionUuid: string) {
  const [condition] = await db
    .select()
    .from(conditions)
    .where(and(eq(conditions.uuid, conditionUuid), eq(conditions.applicationUuid, applicationUuid)));
  return condition;
}

/** The condition with this uuid on this application, only if it was opened for this user (an additional signer). */
export async function conditionOnFor(db: Handle, applicationUuid: string, conditionUuid: string, userUuid: string) {
  const [condition] = await db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.uuid, conditionUuid),
        eq(conditions.applicationUuid, applicationUuid),
        eq(conditions.forUserUuid, userUuid),
      ),
    );
  return condition;
}

/** The application's conditions for the borrower (`forUserUuid` null) or for one signer, oldest first. */
export function conditionsFor(db: Handle, applicationUuid: string, forUserUuid: string | null) {
  const who = forUserUuid === null ? isNull(conditions.forUserUuid) : eq(conditions.forUserUuid, forUserUuid);
  return db
    .select()
    .from(conditions)
    .where(and(eq(conditions.applicationUuid, applicationUuid), who))
    .orderBy(asc(conditions.createdAt));
}

/** Records an answer to the condition now: submitted, for the sandbox's reviewer to accept later (answer.ts). */
export async function markConditionAnswered(
  db: Handle,
  condition: Pick<ConditionRow, 'uuid' | 'xtraData'>,
  at: Date,
): Promise<void> {
  await db.update(conditions).set(answeredPatch(condition, at)).where(eq(conditions.uuid, condition.uuid));
}

/** The application's open conditions (action needed) of these kinds, in no particular order. */
export function openConditionsOfKinds(db: Handle, applicationUuid: string, kinds: readonly string[]) {
  return db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, applicationUuid),
        eq(conditions.actionNeeded, 1),
        inArray(conditions.categoryEnum, [...kinds]),
      ),
    );
}

/** The application's first-found condition of this kind, whoever it is for. */
export async function conditionOfKind(db: Handle, applicationUuid: string, kind: string) {
  const [condition] = await db
    .select()
    .from(conditions)
    .where(and(eq(conditions.applicationUuid, applicationUuid), eq(conditions.categoryEnum, kind)));
  return condition;
}
