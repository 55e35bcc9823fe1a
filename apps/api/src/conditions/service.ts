/** Opening a condition on its own (the sandbox's route): its own transaction (conditions/repo.ts has the rule). */
import type { Handle } from '../db/transaction.js';
import { openCondition, type ConditionToOpen } from './repo.js';

/** Opens the condition (or finds the one of its kind the person has) in a transaction of its own. */
export function openConditionAlone(db: Handle, condition: ConditionToOpen, at: Date) {
  return db.transaction((tx) => openCondition(tx, condition, at));
}
