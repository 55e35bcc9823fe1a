/**
 * Loads and saves applications, applying borrower steps and resolving background steps lazily:
 * a waiting state has a due time; any read at or after it moves the application on (and on to the
 * next due step, each one delay later), so a borrower who returns after an hour sees it all done.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applications, conditions } from '../db/schema.js';
import { recordGiven } from '../documents/vault.js';
import { applyStep, hasBackgroundStep, resolveStep } from './lifecycle.js';
import { faultPoint } from './faults.js';
import { notifyMoment, notifyTransition } from './notify.js';
import type { AppData, AppRecord, Status, Step } from './types.js';

export type ApplicationRow = typeof applications.$inferSelect;

const MAX_CHAINED_STEPS = 40;

export const toRecord = (row: ApplicationRow): AppRecord => ({
  uuid: row.uuid,
  state: row.state,
  status: row.status as Status,
  data: row.data as AppData,
});

async function openConditions(db: Db, applicationUuid: string, step: Step, now: Date) {
  for (const c of step.conditions ?? []) {
    const existing = await db
      .select({ uuid: conditions.uuid })
      .from(conditions)
      .where(and(eq(conditions.applicationUuid, applicationUuid), eq(conditions.categoryEnum, c.categoryEnum)));
    if (existing.length > 0) continue;
    await db.insert(conditions).values({
      applicationUuid,
      categoryEnum: c.categoryEnum,
      commentsToBorrower: c.commentsToBorrower,
      xtraData: c.numDocsRequired ? { numDocsRequired: c.numDocsRequired } : null,
      createdAt: now,
    });
    await notifyMoment(db, applicationUuid, 'newCondition', now, c.categoryEnum);
    faultPoint('condition-opened');
  }
}

/** Saves the record after a step; retries once against a concurrent writer by re-reading. */
async function save(db: Db, row: ApplicationRow, next: AppRecord, pendingDueAt: Date | null, now: Date): Promise<ApplicationRow | undefined> {
  const updated = await db
    .update(applications)
    .set({ state: next.state, status: next.status, data: next.data as Record<string, unknown>, pendingDueAt, updatedAt: now })
    .where(and(eq(applications.uuid, row.uuid), eq(applications.updatedAt, row.updatedAt)))
    .returning();
  return updated[0];
}

export class ConcurrentUpdate extends Error {
  constructor() {
    super('The application changed while saving. Please try again.');
  }
}

/** Applies a borrower step now and schedules the next background step, if the new state has one. */
export async function commitStep(db: Db, row: ApplicationRow, step: Step, now: Date, delayMs: number): Promise<ApplicationRow> {
  const next = applyStep(toRecord(row), step);
  const due = hasBackgroundStep(next) ? new Date(now.getTime() + delayMs) : null;
  const saved = await save(db, row, next, due, now);
  if (!saved) throw new ConcurrentUpdate();
  if (step.conditions?.length) faultPoint('state-saved');
  await openConditions(db, row.uuid, step, now);
  await notifyTransition(db, row.uuid, row.state, saved.state, now);
  // The closing documents a state gives are given when it is reached (the disclosure vault's "Given").
  await recordGiven(db, saved, now);
  return delayMs === 0 ? advance(db, saved, now, delayMs) : saved;
}

/** Resolves every background step that is due by `now`. */
export async function advance(db: Db, start: ApplicationRow, now: Date, delayMs: number): Promise<ApplicationRow> {
  let row = start;
  for (let i = 0; i < MAX_CHAINED_STEPS && row.pendingDueAt && row.pendingDueAt.getTime() <= now.getTime(); i++) {
    const record = toRecord(row);
    // At its due time: what it records (a decision's date) is when it happened, not when someone looked.
    const step = resolveStep(record, row.pendingDueAt);
    const next = step ? applyStep(record, step) : undefined;
    const dueAfter = next && hasBackgroundStep(next) ? new Date(row.pendingDueAt.getTime() + delayMs) : null;
    const saved = await save(db, row, next ?? record, dueAfter, now);
    if (!saved) {
      // Someone else moved it on: read theirs and carry on from there.
      const [fresh] = await db.select().from(applications).where(eq(applications.uuid, row.uuid));
      if (!fresh) return row;
      row = fresh;
      continue;
    }
    if (step?.conditions?.length) faultPoint('state-saved');
    if (step) await openConditions(db, row.uuid, step, now);
    // Notified at the step's due time, like the documents below: when it happened.
    await notifyTransition(db, row.uuid, row.state, saved.state, row.pendingDueAt);
    // Given when the background step happened (its due time), not when someone next looked.
    await recordGiven(db, saved, row.pendingDueAt);
    row = saved;
  }
  return row;
}

export async function findApplication(db: Db, uuid: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.uuid, uuid));
  return row;
}
