/** The uploads' queries. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { documents } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

/** Bytes of documents this user has stored. */
export async function storedBytes(db: Handle, userUuid: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(eq(documents.uploadedBy, userUuid));
  return Number(row?.total ?? 0);
}

/** Stores one uploaded file. */
export async function storeDocument(db: Handle, document: typeof documents.$inferInsert): Promise<void> {
  await db.insert(documents).values(document);
}

/** The application's uploaded documents (no content), oldest first. */
export function uploadedDocuments(db: Handle, applicationUuid: string) {
  return db
    .select({
      uuid: documents.uuid,
      type: documents.type,
      name: documents.name,
      mime: documents.mime,
      size: documents.size,
      conditionUuid: documents.conditionUuid,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.applicationUuid, applicationUuid))
    .orderBy(asc(documents.createdAt));
}

/** One document of the application with its content; only one this user uploaded when `uploadedBy` is given. */
export async function findDocument(db: Handle, applicationUuid: string, documentUuid: string, uploadedBy?: string) {
  const [doc] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.uuid, documentUuid),
        eq(documents.applicationUuid, applicationUuid),
        ...(uploadedBy === undefined ? [] : [eq(documents.uploadedBy, uploadedBy)]),
      ),
    );
  return doc;
}
