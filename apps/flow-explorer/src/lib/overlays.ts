/**
 * What the map highlights, in the map's own nodes: a node hidden in a collapsed phase is shown on
 * that phase. The rules (which states a screen is, which phase) are the core's; this only finds
 * the visible node for them.
 */
import { type Funnel } from '@heloc/core';
import { phaseNodeId, placeOfScreen, type JourneyMap, type PhasedGraph } from '@heloc/core/explorer';
import type { NodeCount } from '../diagram/journey-diagram';

export type Visible = (id: string) => string | undefined;

/** The visible node of an underlying state: itself when drawn, else its phase. */
export function visibleNode(map: JourneyMap, graph: PhasedGraph): Visible {
  const drawn = new Set(map.nodes.map((n) => n.id));
  const phase = new Map(graph.nodes.map((n) => [n.id, n.phase]));
  return (id) =>
    drawn.has(id) ? id : phase.has(id) ? phaseNodeId(phase.get(id) as Parameters<typeof phaseNodeId>[0]) : undefined;
}

/** The visible nodes of a screen on the journey map (the borrower on it, live). */
export function screenNodes(map: JourneyMap, graph: PhasedGraph, screen: string | null): Set<string> {
  const place = screen ? placeOfScreen(screen) : undefined;
  if (!place) return new Set();
  const visible = visibleNode(map, graph);
  const nodes = place.states.flatMap((s) => visible(s) ?? []);
  return new Set(nodes.length ? nodes : [phaseNodeId(place.phase)]);
}

/**
 * A walk as visible nodes and the map's edges between consecutive ones: server states on the
 * pipeline, or (journey) the screens the core picked along it, each on its state or its phase.
 */
export function pathOverlay(
  map: JourneyMap,
  graph: PhasedGraph,
  walk: readonly string[],
  of: 'states' | 'screens' = 'states',
) {
  const visible = visibleNode(map, graph);
  const steps = walk
    .flatMap((s) => (of === 'screens' ? screenNode(s, visible) : visible(s)) ?? [])
    .filter((id, i, all) => i === 0 || all[i - 1] !== id);
  const edgeIds = new Set(map.edges.map((e) => e.id));
  const edges = new Set(
    steps
      .slice(1)
      .map((to, i) => `${steps[i]}>${to}`)
      .filter((id) => edgeIds.has(id)),
  );
  return { nodes: new Set(steps), edges };
}

/** The visible node a funnel screen is counted on: the state that shows it, else its phase. */
export function screenNode(screen: string, visible: Visible): string | undefined {
  const place = placeOfScreen(screen);
  if (!place) return undefined;
  const state = place.states.map((s) => visible(s)).find(Boolean);
  return state ?? phaseNodeId(place.phase);
}

/**
 * Drop-off on the map: per visible node, the sessions that stopped on its screens (exact: a session
 * stops once) and, for a node with one screen, those that reached it; per edge, the sessions that
 * went between screens drawn on its two ends.
 */
export function funnelOverlay(map: JourneyMap, graph: PhasedGraph, funnel: Funnel) {
  const visible = visibleNode(map, graph);
  const screensOf = new Map<string, Funnel['screens'][number][]>();
  for (const s of funnel.screens) {
    const node = screenNode(s.screen, visible);
    if (node) screensOf.set(node, [...(screensOf.get(node) ?? []), s]);
  }
  const counts = new Map<string, NodeCount>();
  for (const [node, screens] of screensOf) {
    const stopped = screens.reduce((n, s) => n + s.stopped, 0);
    counts.set(
      node,
      screens.length === 1 && !node.startsWith('phase:') ? { reached: screens[0]?.reached ?? 0, stopped } : { stopped },
    );
  }
  const edgeIds = new Set(map.edges.map((e) => e.id));
  const edgeSessions = new Map<string, number>();
  for (const e of funnel.edges) {
    const a = screenNode(e.from, visible);
    const b = screenNode(e.to, visible);
    const id = `${a}>${b}`;
    if (a && b && a !== b && edgeIds.has(id)) edgeSessions.set(id, (edgeSessions.get(id) ?? 0) + e.sessions);
  }
  return { counts, edgeSessions };
}
