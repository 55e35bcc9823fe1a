/**
 * Telemetry (shared-surfaces §4, §7): a session established on demand — three retries, then the
 * spec's error — kept in session and local storage; a page-view event on every route change (every
 * one counts: dontDedupe). Key actions and the experiment tracker are in ./track-event.ts, which
 * only lazily loaded screens import: the first screen's code stays as small as it was.
 */
import { PRODUCT_TYPE, sessionEstablishDecision, TELEMETRY_LIBRARY_VERSION } from '@heloc/core';
import { http, RequestError } from './http-client';
import { mayTrack } from './privacy';
import { telemetrySessionStore } from './storage';

let pending: Promise<string> | null = null;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function establish(): Promise<string> {
  for (let failures = 0; ; ) {
    try {
      const { sessionKey } = await http.post<{ sessionKey: string }>('/ft/external/session', {
        json: {
          platform: 'WEB',
          libraryVersion: TELEMETRY_LIBRARY_VERSION,
          referrer: document.referrer.slice(0, 2000),
          queryString: window.location.search.slice(0, 2000),
          screenWidth: window.screen.width,
          screenHeight: window.screen.height,
          windowWidth: window.innerWidth,
          windowHeight: window.innerHeight,
          appVersion: '0.1.0',
        },
      });
      // Storage blocked: the session lives for this page only.
      telemetrySessionStore.set(sessionKey);
      return sessionKey;
    } catch {
      failures += 1;
      const decision = sessionEstablishDecision(failures);
      if (!decision.retry) throw new RequestError('error' in decision ? decision.error.message : 'Could not establish session.', 500);
      await wait(decision.delayMs);
    }
  }
}

export function telemetrySession(): Promise<string> {
  const existing = telemetrySessionStore.get();
  if (existing) return Promise.resolve(existing);
  pending ??= establish().finally(() => (pending = null));
  return pending;
}

export async function trackPageView(pagePath: string, applicationUuid?: string) {
  if (!mayTrack()) return;
  try {
    const sessionKey = await telemetrySession();
    // dontDedupe: every route change counts (a key action is deduplicated; a page view never is).
    await http.post('/ft/external/event', {
      json: { event: 'PAGE_VIEW', eventType: 'PAGE', pagePath, domain: window.location.host, queryString: window.location.search.slice(0, 2000), sessionKey, productType: PRODUCT_TYPE, dontDedupe: true, ...(applicationUuid ? { applicationUuid } : {}) },
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
    await send(uuid, `${window.location.origin}/ft/sessions/${encodeURIComponent(key)}`);
  } catch {
    /* best effort */
  }
}
