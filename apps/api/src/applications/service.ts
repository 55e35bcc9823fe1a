/**
 * The application's writes that must commit together outside a lifecycle step (decision 072:
 * services own transactions; a step's own writes ride in `pipeline/store.ts`'s transaction).
 */
import type { ApplicationRow, ConditionRow } from '../db/rows.js';
import { forgetApplication } from '../db/read-cache.js';
import type { Handle } from '../db/transaction.js';
import { markConditionAnswered } from '../conditions/repo.js';
import { apiError } from '../http/errors.js';
import { saveDataIfUnchanged } from '../pipeline/repo.js';
import { ConcurrentUpdate } from '../pipeline/store.js';
import type { AppData } from '../pipeline/types.js';
import type { UploadedFile } from '../uploads/files.js';
import { storeDocument } from '../uploads/repo.js';
import { saveProfile } from '../identity/repo.js';
import { insertApplication } from './repo.js';

/** Whose files they are and what they are filed as; `now` is read once per file. */
export interface FilesOf {
  applicationUuid: string;
  uploadedBy: string;
  type: string;
  conditionUuid: string | null;
  now: () => Date;
}

/** Stores a step's uploaded files, on the handle given (a step's `within` passes its transaction). */
export async function storeFiles(db: Handle, files: readonly UploadedFile[], of: FilesOf): Promise<void> {
  for (const f of files) {
    await storeDocument(db, {
      applicationUuid: of.applicationUuid,
      uploadedBy: of.uploadedBy,
      conditionUuid: of.conditionUuid,
      type: of.type,
      name: f.name,
      mime: f.mime,
      size: f.size,
      sha256: f.sha256,
      content: f.content,
      createdAt: of.now(),
    });
  }
}

/**
 * The ownership correction (not a lifecycle event: a condition beside the journey): the correction,
 * its proofs and the answered condition commit together (issue 23, item 3). 409 if the application
 * changed since it was read. Returns the saved row.
 */
export async function correctOwnership(
  db: Handle,
  row: ApplicationRow,
  correction: NonNullable<AppData['ownershipCorrection']>,
  proofs: { files: readonly UploadedFile[]; type: string; uploadedBy: string },
  condition: Pick<ConditionRow, 'uuid' | 'xtraData'>,
  now: () => Date,
): Promise<ApplicationRow> {
  const saved = await db.transaction(async (tx) => {
    const updated = await saveDataIfUnchanged(
      tx,
      row,
      { ...row.data, ownershipCorrection: correction } as AppData,
      now(),
    );
    if (!updated) throw apiError(409, new ConcurrentUpdate().message);
    await storeFiles(tx, proofs.files, {
      applicationUuid: row.uuid,
      uploadedBy: proofs.uploadedBy,
      type: proofs.type,
      conditionUuid: condition.uuid,
      now,
    });
    // Cleared the way the paystub condition is: the borrower's part is done, the reviewer's follows.
    await markConditionAnswered(tx, condition, now());
    return updated;
  });
  // Committed: the read cache forgets the row now (saveDataIfUnchanged forgot it inside the transaction).
  forgetApplication(saved.uuid);
  return saved;
}

/**
 * A new application and what its form tells the owner's profile (name, birthdate, phone), together:
 * an application never stands without the profile its screens read, nor a profile changed for an
 * application that was never made. Returns the row, or undefined when none was inserted.
 */
export function createApplication(
  db: Handle,
  application: Parameters<typeof insertApplication>[1],
  owner: { uuid: string; profile: Record<string, unknown> },
): Promise<ApplicationRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await insertApplication(tx, application);
    if (row) await saveProfile(tx, owner.uuid, owner.profile);
    return row;
  });
}
