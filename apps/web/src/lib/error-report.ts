/**
 * A render error (shared-surfaces §8): the fallback page logs an event (ERROR_PAGE_SHOWN, a
 * telemetry event like any other) and reports the error — message, stack, the component stack and
 * the page — to the error intake (the sandbox's stand-in for the error-reporting service). Neither
 * may fail the fallback page; the console keeps its line for developers.
 */
import { applicationUuidFromPath, TELEMETRY_EVENTS } from '@heloc/core';
import { TELEMETRY_ENDPOINTS as T } from '@heloc/core/contract';
import { mayTrack } from './privacy';
import { ft, identityField, telemetrySession } from './telemetry';

export async function reportRenderError(error: unknown, componentStack?: string | null) {
  console.error('Render error', error);
  const pagePath = window.location.pathname;
  const applicationUuid = applicationUuidFromPath(pagePath) ?? null;
  const e = error instanceof Error ? error : new Error(String(error));
  // The session key ties the report to the visit (and its replay); without tracking consent, none.
  const sessionKey = mayTrack() ? await telemetrySession().catch(() => undefined) : undefined;
  await Promise.allSettled([
    ft(T.ftError, {
      message: e.message.slice(0, 2000) || e.name,
      name: e.name.slice(0, 200),
      stack: (e.stack ?? '').slice(0, 8000),
      componentStack: (componentStack ?? '').slice(0, 8000),
      pagePath: pagePath.slice(0, 2000),
      applicationUuid,
      ...(sessionKey ? { sessionKey } : {}),
      ...identityField(),
    }),
    // The event is telemetry: only with the borrower's consent, like every other event.
    mayTrack() && sessionKey
      ? ft(T.ftEvent, {
          event: TELEMETRY_EVENTS.errorPageShown,
          eventType: 'ERROR',
          pagePath,
          domain: window.location.host,
          sessionKey,
          ...identityField(),
          ...(applicationUuid ? { applicationUuid } : {}),
          eventProperties: { name: e.name },
          dontDedupe: true,
        })
      : Promise.resolve(),
  ]);
}
