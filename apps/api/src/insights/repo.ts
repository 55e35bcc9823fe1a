/** The operator's reads of what borrowers sent (issue 14). */
import { desc, eq } from 'drizzle-orm';
import { feedback, users } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** The newest `limit` CEO feedback messages with their senders, newest first. */
export function newestFeedback(db: Handle, limit: number) {
  return db
    .select({
      uuid: feedback.uuid,
      body: feedback.body,
      createdAt: feedback.createdAt,
      email: users.email,
      orgCode: users.orgCode,
    })
    .from(feedback)
    .innerJoin(users, eq(users.uuid, feedback.userUuid))
    .orderBy(desc(feedback.createdAt))
    .limit(limit);
}
