/**
 * The conditions' writes that change more than one row, each in a transaction of its own: a
 * condition is answered with everything its answer holds, or not at all (issue 23, item 3).
 */
import type { Handle } from '../db/transaction.js';
import { saveProfile } from '../identity/repo.js';
import { storeDocument } from '../uploads/repo.js';
import { markConditionAnswered, openCondition, type ConditionRow, type ConditionToOpen } from './repo.js';

type Answered = Pick<ConditionRow, 'uuid' | 'xtraData'>;

/** Opens the condition (or finds the one of its kind the person has) in a transaction of its own. */
export function openConditionAlone(db: Handle, condition: ConditionToOpen, at: Date) {
  return db.transaction((tx) => openCondition(tx, condition, at));
}

/** Stores every document of the answer and marks the condition answered: all of them, or none. */
export function answerWithDocuments(
  db: Handle,
  condition: Answered,
  files: readonly Parameters<typeof storeDocument>[1][],
  at: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    for (const file of files) await storeDocument(tx, file);
    await markConditionAnswered(tx, condition, at);
  });
}

/** Saves the phone number on the asker's profile and marks the condition answered, together. */
export function answerWithProfile(
  db: Handle,
  condition: Answered,
  userUuid: string,
  profile: Record<string, unknown>,
  at: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    await saveProfile(tx, userUuid, profile);
    await markConditionAnswered(tx, condition, at);
  });
}
