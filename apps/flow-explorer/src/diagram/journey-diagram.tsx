/**
 * The journey map (or the server's pipeline) drawn from ELK's layout: phases that open on a click,
 * states with their plain name and code name, edges along ELK's routes with ELK's label boxes.
 * Overlays: the live or what-if position, a scenario's path, and the drop-off counts.
 */
import {
  BaseEdge,
  EdgeLabelRenderer,
  Handle,
  Position,
  ReactFlow,
  useReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import type { JourneyMap, JourneyPhase, MapEdge, MapNode } from '@heloc/core/explorer';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fitZoom, layoutJourney, type JourneyLayout } from './journey-layout';
import { labelledEdge } from './journey-view';

export type MapSelection = { readonly kind: 'node' | 'edge'; readonly id: string } | null;

export interface NodeCount {
  readonly reached?: number;
  readonly stopped: number;
}

export interface JourneyDiagramProps {
  readonly map: JourneyMap;
  readonly label: string;
  readonly allLabels: boolean;
  readonly selection: MapSelection;
  readonly onSelect: (selection: MapSelection) => void;
  readonly onToggle: (phase: JourneyPhase) => void;
  /** Where the borrower is (live) or the what-if state: node ids. */
  readonly active: ReadonlySet<string>;
  /** A scenario's path: node and edge ids. */
  readonly pathNodes: ReadonlySet<string>;
  readonly pathEdges: ReadonlySet<string>;
  /** Drop-off: counts per node and sessions per edge. */
  readonly counts: ReadonlyMap<string, NodeCount> | null;
  readonly edgeSessions: ReadonlyMap<string, number> | null;
  /** A node to bring into view when it changes (an expanded phase). */
  readonly focus: string | null;
}

type Tone = {
  readonly active: boolean;
  readonly onPath: boolean;
  readonly selected: boolean;
  readonly count?: NodeCount;
};
type MapNodeData = {
  readonly node: MapNode;
  readonly tone: Tone;
  readonly onToggle: (phase: JourneyPhase) => void;
} & Record<string, unknown>;
type FlowNode = Node<MapNodeData, 'map'>;
type RoutedEdgeData = {
  readonly layoutEdge: JourneyLayout['edges'][number];
  readonly edge: MapEdge;
  readonly onPath: boolean;
  readonly sessions?: number;
  readonly maxSessions: number;
} & Record<string, unknown>;
type FlowEdge = Edge<RoutedEdgeData, 'routed'>;

const countText = (c: NodeCount) =>
  c.reached === undefined ? `${c.stopped} stopped here` : `${c.reached} reached · ${c.stopped} stopped`;

