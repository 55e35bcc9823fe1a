/**
 * Session replay (shared-surfaces §7): this sandbox's replay of a visit is its telemetry session, so
 * the replay link is the session's page, and every API request carries the session's headers when
 * there is one (and the borrower allows tracking) — the server can then tie a request to its replay.
 */
import { parseTelemetrySessionKey } from '@heloc/core';
import { mayTrack } from './privacy';
import { telemetrySessionStore } from './storage';

export const REPLAY_SESSION_HEADER = 'X-Session-Replay-Id';
export const REPLAY_URL_HEADER = 'X-Session-Replay-Url';

export const replayLink = (sessionUuid: string) =>
  `${window.location.origin}/ft/sessions/${encodeURIComponent(sessionUuid)}`;

/** The headers, or none when no session exists yet or the borrower refused tracking. */
export function sessionReplayHeaders(): Record<string, string> {
  if (!mayTrack()) return {};
  const session = parseTelemetrySessionKey(telemetrySessionStore.get());
  return session ? { [REPLAY_SESSION_HEADER]: session.uuid, [REPLAY_URL_HEADER]: replayLink(session.uuid) } : {};
}
