/**
 * The fallback machine as a diagram: ELK places the states, React Flow draws them with pan, zoom
 * and a minimap. Edges carry their event and guard; labels show for the selected state, search
 * hits, or all at once.
 */
import { Background, Controls, MarkerType, MiniMap, ReactFlow, useReactFlow, type Edge } from '@xyflow/react';
import type { MachineGraph } from '@heloc/core/explorer';
import { useEffect, useEffectEvent, useMemo, useState, type KeyboardEvent } from 'react';
import { layoutMachine, NODE_HEIGHT, NODE_WIDTH, type Positioned } from './layout';
import { StateNode, type StateNodeType } from './state-node';

export type Selection = { readonly kind: 'state' | 'edge'; readonly id: string } | null;

export interface MachineDiagramProps {
  readonly graph: MachineGraph;
  readonly selection: Selection;
  readonly onSelect: (selection: Selection) => void;
  /** States matching the search (empty: no search). */
  readonly matches: ReadonlySet<string>;
  readonly matchedEdges: ReadonlySet<string>;
  /** The what-if or live machine state, drawn as "you are here". */
  readonly activeState: string | null;
  readonly showAllLabels: boolean;
  /** Bumped to re-centre the view on the selection. */
  readonly focusKey: number;
}

const nodeTypes = { state: StateNode };

export function MachineDiagram({
  graph,
  selection,
  onSelect,
  matches,
  matchedEdges,
  activeState,
  showAllLabels,
  focusKey,
}: MachineDiagramProps) {
  const [positions, setPositions] = useState<Map<string, Positioned> | null>(null);
  const flow = useReactFlow();

  useEffect(() => {
    let live = true;
    void layoutMachine(graph).then((p) => live && setPositions(p));
    return () => {
      live = false;
    };
  }, [graph]);

  const selectedState = selection?.kind === 'state' ? selection.id : null;
  const nodes = useMemo<StateNodeType[]>(() => {
    if (!positions) return [];
    return graph.nodes.map((n) => {
      const p = positions.get(n.id);
      const tone =
        n.id === activeState ? 'active' : matches.size === 0 ? 'normal' : matches.has(n.id) ? 'match' : 'dim';
      return {
        id: n.id,
        type: 'state',
        position: { x: p?.x ?? 0, y: p?.y ?? 0 },
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        data: {
          state: n.id,
          screen: n.alternative ? `${n.screen} / ${n.alternative.screen}` : n.screen,
          initial: n.initial,
          final: n.final,
          tone,
          selected: n.id === selectedState,
        },
        ariaLabel: `State ${n.id}, shows ${n.screen}`,
      };
    });
  }, [graph, positions, matches, activeState, selectedState]);

  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((e) => {
        const touches = selectedState !== null && (e.source === selectedState || e.target === selectedState);
        const picked = selection?.kind === 'edge' && selection.id === e.id;
        const hit = matchedEdges.has(e.id);
        // A self-loop has no length to carry a label; the details panel lists it.
        const loop = e.source === e.target;
        const label =
          !loop && (showAllLabels || touches || picked || hit)
            ? `${e.event}${e.guard ? ` [${e.guard}]` : ''}`
            : undefined;
        const strong = touches || picked || hit;
        return {
          id: e.id,
          source: e.source,
          target: e.target,
          label,
          ariaLabel: `${e.event} from ${e.source} to ${e.target}${e.guard ? ` when ${e.guard}` : ''}`,
          markerEnd: { type: MarkerType.ArrowClosed, width: 14, height: 14 },
          className: strong ? 'edge-strong' : matches.size > 0 || selectedState ? 'edge-faint' : undefined,
          labelBgPadding: [4, 2] as [number, number],
          zIndex: strong ? 10 : 0,
        };
      }),
    [graph, selection, selectedState, matchedEdges, matches, showAllLabels],
  );

  // Centre on the selected state (or the active one) when asked to.
  // Only a new focus request or a new layout moves the view; a selection change alone does not,
  // so the state it reads comes through an effect event.
  const centre = useEffectEvent(() => {
    const id = selectedState ?? activeState;
    if (!positions || focusKey === 0 || !id) return;
    void flow.fitView({ nodes: [{ id }], duration: 300, maxZoom: 1.2 });
  });
  useEffect(() => centre(), [focusKey, positions]);

  // Keyboard: Tab reaches each state and arrow (React Flow makes them focusable); Enter or Space explains it.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('.react-flow__node, .react-flow__edge');
    const id = el?.dataset.id;
    if (!el || !id) return;
    e.preventDefault();
    onSelect({ kind: el.classList.contains('react-flow__node') ? 'state' : 'edge', id });
  };

  return (
    <div className="diagram-canvas" onKeyDown={onKeyDown}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodeClick={(_, node) => onSelect({ kind: 'state', id: node.id })}
        onEdgeClick={(_, edge) => onSelect({ kind: 'edge', id: edge.id })}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        fitView
        // Readable at first sight; zoom out (or use the minimap) for the whole machine.
        fitViewOptions={{ minZoom: 0.45, padding: 0.05 }}
        minZoom={0.05}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
        aria-label="Fallback machine diagram"
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <MiniMap
          pannable
          zoomable
          ariaLabel="Minimap"
          nodeColor={(n) => (n.id === activeState ? '#e8590c' : matches.has(n.id) ? '#1971c2' : '#adb5bd')}
        />
      </ReactFlow>
    </div>
  );
}
