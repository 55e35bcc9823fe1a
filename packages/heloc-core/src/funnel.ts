/**
 * The drop-off funnel (issue 14): from stored page views, per screen, how many distinct sessions
 * reached it and how many stopped there (their last page view). Pure: the sandbox's operator read
 * (`GET /sandbox/telemetry/funnel`) and the flow explorer's drop-off overlay run this same rule on the
 * same events, so the two never disagree about what "stopped" means.
 *
 * Screens are counted by catalogued pattern, not by URL: every application's `start/contact` is one
 * row, and `income/upload/MANUAL_PAYSTUB` counts as `income/upload/:type`.
 */
import { APP_SCREEN_PATHS, matchRoute } from './routes.js';

export interface FunnelEvent {
  readonly sessionKey: string | null | undefined;
  readonly pagePath: string | null | undefined;
  /** When it happened (epoch ms): the order decides where a session stopped. */
  readonly at: number;
}

export interface FunnelRow {
  /** The catalogued screen (`start/contact`, `heloc-signer/login`, `income/upload/:type`) or, outside the catalogue, the path with ids blanked. */
  readonly screen: string;
  /** Distinct sessions with at least one view of it. */
  readonly reached: number;
  /** Sessions whose last view was it. */
  readonly stopped: number;
}

export interface Funnel {
  readonly sessions: number;
  readonly rows: readonly FunnelRow[];
}

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATTERNS: readonly string[] = APP_SCREEN_PATHS;

/** The funnel's name for a page path. */
export function funnelScreen(pagePath: string): string {
  const path = pagePath.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const route = matchRoute(path);
  if (!route) return path.split('/').map((s) => (UUID_SEGMENT.test(s) ? ':uuid' : s)).join('/');
  if (route.area !== 'app') return route.screen;
  if (PATTERNS.includes(route.screen)) return route.screen;
  const parts = route.screen.split('/');
  const pattern = [...parts.slice(0, -1), ':type'].join('/');
  return PATTERNS.includes(pattern) ? pattern : route.screen;
}

export function funnel(events: readonly FunnelEvent[]): Funnel {
  const bySession = new Map<string, { last: { at: number; screen: string }; seen: Set<string> }>();
  for (const e of events) {
    if (!e.sessionKey || !e.pagePath) continue;
    const screen = funnelScreen(e.pagePath);
    const s = bySession.get(e.sessionKey);
    if (!s) {
      bySession.set(e.sessionKey, { last: { at: e.at, screen }, seen: new Set([screen]) });
      continue;
    }
    s.seen.add(screen);
    // Ties keep the later one in the list: events stored in order stay in order.
    if (e.at >= s.last.at) s.last = { at: e.at, screen };
  }
  const reached = new Map<string, number>();
  const stopped = new Map<string, number>();
  for (const s of bySession.values()) {
    for (const screen of s.seen) reached.set(screen, (reached.get(screen) ?? 0) + 1);
    stopped.set(s.last.screen, (stopped.get(s.last.screen) ?? 0) + 1);
  }
  const rows = [...reached.entries()]
    .map(([screen, n]) => ({ screen, reached: n, stopped: stopped.get(screen) ?? 0 }))
    .sort((a, b) => b.reached - a.reached || a.screen.localeCompare(b.screen));
  return { sessions: bySession.size, rows };
}
