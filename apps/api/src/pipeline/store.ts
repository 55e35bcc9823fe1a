/**
 * Loads and saves applications, applying borrower steps and resolving background steps lazily:
 * a waiting state has a due time; any read at or after it moves the application on (and on to the
 * next due step, each one delay later), so a borrower who returns after an hour sees it all done.
 *
 * Every transition is one transaction (issue 23, item 3): the new state and everything it causes —
 * its conditions, its notifications, the closing documents it gives — commit together or not at
 * all, so a crash in the middle leaves the application where it was and the next read takes the
 * step again. The pipeline writes no telemetry and has no side effect outside the database, so
 * nothing waits for the commit (no outbox).
 */
import { closingHoldUntil, propertyTimeZone } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { forgetApplication } from '../db/read-cache.js';
import { recordGiven } from '../documents/vault.js';
import { openCondition } from '../conditions/repo.js';
import { faultPoint } from './faults.js';
import { applyStep, hasBackgroundStep, resolveStep } from './lifecycle.js';
import { notifyTransition } from './notify.js';
import { findApplication, saveState } from './repo.js';
import type { Handle } from '../db/transaction.js';
import type { AppData, AppRecord, ApplicationRow, Status, Step } from './types.js';

export type { ApplicationRow } from './types.js';
export { findApplication } from './repo.js';

const MAX_CHAINED_STEPS = 40;

/**
 * When the background step of `next` is due, counted from `from`: one delay later, and for the
 * right to cancel and recording not before the rules allow (the core's `closingHoldUntil`,
 * decision 095) — the sandbox never disburses inside the rescission period (Reg Z §1026.15(c)),
 * nor before the funding day the borrower was told. Null where nothing runs in the background.
 */
export function dueOf(next: AppRecord, from: Date, delayMs: number): Date | null {
  if (!hasBackgroundStep(next)) return null;
  const usual = from.getTime() + delayMs;
  const hold = closingHoldUntil(
    next.state,
    {
      noteSignedAt: next.data.noteSignedAt ?? null,
      notarySessionCompletedAt: next.data.notarySessionCompletedAt ?? null,
      propertyTimeZone: propertyTimeZone(next.data.property),
    },
    US_FEDERAL_CALENDAR,
  );
  return new Date(hold ? Math.max(usual, Date.parse(hold)) : usual);
}

export const toRecord = (row: ApplicationRow): AppRecord => ({
  uuid: row.uuid,
  state: row.state,
  status: row.status as Status,
  data: row.data as AppData,
});

export class ConcurrentUpdate extends Error {
  constructor() {
    super('The application changed while saving. Please try again.');
  }
}

interface Transition {
  /** The row the step was worked out from. */
  readonly from: ApplicationRow;
  readonly next: AppRecord;
  readonly step: Step | undefined;
  readonly pendingDueAt: Date | null;
  /** When it is saved (updatedAt) and conditions are opened. */
  readonly now: Date;
  /** When it happened: the notification's and the given documents' time (a background step's due time). */
  readonly at: Date;
}

/**
 * What a borrower step's route writes besides the step itself (the profile's credit pulls, the
 * files it stored, the signed copies, the deed sealed at the notary): run inside the step's
 * transaction, so the step and all it causes commit together. It must write through `tx` only.
 */
export type WithinStep = (tx: Handle, saved: ApplicationRow) => Promise<void>;

/** One transition in one transaction; undefined (nothing written) when someone else moved the record first. */
async function transition(db: Handle, t: Transition, within?: WithinStep): Promise<ApplicationRow | undefined> {
  const saved = await db.transaction(async (tx) => {
    const saved = await saveState(tx, t.from, t.next, t.pendingDueAt, t.now);
    if (!saved) return undefined;
    const opens = t.step?.conditions ?? [];
    if (opens.length) faultPoint('state-saved');
    for (const c of opens) {
      await openCondition(
        tx,
        {
          applicationUuid: saved.uuid,
          categoryEnum: c.categoryEnum,
          commentsToBorrower: c.commentsToBorrower,
          numDocsRequired: c.numDocsRequired,
        },
        t.now,
      );
      faultPoint('condition-opened');
    }
    await notifyTransition(tx, saved.uuid, t.from.state, saved.state, t.at);
    // The closing documents a state gives are given when it is reached (the disclosure vault's "Given").
    await recordGiven(tx, saved, t.at);
    await within?.(tx, saved);
    return saved;
  });
  // Committed: the read cache forgets the row again (saveState forgot it inside the transaction;
  // a read sent meanwhile waited for the commit on PGlite — this keeps it so whatever the driver).
  if (saved) forgetApplication(saved.uuid);
  return saved;
}

/** Applies a borrower step now and schedules the next background step, if the new state has one. */
export async function commitStep(
  db: Handle,
  row: ApplicationRow,
  step: Step,
  now: Date,
  delayMs: number,
  within?: WithinStep,
): Promise<ApplicationRow> {
  const next = applyStep(toRecord(row), step);
  const due = dueOf(next, now, delayMs);
  const saved = await transition(db, { from: row, next, step, pendingDueAt: due, now, at: now }, within);
  if (!saved) throw new ConcurrentUpdate();
  return delayMs === 0 ? advance(db, saved, now, delayMs) : saved;
}

/** Resolves every background step that is due by `now`, each in its own transaction. */
export async function advance(db: Handle, start: ApplicationRow, now: Date, delayMs: number): Promise<ApplicationRow> {
  let row = start;
  for (let i = 0; i < MAX_CHAINED_STEPS && row.pendingDueAt && row.pendingDueAt.getTime() <= now.getTime(); i++) {
    const record = toRecord(row);
    // At its due time: what it records (a decision's date) is when it happened, not when someone looked.
    const step = resolveStep(record, row.pendingDueAt);
    const next = step ? applyStep(record, step) : undefined;
    const dueAfter = next ? dueOf(next, row.pendingDueAt, delayMs) : null;
    // Notified and given at the step's due time: when it happened, not when someone next looked.
    const saved = await transition(db, {
      from: row,
      next: next ?? record,
      step,
      pendingDueAt: dueAfter,
      now,
      at: row.pendingDueAt,
    });
    if (!saved) {
      // Someone else moved it on: read theirs and carry on from there.
      const fresh = await findApplication(db, row.uuid);
      if (!fresh) return row;
      row = fresh;
      continue;
    }
    row = saved;
  }
  return row;
}
