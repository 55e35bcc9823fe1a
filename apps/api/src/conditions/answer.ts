import type { ConditionRow } from '../db/rows.js';

/**
 * What answering a condition writes: the borrower's part is done (actionNeeded 0) and when, kept in
 * xtraData (no schema change) so the sandbox's reviewer can accept it CONDITION_REVIEW_MS later.
 */
export function answeredPatch(condition: Pick<ConditionRow, 'xtraData'>, at: Date) {
  return { actionNeeded: 0, xtraData: { ...(condition.xtraData ?? {}), submittedAt: at.toISOString() } };
}
