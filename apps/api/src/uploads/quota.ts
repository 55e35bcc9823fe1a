/**
 * The disk quota of stored uploads (issue 23, item 7): the documents one account has uploaded, in
 * all of its applications, may take at most UPLOAD_QUOTA_BYTES. Checked once a request's files are
 * read and judged, before any is stored; over it, the request is refused with 413 naming the quota,
 * and nothing of it is kept. (Chat attachments have their own quotas: chat/limits.ts.)
 * Two uploads racing may both pass the check: the overshoot is bounded by one request's limits.
 */
import type { Handle } from '../db/transaction.js';
import { apiError } from '../http/errors.js';
import { storedBytes } from './repo.js';

export const quotaMessage = (quota: number) =>
  `Your documents already take most of the ${Math.round(quota / (1024 * 1024))} MB we keep for one account, so these cannot be stored. Contact us, and we will help you send what is still needed.`;

/** Refuses (413) an upload of `bytes` that would take this user past `quota`. */
export async function checkQuota(db: Handle, userUuid: string, bytes: number, quota: number): Promise<void> {
  if (bytes === 0) return;
  if ((await storedBytes(db, userUuid)) + bytes > quota) throw apiError(413, quotaMessage(quota));
}
