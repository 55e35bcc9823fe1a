/**
 * Where borrowers drop off: from stored page views (PAGE_VIEW with pagePath and sessionKey, sent on
 * every route change), how many sessions reached each screen of an application, on which screen
 * each session stopped (its last), and how many sessions went from one screen to the next. Pure:
 * the server reads the rows for a period and an organisation, this decides what they mean.
 *
 * Screens are counted by catalogue pattern (income/upload/W2 and …/PAYSTUB are one "Upload income
 * documents"), a reload of the same screen is one visit, and paths outside an application's
 * screens (registration, the dashboard, the signer area) are not part of the journey funnel.
 */
import { screenPattern, SCREEN_WORDS, type JourneyPhase } from '../explorer/journey-map.js';
import { matchRoute } from './routes.js';

export interface PageViewEvent {
  readonly sessionKey: string;
  readonly pagePath: string;
  /** Milliseconds since the epoch: orders a session's views. */
  readonly at: number;
}

interface FunnelScreen {
  /** The catalogue pattern (e.g. income/upload/:type). */
  readonly screen: string;
  readonly name: string;
  readonly phase: JourneyPhase;
  /** Sessions that saw this screen at least once. */
  readonly reached: number;
  /** Sessions whose last screen this is. */
  readonly stopped: number;
}

interface FunnelEdge {
  readonly from: string;
  readonly to: string;
  /** Sessions that went straight from `from` to `to` at least once. */
  readonly sessions: number;
}

export interface Funnel {
  /** Sessions with at least one screen of an application. */
  readonly sessions: number;
  /** In order of first appearance across sessions sorted by their start: roughly journey order. */
  readonly screens: readonly FunnelScreen[];
  readonly edges: readonly FunnelEdge[];
}

/** The journey screen (catalogue pattern) of a page path, or undefined outside an application's screens. */
export function funnelScreen(pagePath: string): string | undefined {
  const route = matchRoute(pagePath.split(/[?#]/)[0] ?? '');
  return route?.area === 'app' ? screenPattern(route.screen) : undefined;
}

/** Each session's screens in order, reloads merged, sessions ordered by their first view. */
export function sessionPaths(events: readonly PageViewEvent[]): string[][] {
  const bySession = new Map<string, { first: number; views: { at: number; i: number; screen: string }[] }>();
  events.forEach((e, i) => {
    const screen = funnelScreen(e.pagePath);
    if (!screen || !e.sessionKey) return;
    const entry = bySession.get(e.sessionKey) ?? { first: e.at, views: [] };
    entry.first = Math.min(entry.first, e.at);
    entry.views.push({ at: e.at, i, screen });
    bySession.set(e.sessionKey, entry);
  });
  // Ties (same millisecond) keep the order the rows came in; sessions tie-break on their key so the
  // result does not depend on the order of the rows.
  return [...bySession.entries()]
    .sort(([ka, a], [kb, b]) => a.first - b.first || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .map(([, { views }]) =>
      views
        .sort((a, b) => a.at - b.at || a.i - b.i)
        .map((v) => v.screen)
        .filter((screen, i, all) => i === 0 || all[i - 1] !== screen),
    );
}

export function funnel(events: readonly PageViewEvent[]): Funnel {
  const paths = sessionPaths(events);
  const reached = new Map<string, number>();
  const stopped = new Map<string, number>();
  const edges = new Map<string, FunnelEdge>();
  for (const path of paths) {
    for (const screen of new Set(path)) reached.set(screen, (reached.get(screen) ?? 0) + 1);
    const last = path.at(-1) as string;
    stopped.set(last, (stopped.get(last) ?? 0) + 1);
    const pairs = new Set(path.slice(1).map((to, i) => `${path[i]}>${to}`));
    for (const pair of pairs) {
      const [from, to] = pair.split('>') as [string, string];
      edges.set(pair, { from, to, sessions: (edges.get(pair)?.sessions ?? 0) + 1 });
    }
  }
  return {
    sessions: paths.length,
    screens: [...reached.entries()].map(([screen, n]) => {
      const words = SCREEN_WORDS[screen as keyof typeof SCREEN_WORDS];
      return { screen, name: words.name, phase: words.phase, reached: n, stopped: stopped.get(screen) ?? 0 };
    }),
    edges: [...edges.values()],
  };
}

/** The funnel table as CSV (RFC 4180 quoting), for a spreadsheet. */
export function funnelCsv(f: Funnel): string {
  const q = (v: string | number) =>
    typeof v === 'number' ? String(v) : /[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  const rows = [
    ['screen', 'name', 'phase', 'reached', 'stopped', 'stop rate'],
    ...f.screens.map((s) => [s.screen, s.name, s.phase, s.reached, s.stopped, stopRate(s)]),
  ];
  return `${rows.map((r) => r.map(q).join(',')).join('\r\n')}\r\n`;
}

/** Stopped ÷ reached as a percentage with one decimal ("12.5%"). */
export function stopRate(s: Pick<FunnelScreen, 'reached' | 'stopped'>): string {
  return s.reached === 0 ? '0.0%' : `${((100 * s.stopped) / s.reached).toFixed(1)}%`;
}
