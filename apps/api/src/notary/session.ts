/**
 * The sandbox notary: where its data lives (the application's JSON data — no table of its own,
 * decision 027), the checks the notary steps share, and the eNotary session as the sandbox's
 * stand-in for a remote online notarisation provider (Proof, Notarize …): its stages are the
 * core's table (notary.ts), moved on by the borrower's actions and, for the provider's own work,
 * by the time since the stage began — the same answers a provider's webhooks would give.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  NOTARY_SESSION_MESSAGES,
  NOTARY_TIME_MESSAGES,
  notarySessionAt,
  notarySessionExpiresAt,
  notaryTimeProblem,
  localParts,
  sandboxSlotTaken,
  signingPlaceProblem,
  propertyTimeZone,
  type NotarySessionRecord,
  type NotarySessionResponse,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { saveDataIfUnchanged } from '../pipeline/repo.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { ConcurrentUpdate, type ApplicationRow } from '../pipeline/store.js';
import type { AppData, Status } from '../pipeline/types.js';

export const dataOf = (row: ApplicationRow) => row.data as AppData;
export const statusFlags = (row: ApplicationRow) => row.status as Status;

/** The property's time zone: every notary time is booked and checked there. */
export const zoneOf = (row: ApplicationRow) => propertyTimeZone(dataOf(row).property);

/**
 * A requested or reserved time the rules refuse (400, named by its field), or one the sandbox
 * notary has already given to someone else (409: nothing the borrower typed is wrong).
 */
export function checkNotaryTime(
  c: Context<AppEnv>,
  row: ApplicationRow,
  field: 'requestedTime' | 'slot',
  instant: string,
  { mustBeFree }: { mustBeFree: boolean },
) {
  const zone = zoneOf(row);
  const problem = notaryTimeProblem(instant, c.get('deps').now().toISOString(), zone, US_FEDERAL_CALENDAR);
  if (problem) throw apiError(400, `${field}: ${problem}`);
  const at = localParts(instant, zone);
  if (mustBeFree && sandboxSlotTaken(at.date, at.time)) throw apiError(409, NOTARY_TIME_MESSAGES.slotTaken);
}

/**
 * Where the deed is to be signed, checked against the property's state (the core's closing-path
 * table): in Texas an office, never the property (400 on signingAddress).
 */
export function checkSigningPlace(row: ApplicationRow, signingAddress: { street1?: string; zip?: string } | undefined) {
  const problem = signingPlaceProblem(dataOf(row).property, signingAddress);
  if (problem) throw apiError(400, `signingAddress: ${problem}`);
}

/** The session as the browser reads it, at `now`. */
export function sessionAnswer(session: NotarySessionRecord, now: Date): NotarySessionResponse {
  const at = notarySessionAt(session, now.toISOString());
  return {
    id: at.id,
    stage: at.stage,
    startedAt: at.startedAt,
    expiresAt: notarySessionExpiresAt(at),
    expired: at.expired,
  };
}

export function newSession(now: Date): NotarySessionRecord {
  return { id: randomUUID(), startedAt: now.toISOString(), stage: 'device', stageSince: now.toISOString() };
}

/**
 * Saves notary data beside the lifecycle: only if the row is unchanged since it was read, so a
 * step taken meanwhile is never overwritten (409, try again) — as the store's own saves do.
 */
export async function saveNotaryData(
  c: Context<AppEnv>,
  row: ApplicationRow,
  patch: Partial<AppData>,
): Promise<ApplicationRow> {
  const { db, now } = c.get('deps');
  const saved = await saveDataIfUnchanged(db, row, { ...dataOf(row), ...patch }, now());
  if (!saved) throw apiError(409, new ConcurrentUpdate().message);
  return saved;
}

/**
 * Whether the deed may be marked notarised (the notarySessionComplete step): for eNotary, the
 * session reached the seal; for an in-person signing, an appointment is booked (in the sandbox
 * the borrower reports the notary's visit — a real provider would call back).
 */
export function checkSessionComplete(c: Context<AppEnv>, row: ApplicationRow): void {
  if (statusFlags(row).manualNotary === true) {
    if (!dataOf(row).notaryReservation) throw apiError(409, NOTARY_SESSION_MESSAGES.noReservation);
    return;
  }
  const session = dataOf(row).notarySession;
  if (!session) throw apiError(409, NOTARY_SESSION_MESSAGES.notStarted);
  const at = notarySessionAt(session, c.get('deps').now().toISOString());
  if (at.stage !== 'sealed')
    throw apiError(409, at.expired ? NOTARY_SESSION_MESSAGES.expired : NOTARY_SESSION_MESSAGES.notSealed);
}
