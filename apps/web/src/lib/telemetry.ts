/**
 * Telemetry (shared-surfaces §4, §7): a session established on demand — three retries, then the
 * spec's error — kept in session and local storage; a page-view event on every route change (every
 * one counts: dontDedupe) and an event for each of the journey's key actions (stored once per
 * session by its dedupeProperty — the core's telemetryDedupeKey on the server). The privacy opt-out
 * and Global Privacy Control stop all of it, the experiment tracker included.
 */
import { PRODUCT_TYPE, sessionEstablishDecision, TELEMETRY_EVENTS, TELEMETRY_LIBRARY_VERSION, type TelemetryEventName } from '@heloc/core';
import { http, RequestError } from './http-client';
import { mayTrack } from './privacy';
import { telemetrySessionStore, trackerStore } from './storage';

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

export interface EventOptions {
  readonly pagePath?: string;
  readonly applicationUuid?: string;
  readonly properties?: Record<string, unknown>;
  /** The property whose value makes two events different (the step's name); otherwise once per session. */
  readonly dedupeProperty?: string;
  /** Every occurrence counts (page views). */
  readonly dontDedupe?: boolean;
  readonly eventType?: string;
}

export async function trackEvent(event: TelemetryEventName, options: EventOptions = {}) {
  if (!mayTrack()) return;
  try {
    const sessionKey = await telemetrySession();
    await http.post('/ft/external/event', {
      json: {
        event,
        eventType: options.eventType ?? 'ACTION',
        pagePath: options.pagePath ?? window.location.pathname,
        domain: window.location.host,
        queryString: window.location.search.slice(0, 2000),
        sessionKey,
        productType: PRODUCT_TYPE,
        eventProperties: options.properties ?? {},
        ...(options.applicationUuid ? { applicationUuid: options.applicationUuid } : {}),
        ...(options.dedupeProperty ? { dedupeProperty: options.dedupeProperty } : {}),
        ...(options.dontDedupe ? { dontDedupe: true } : {}),
      },
    });
  } catch {
    /* telemetry never gets in the borrower's way */
  }
}

export function trackPageView(pagePath: string, applicationUuid?: string) {
  return trackEvent(TELEMETRY_EVENTS.pageView, { pagePath, eventType: 'PAGE', dontDedupe: true, ...(applicationUuid ? { applicationUuid } : {}) });
}

/**
 * The browser's experiment tracker, made on first use; null when the borrower refused tracking
 * (opt-out or GPC): then every experiment shows control and nothing is stored about them.
 */
export function trackerId(): string | null {
  if (!mayTrack()) return null;
  const existing = trackerStore.get();
  if (existing) return existing;
  const made = crypto.randomUUID();
  trackerStore.set(made);
  return made;
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
