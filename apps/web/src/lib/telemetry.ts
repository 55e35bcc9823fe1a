/**
 * Telemetry (shared-surfaces §3, §4, §7): a session established on demand — three retries, then the
 * spec's error — kept in session and local storage as {uuid, epoch, trackerUuid}, and started again
 * after 30 idle minutes or with another tracker (the core's usableTelemetrySession); every event
 * names the signed-in identity; a page-view event on every route change (every one counts:
 * dontDedupe). Key actions and the experiment tracker are in ./track-event.ts, which only lazily
 * loaded screens import: the first screen's code stays as small as it was.
 */
import {
  PRODUCT_TYPE,
  parseTelemetrySessionKey,
  sessionEstablishDecision,
  TELEMETRY_LIBRARY_VERSION,
  usableTelemetrySession,
} from '@heloc/core';
import { TELEMETRY_ENDPOINTS as T, type EndpointBody } from '@heloc/core/contract';
import { call, type CallOptions } from '../api/call';
import { RequestError } from './http-client';
import { identityStore } from './identity-store';
import { mayTrack } from './privacy';
import { replayLink } from './session-replay';
import { telemetrySessionStore, trackerStore } from './storage';

/**
 * A telemetry call (a row of TELEMETRY_ENDPOINTS) to the external context. Every telemetry row's
 * only param is `:context` (the core's table), which the generic row type cannot show here.
 */
export const ft = <E extends (typeof T)[keyof typeof T]>(row: E, json: EndpointBody<E>) =>
  call(row, { params: { context: 'external' }, json } as unknown as CallOptions<E>);

let pending: Promise<string> | null = null;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function establish(trackerUuid: string | null): Promise<string> {
  for (let failures = 0; ; ) {
    try {
      const { sessionKey } = await ft(T.ftSession, {
        platform: 'WEB',
        libraryVersion: TELEMETRY_LIBRARY_VERSION,
        referrer: document.referrer.slice(0, 2000),
        queryString: window.location.search.slice(0, 2000),
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
        windowWidth: window.innerWidth,
        windowHeight: window.innerHeight,
        appVersion: '0.1.0',
      });
      // Storage blocked: the session lives for this page only.
      telemetrySessionStore.set({ uuid: sessionKey, epoch: Date.now(), trackerUuid });
      return sessionKey;
    } catch {
      failures += 1;
      const decision = sessionEstablishDecision(failures);
      if (!decision.retry)
        throw new RequestError('error' in decision ? decision.error.message : 'Could not establish session.', 500);
      await wait(decision.delayMs);
    }
  }
}

/** The session's key for the next event: the stored one while usable (its epoch moves on), else a new one. */
export function telemetrySession(): Promise<string> {
  const trackerUuid = trackerStore.get();
  const now = Date.now();
  const usable = usableTelemetrySession(parseTelemetrySessionKey(telemetrySessionStore.get()), now, trackerUuid);
  if (usable) {
    telemetrySessionStore.set({ ...usable, epoch: now });
    return Promise.resolve(usable.uuid);
  }
  pending ??= establish(trackerUuid).finally(() => (pending = null));
  return pending;
}

/** Who the event is about, when someone is signed in (the identity broker's identityUuid). */
export const identityField = (): { identityUuid?: string } => {
  const identityUuid = identityStore.get();
  return identityUuid ? { identityUuid } : {};
};

export async function trackPageView(pagePath: string, applicationUuid?: string) {
  if (!mayTrack()) return;
  try {
    const sessionKey = await telemetrySession();
    // dontDedupe: every route change counts (a key action is deduplicated; a page view never is).
    await ft(T.ftEvent, {
      event: 'PAGE_VIEW',
      eventType: 'PAGE',
      pagePath,
      domain: window.location.host,
      queryString: window.location.search.slice(0, 2000),
      sessionKey,
      ...identityField(),
      productType: PRODUCT_TYPE,
      dontDedupe: true,
      ...(applicationUuid ? { applicationUuid } : {}),
    });
  } catch {
    /* telemetry never gets in the borrower's way */
  }
}

/** The session-replay link for an application: this sandbox's telemetry session. */
export async function sendReplayLink(uuid: string, send: (uuid: string, link: string) => Promise<unknown>) {
  if (!mayTrack()) return;
  try {
    const key = await telemetrySession();
    await send(uuid, replayLink(key));
  } catch {
    /* best effort */
  }
}