function MapNodeView({ data }: NodeProps<FlowNode>) {
  const { node, tone } = data;
  const cls = [
    'map-node',
    `map-node--${node.kind}`,
    node.kind === 'phase' && node.expanded ? 'is-expanded' : '',
    'happy' in node && node.happy ? 'is-happy' : '',
    tone.active ? 'is-active' : '',
    tone.onPath ? 'is-on-path' : '',
    tone.selected ? 'is-selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cls} data-node={node.id}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      {node.kind === 'phase' ? (
        <div className="map-node__phase-head">
          <div className="map-node__name">{node.name}</div>
          <div className="map-node__row">
            <span className="map-node__meta">{node.stateCount} states</span>
            {/* The accessible name starts with the visible word (WCAG 2.5.3) and says which phase. */}
            <button
              type="button"
              className="map-node__toggle nodrag"
              aria-expanded={node.expanded}
              aria-label={`${node.expanded ? 'Collapse' : 'Expand'} ${node.name}`}
              onClick={(e) => {
                e.stopPropagation();
                data.onToggle(node.phase);
              }}
            >
              {node.expanded ? 'Collapse' : 'Expand'}
            </button>
          </div>
        </div>
      ) : node.kind === 'state' ? (
        <>
          <div className="map-node__name">{node.name}</div>
          <div className="map-node__code">{node.code}</div>
        </>
      ) : (
        <>
          <div className="map-node__name">{node.name}</div>
          <div className="map-node__meta">{node.events.length} kinds of transition</div>
        </>
      )}
      {tone.count && (
        <div className="map-node__count" data-testid={`count-${node.id}`}>
          {countText(tone.count)}
        </div>
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

function RoutedEdge({ id, data, markerEnd, selected }: EdgeProps<FlowEdge>) {
  if (!data) return null;
  const pts = data.layoutEdge.points;
  const d = pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  // Thickness by sessions (drop-off overlay): 1.5 px to 10 px.
  const width =
    data.sessions !== undefined && data.maxSessions > 0
      ? 1.5 + (8.5 * data.sessions) / data.maxSessions
      : data.edge.happy
        ? 2.5
        : 1.25;
  const label = data.layoutEdge.label;
  const cls = [
    'routed-edge',
    data.edge.happy ? 'is-happy' : '',
    data.onPath ? 'is-on-path' : '',
    selected ? 'is-selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <BaseEdge
        id={id}
        path={d}
        markerEnd={markerEnd}
        className={cls}
        style={{ strokeWidth: width }}
        interactionWidth={12}
      />
      {label && (
        <EdgeLabelRenderer>
          <div
            className={`routed-edge__label${data.onPath ? ' is-on-path' : ''}`}
            style={{ transform: `translate(${label.x}px, ${label.y}px)`, width: label.width, height: label.height }}
          >
            {label.text}
            {data.sessions ? <span className="routed-edge__sessions"> ({data.sessions})</span> : null}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

const nodeTypes = { map: MapNodeView };
const edgeTypes = { routed: RoutedEdge };

export function JourneyDiagram(props: JourneyDiagramProps) {
  const {
    map,
    label,
    allLabels,
    selection,
    onSelect,
    onToggle,
    active,
    pathNodes,
    pathEdges,
    counts,
    edgeSessions,
    focus,
  } = props;
  const [layout, setLayout] = useState<JourneyLayout | null>(null);
  const flow = useReactFlow();
  const box = useRef<HTMLDivElement>(null);
  // With the drop-off shown, nodes are laid out a line taller for their counts.
  const withCounts = counts !== null;

  useEffect(() => {
    let live = true;
    void layoutJourney(map, { labelled: labelledEdge(allLabels), countLine: withCounts }).then(
      (l) => live && setLayout(l),
    );
    return () => {
      live = false;
    };
  }, [map, allLabels, withCounts]);

  const nodes = useMemo<FlowNode[]>(
    () =>
      (layout?.nodes ?? []).map((n) => ({
        id: n.id,
        type: 'map',
        position: { x: n.x, y: n.y },
        ...(n.parent ? { parentId: n.parent, extent: 'parent' as const } : {}),
        width: n.width,
        height: n.height,
        style: { width: n.width, height: n.height },
        zIndex: n.node.kind === 'phase' && n.node.expanded ? 0 : 1,
        data: {
          node: n.node,
          onToggle,
          tone: {
            active: active.has(n.id),
            onPath: pathNodes.has(n.id),
            selected: selection?.kind === 'node' && selection.id === n.id,
            ...(counts?.get(n.id) ? { count: counts.get(n.id) } : {}),
          },
        },
        ariaLabel:
          n.node.kind === 'phase'
            ? `Phase ${n.node.name}, ${n.node.stateCount} states`
            : n.node.kind === 'state'
              ? `${n.node.name} (${n.node.code})`
              : `${n.node.name}: ${n.node.events.join(', ')}`,
      })),
    [layout, active, pathNodes, selection, counts, onToggle],
  );

  const edges = useMemo<FlowEdge[]>(() => {
    if (!layout) return [];
    const byId = new Map(map.edges.map((e) => [e.id, e]));
    const maxSessions = Math.max(0, ...(edgeSessions?.values() ?? []));
    return layout.edges.flatMap((le) => {
      const edge = byId.get(le.id);
      if (!edge) return [];
      const sessions = edgeSessions ? (edgeSessions.get(le.id) ?? 0) : undefined;
      return [
        {
          id: le.id,
          source: le.source,
          target: le.target,
          type: 'routed' as const,
          selected: selection?.kind === 'edge' && selection.id === le.id,
          zIndex: 2,
          markerEnd: 'journey-arrow',
          data: {
            layoutEdge: le,
            edge,
            onPath: pathEdges.has(le.id),
            ...(sessions !== undefined ? { sessions } : {}),
            maxSessions,
          },
          ariaLabel: `${edge.name}: ${edge.codes.join(', ')}`,
        },
      ];
    });
  }, [layout, map, selection, pathEdges, edgeSessions]);

  // The first view: the whole map, at the zoom the layout test checks (fitZoom), centred.
  const fit = useEffectEvent(() => {
    const el = box.current;
    if (!layout || !el) return;
    // An opened phase: its box, from the layout (no measuring), at no less than half size — its
    // top first when it is taller than the screen.
    const target = focus ? layout.nodes.find((n) => n.id === focus) : undefined;
    const area = target
      ? { x: target.absX, y: target.absY, width: target.width, height: target.height }
      : { x: 0, y: 0, width: layout.width, height: layout.height };
    const zoom = Math.max(target ? 0.5 : 0, fitZoom(area, { width: el.clientWidth, height: el.clientHeight }));
    void flow.setViewport(
      {
        x: (el.clientWidth - area.width * zoom) / 2 - area.x * zoom,
        y: Math.max(8, (el.clientHeight - area.height * zoom) / 2) - area.y * zoom,
        zoom,
      },
      { duration: target ? 250 : 0 },
    );
  });
  useEffect(() => {
    // After React Flow has measured the new nodes.
    const id = requestAnimationFrame(() => fit());
    return () => cancelAnimationFrame(id);
  }, [layout, focus]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('.react-flow__node, .react-flow__edge');
    const id = el?.dataset.id;
    if (!el || !id) return;
    e.preventDefault();
    onSelect({ kind: el.classList.contains('react-flow__node') ? 'node' : 'edge', id });
  };

  return (
    <div
      className="diagram-canvas"
      ref={box}
      onKeyDown={onKeyDown}
      data-testid="journey-diagram"
      data-ready={layout ? 'true' : 'false'}
    >
      <svg className="journey-markers" aria-hidden="true">
        <defs>
          {/* userSpaceOnUse: the arrowhead keeps its size when the drop-off makes a line thick. */}
          <marker
            id="journey-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="11"
            markerHeight="11"
            markerUnits="userSpaceOnUse"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="#495057" />
          </marker>
        </defs>
      </svg>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodeClick={(_, node) => onSelect({ kind: 'node', id: node.id })}
        onEdgeClick={(_, edge) => onSelect({ kind: 'edge', id: edge.id })}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        minZoom={0.1}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
        aria-label={label}
      />
    </div>
  );
}
