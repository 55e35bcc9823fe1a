/** The telemetry table: what the browser, the chatbot and the leave-survey record, and the page views read back. */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { telemetry } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';

export type TelemetryRecord = typeof telemetry.$inferInsert;

/** Stores one telemetry row. */
export async function recordTelemetry(db: Handle, row: TelemetryRecord): Promise<void> {
  await db.insert(telemetry).values(row);
}

/** Stores one telemetry row unless one with its dedupe key is stored already (a duplicate is dropped silently). */
export async function recordTelemetryOnce(db: Handle, row: TelemetryRecord): Promise<void> {
  await db.insert(telemetry).values(row).onConflictDoNothing({ target: telemetry.dedupeKey });
}

/** The stored page views of a period (and one organisation, if given), oldest first. */
export function pageViews(db: Handle, query: { from: Date; to: Date; org?: string }) {
  return db
    .select({ sessionKey: telemetry.sessionKey, body: telemetry.body, createdAt: telemetry.createdAt })
    .from(telemetry)
    .where(
      and(
        eq(telemetry.kind, 'event'),
        gte(telemetry.createdAt, query.from),
        lt(telemetry.createdAt, query.to),
        sql`${telemetry.body}->>'event' = 'PAGE_VIEW'`,
        query.org ? sql`${telemetry.body}->>'orgCode' = ${query.org}` : undefined,
      ),
    )
    .orderBy(telemetry.createdAt);
}
