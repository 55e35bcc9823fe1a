/**
 * Lays a journey map (the core's `groupByPhase`) out with ELK: phases are compound nodes holding
 * their states when expanded, edges are routed orthogonally around the nodes, and edge labels are
 * given their size so ELK reserves room for them. Nothing is hand-placed: every coordinate the
 * diagram draws — nodes, edge bends, label boxes — comes from ELK's result.
 */
import type { JourneyMap, MapNode } from '@heloc/core/explorer';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

/** The smallest text the diagram draws, in CSS px at zoom 1 (explorer.css uses these sizes). */
export const FONT = { phase: 16, state: 14, code: 13, edge: 13 } as const;
export const MIN_FONT = Math.min(...Object.values(FONT));
/**
 * An expanded phase writes its name in a column on its left: edges enter and leave a phase through
 * its top and bottom (the layout runs downwards), so a left column stays clear of them where a
 * header strip across the top would be crossed by every edge coming in.
 */
export const PHASE_COLUMN = { width: 150, height: 64 } as const;

export const SIZES = {
  phase: { width: 230, height: 52 },
  state: { width: 250, height: 52 },
  fromAny: { width: 230, height: 52 },
} as const;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LaidNode extends Box {
  readonly id: string;
  readonly node: MapNode;
  /** Absolute position (ELK gives children relative to their parent; React Flow wants both). */
  readonly absX: number;
  readonly absY: number;
  readonly parent?: string;
  /** Where the node's text sits, absolute: the whole node, or an expanded phase's header. */
  readonly labelBox: Box;
}

export interface LaidEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The route ELK chose, absolute coordinates, start to end. */
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly label?: Box & { readonly text: string };
}

export interface JourneyLayout {
  readonly nodes: readonly LaidNode[];
  readonly edges: readonly LaidEdge[];
  readonly width: number;
  readonly height: number;
}

