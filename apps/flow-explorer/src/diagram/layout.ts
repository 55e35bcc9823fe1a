/**
 * Lays the fallback machine out with ELK's layered algorithm (no hand-placed coordinates): the
 * graph comes from the core (`fallbackMachineGraph`), ELK places the states top to bottom.
 */
import type { MachineGraph } from '@heloc/core/explorer';
import type { ElkNode } from 'elkjs/lib/elk-api';

export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 60;

export interface Positioned {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

// ELK is large (~1.4 MB): loaded on first use, once.
let elk: Promise<{ layout: (graph: ElkNode) => Promise<ElkNode> }> | undefined;
const loadElk = () => (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

export async function layoutMachine(graph: MachineGraph): Promise<Map<string, Positioned>> {
  const laid = await (await loadElk()).layout({
    id: 'fallback',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '90',
      'elk.spacing.nodeNode': '36',
      'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    },
    children: graph.nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    // Self-loops add nothing to the layout; parallel edges collapse into one for ELK.
    edges: [...new Set(graph.edges.filter((e) => e.source !== e.target).map((e) => `${e.source}>${e.target}`))].map(
      (pair) => {
        const [source, target] = pair.split('>') as [string, string];
        return { id: pair, sources: [source], targets: [target] };
      },
    ),
  });
  return new Map((laid.children ?? []).map((c) => [c.id, { id: c.id, x: c.x ?? 0, y: c.y ?? 0 }]));
}
