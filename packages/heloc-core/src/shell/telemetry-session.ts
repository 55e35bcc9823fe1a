/**
 * The telemetry session (shared-surfaces §3, §4): apart from telemetry-events.ts because the first
 * screen's page views need only this.
 */

/**
 * The telemetry session key as stored (shared-surfaces §3): the server's key (`uuid`), `epoch` — when
 * the session was last used, in ms — and the tracker it belongs to. Decision 063.
 */
interface TelemetrySessionKey {
  readonly uuid: string;
  readonly epoch: number;
  readonly trackerUuid: string | null;
}

/** A telemetry session ends after this long without an event (the usual analytics idle limit). */
export const TELEMETRY_SESSION_IDLE_MS = 30 * 60_000;

/** A stored value read back as a session key, or null when it is not one (an old bare string, junk). */
export function parseTelemetrySessionKey(raw: unknown): TelemetrySessionKey | null {
  if (!raw || typeof raw !== 'object') return null;
  const { uuid, epoch, trackerUuid } = raw as Record<string, unknown>;
  if (typeof uuid !== 'string' || uuid === '' || typeof epoch !== 'number' || !Number.isFinite(epoch)) return null;
  if (trackerUuid !== null && typeof trackerUuid !== 'string') return null;
  return { uuid, epoch, trackerUuid };
}

/**
 * The stored session, if it may still be used at `now` by this tracker: unused for at most
 * TELEMETRY_SESSION_IDLE_MS, not from the future, and the same tracker (a browser whose tracker
 * changed — the experiment profile's, after sign-in — starts a new session).
 */
export function usableTelemetrySession(
  stored: TelemetrySessionKey | null,
  now: number,
  trackerUuid: string | null,
): TelemetrySessionKey | null {
  if (!stored) return null;
  if (stored.trackerUuid !== trackerUuid) return null;
  if (now < stored.epoch || now - stored.epoch > TELEMETRY_SESSION_IDLE_MS) return null;
  return stored;
}
