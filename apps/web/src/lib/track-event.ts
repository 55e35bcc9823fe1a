/**
 * The journey's key actions as telemetry events (stored once per session by their dedupeProperty —
 * the core's telemetryDedupeKey on the server) and the browser's experiment tracker. Apart from
 * ./telemetry.ts because only lazily loaded code uses them. The privacy opt-out and Global Privacy
 * Control stop both: no event is sent and no tracker is made.
 */
import { PRODUCT_TYPE, type TelemetryEventName } from '@heloc/core';
import { TELEMETRY_ENDPOINTS as T } from '@heloc/core/contract';
import { mayTrack } from './privacy';
import { trackerStore } from './storage';
import { ft, identityField, telemetrySession } from './telemetry';

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
    await ft(T.ftEvent, {
      event,
      eventType: options.eventType ?? 'ACTION',
      pagePath: options.pagePath ?? window.location.pathname,
      domain: window.location.host,
      queryString: window.location.search.slice(0, 2000),
      sessionKey,
      ...identityField(),
      productType: PRODUCT_TYPE,
      eventProperties: options.properties ?? {},
      ...(options.applicationUuid ? { applicationUuid: options.applicationUuid } : {}),
      ...(options.dedupeProperty ? { dedupeProperty: options.dedupeProperty } : {}),
      ...(options.dontDedupe ? { dontDedupe: true } : {}),
    });
  } catch {
    /* telemetry never gets in the borrower's way */
  }
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
