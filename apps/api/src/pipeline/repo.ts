/**
 * The applications table: the pipeline's reads and its guarded writes. Each write matches the row
 * it was worked out from, so two writers racing change it once (the loser matches nothing).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { forgetApplication } from '../db/read-cache.js';
import { applications } from '../db/schema.js';
import type { Handle } from '../db/transaction.js';
import type { AppData, AppRecord, ApplicationRow } from './types.js';

export async function findApplication(db: Handle, uuid: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.uuid, uuid));
  return row;
}

/**
 * The new state, only if the row is still the one the step was worked out from: state, updatedAt
 * and due time all unchanged. Two reads resolving one application at once both try; the second's
 * UPDATE waits for the first's row lock and then matches nothing (PostgreSQL re-checks the WHERE on
 * the committed row; PGlite runs one transaction at a time), so a transition is applied once.
 */
export async function saveState(
  tx: Handle,
  from: ApplicationRow,
  next: AppRecord,
  pendingDueAt: Date | null,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [saved] = await tx
    .update(applications)
    .set({
      state: next.state,
      status: next.status,
      data: next.data as Record<string, unknown>,
      pendingDueAt,
      updatedAt: now,
    })
    .where(
      and(
        eq(applications.uuid, from.uuid),
        eq(applications.state, from.state),
        eq(applications.updatedAt, from.updatedAt),
        from.pendingDueAt ? eq(applications.pendingDueAt, from.pendingDueAt) : isNull(applications.pendingDueAt),
      ),
    )
    .returning();
  if (saved) forgetApplication(saved.uuid);
  return saved;
}

/** Replaces the row's data, only if the row is unchanged since it was read (updatedAt); undefined when it was not. */
export async function saveDataIfUnchanged(
  db: Handle,
  row: ApplicationRow,
  data: AppData,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [saved] = await db
    .update(applications)
    .set({ data: data as Record<string, unknown>, updatedAt: now })
    .where(and(eq(applications.uuid, row.uuid), eq(applications.updatedAt, row.updatedAt)))
    .returning();
  if (saved) forgetApplication(saved.uuid);
  return saved;
}

/** The application's owner, if the application exists. */
export async function ownerOfApplication(db: Handle, uuid: string): Promise<string | undefined> {
  const [app] = await db
    .select({ ownerUuid: applications.ownerUuid })
    .from(applications)
    .where(eq(applications.uuid, uuid));
  return app?.ownerUuid;
}
