/** Search over the core's machine graph: states, events, guards and screens. */
import type { MachineGraph } from '@heloc/core/explorer';

export interface SearchHit {
  readonly kind: 'state' | 'edge';
  readonly id: string;
  readonly label: string;
  readonly detail: string;
}

export function searchGraph(graph: MachineGraph, query: string): SearchHit[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits: SearchHit[] = [];
  for (const n of graph.nodes) {
    const screens = [n.screen, n.alternative?.screen].filter(Boolean).join(' / ');
    if (n.id.toLowerCase().includes(q) || screens.toLowerCase().includes(q))
      hits.push({ kind: 'state', id: n.id, label: n.id, detail: `shows ${screens}` });
  }
  for (const e of graph.edges) {
    if (e.event.toLowerCase().includes(q) || (e.guard ?? '').toLowerCase().includes(q)) {
      hits.push({
        kind: 'edge',
        id: e.id,
        label: `${e.event}${e.guard ? ` [${e.guard}]` : ''}`,
        detail: `${e.source} → ${e.target}`,
      });
    }
  }
  return hits;
}

/** The states a search touches (a state hit, or either end of an edge hit). */
export function statesTouched(graph: MachineGraph, hits: readonly SearchHit[]): Set<string> {
  const byId = new Map(graph.edges.map((e) => [e.id, e]));
  const out = new Set<string>();
  for (const h of hits) {
    if (h.kind === 'state') out.add(h.id);
    else {
      const e = byId.get(h.id);
      if (e) {
        out.add(e.source);
        out.add(e.target);
      }
    }
  }
  return out;
}