// ELK is large (~1.4 MB): loaded on first use, once.
let elk: Promise<{ layout: (graph: ElkNode) => Promise<ElkNode> }> | undefined;
const loadElk = () => (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

/** A label's box: the text measured at the edge font's average glyph width (no DOM here), plus padding. */
export const labelSize = (text: string) => ({
  width: Math.ceil(text.length * FONT.edge * 0.56) + 10,
  height: FONT.edge + 8,
});

export interface LayoutOptions {
  /** Which edges carry a label (others are drawn bare; the details panel names them). */
  readonly labelled?: (edge: JourneyMap['edges'][number]) => boolean;
  /** Room for one more line in every node (the drop-off counts). */
  readonly countLine?: boolean;
}

const COUNT_LINE = 18;

export async function layoutJourney(map: JourneyMap, options: LayoutOptions = {}): Promise<JourneyLayout> {
  const labelled = options.labelled ?? (() => true);
  const byParent = new Map<string | undefined, MapNode[]>();
  for (const n of map.nodes) {
    const parent = n.kind === 'state' ? n.parent : undefined;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  const elkNode = (n: MapNode): ElkNode => {
    const children = byParent.get(n.id);
    if (n.kind === 'phase' && n.expanded && children?.length) {
      return {
        id: n.id,
        children: children.map(elkNode),
        layoutOptions: { 'elk.padding': `[top=14,left=${PHASE_COLUMN.width},bottom=14,right=14]` },
      };
    }
    const size = n.kind === 'state' ? SIZES.state : n.kind === 'phase' ? SIZES.phase : SIZES.fromAny;
    return { id: n.id, width: size.width, height: size.height + (options.countLine ? COUNT_LINE : 0) };
  };
  const edges: ElkExtendedEdge[] = map.edges.map((e) => ({
    id: e.id,
    sources: [e.source],
    targets: [e.target],
    ...(labelled(e) ? { labels: [{ id: `${e.id}#label`, text: e.name, ...labelSize(e.name) }] } : {}),
  }));
  const laid = await (await loadElk()).layout({
    id: 'journey',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      // One layout across the phases, so edges into an expanded phase are routed with its states.
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '24',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '12',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      // Cycles (a hold and back) are broken by the phases' order, so the layers read in journey order.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    // The "from any step" group first: in model order it comes before what it leads to.
    children: (byParent.get(undefined) ?? [])
      .sort((a, b) => Number(b.kind === 'from-any') - Number(a.kind === 'from-any'))
      .map(elkNode),
    edges,
  });

  const mapNodes = new Map(map.nodes.map((n) => [n.id, n]));
  const nodes: LaidNode[] = [];
  const offsets = new Map<string, { x: number; y: number }>([['journey', { x: 0, y: 0 }]]);
  const visit = (n: ElkNode, parent: ElkNode | undefined, ox: number, oy: number) => {
    const absX = ox + (n.x ?? 0);
    const absY = oy + (n.y ?? 0);
    offsets.set(n.id, { x: absX, y: absY });
    const node = mapNodes.get(n.id);
    if (node) {
      const width = n.width ?? 0;
      const height = n.height ?? 0;
      const container = Boolean(n.children?.length);
      nodes.push({
        id: n.id,
        node,
        x: n.x ?? 0,
        y: n.y ?? 0,
        width,
        height,
        absX,
        absY,
        ...(parent && parent.id !== 'journey' ? { parent: parent.id } : {}),
        labelBox: container
          ? { x: absX, y: absY, width: PHASE_COLUMN.width - 8, height: PHASE_COLUMN.height }
          : { x: absX, y: absY, width, height },
      });
    }
    for (const c of n.children ?? []) visit(c, n, absX, absY);
  };
  visit(laid, undefined, 0, 0);

  // With INCLUDE_CHILDREN, an edge's coordinates are relative to its container (ELK's `container`
  // property); collect every edge wherever ELK put it.
  const allEdges: { edge: ElkExtendedEdge & { container?: string }; owner: string }[] = [];
  const collect = (n: ElkNode) => {
    for (const e of n.edges ?? []) allEdges.push({ edge: e as ElkExtendedEdge & { container?: string }, owner: n.id });
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);
  const laidEdges: LaidEdge[] = allEdges.map(({ edge, owner }) => {
    const o = offsets.get(edge.container ?? owner) ?? { x: 0, y: 0 };
    const s = edge.sections?.[0];
    const points = s
      ? [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => ({ x: p.x + o.x, y: p.y + o.y }))
      : [];
    const l = edge.labels?.[0];
    return {
      id: edge.id,
      source: edge.sources[0] as string,
      target: edge.targets[0] as string,
      points,
      ...(l
        ? {
            label: {
              x: (l.x ?? 0) + o.x,
              y: (l.y ?? 0) + o.y,
              width: l.width ?? 0,
              height: l.height ?? 0,
              text: l.text ?? '',
            },
          }
        : {}),
    };
  });
  return { nodes, edges: laidEdges, width: laid.width ?? 0, height: laid.height ?? 0 };
}

/** React Flow's fitView zoom for a viewport, capped at 1 (never larger than drawn). */
export function fitZoom(
  layout: Pick<JourneyLayout, 'width' | 'height'>,
  viewport: { width: number; height: number },
  padding = 0.04,
): number {
  const w = layout.width * (1 + 2 * padding);
  const h = layout.height * (1 + 2 * padding);
  return Math.min(1, viewport.width / w, viewport.height / h);
}

/* ---------- geometry for the layout's tests ---------- */

type Point = { readonly x: number; readonly y: number };

/** Whether the segment a–b passes through the inside of `box` (touching its border does not count). */
export function segmentCrossesBox(a: Point, b: Point, box: Box, inset = 1): boolean {
  const x0 = box.x + inset;
  const y0 = box.y + inset;
  const x1 = box.x + box.width - inset;
  const y1 = box.y + box.height - inset;
  // Liang–Barsky clipping: is any part of the segment strictly inside the shrunk box?
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return t1 - t0 > 1e-9;
}

/** Every (edge, node) pair where an edge's route runs through a node's text. */
export function edgesCrossingLabels(layout: JourneyLayout): { edge: string; node: string }[] {
  const hits: { edge: string; node: string }[] = [];
  for (const e of layout.edges) {
    for (const n of layout.nodes) {
      for (let i = 1; i < e.points.length; i++) {
        if (segmentCrossesBox(e.points[i - 1] as Point, e.points[i] as Point, n.labelBox)) {
          hits.push({ edge: e.id, node: n.id });
          break;
        }
      }
    }
  }
  return hits;
}
