/**
 * The fallback machine as data: states with their screens, edges with their events and guards in
 * words. Read from the machine's own definition, so docs and the flow explorer cannot drift.
 */
import { describeGuard } from '../journey/fallback-guards.js';
import { FALLBACK_EVENT_DESCRIPTIONS, fallbackMachine, type FallbackEventType } from '../journey/fallback-machine.js';
import {
  FALLBACK_MACHINE_STATES,
  MACHINE_STATE_SCREENS,
  type FallbackMachineState,
} from '../journey/machine-screen.js';

interface MachineGraphNode {
  readonly id: FallbackMachineState;
  readonly screen: string;
  readonly alternative?: { readonly when: string; readonly screen: string };
  readonly initial: boolean;
  readonly final: boolean;
}

export interface MachineGraphEdge {
  readonly id: string;
  readonly source: FallbackMachineState;
  readonly target: FallbackMachineState;
  readonly event: FallbackEventType;
  readonly eventDescription: string;
  readonly guard?: string;
  readonly guardDescription?: string;
}

export interface MachineGraph {
  readonly nodes: readonly MachineGraphNode[];
  readonly edges: readonly MachineGraphEdge[];
}

function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return undefined;
}

export function fallbackMachineGraph(): MachineGraph {
  const states = fallbackMachine.root.states;
  const nodes: MachineGraphNode[] = FALLBACK_MACHINE_STATES.map((id) => {
    const row = id === 'complete' ? undefined : MACHINE_STATE_SCREENS[id];
    const alt = row && 'alternative' in row ? row.alternative : undefined;
    return {
      id,
      screen: row?.path ?? '/',
      ...(alt ? { alternative: { when: alt.when, screen: alt.path } } : {}),
      initial: id === fallbackMachine.config.initial,
      final: states[id]?.type === 'final',
    };
  });
  const edges: MachineGraphEdge[] = [];
  for (const [source, node] of Object.entries(states)) {
    for (const [event, transitions] of node.transitions) {
      for (const t of transitions) {
        const target = t.target?.[0]?.key;
        if (!target) continue;
        const guard = guardName(t.guard);
        const description = guard ? describeGuard(guard) : undefined;
        edges.push({
          id: `${source}:${event}:${target}`,
          source: source as FallbackMachineState,
          target: target as FallbackMachineState,
          event: event as FallbackEventType,
          eventDescription: FALLBACK_EVENT_DESCRIPTIONS[event as FallbackEventType],
          ...(guard ? { guard } : {}),
          ...(description ? { guardDescription: description } : {}),
        });
      }
    }
  }
  return { nodes, edges };
}

/** A Mermaid state diagram of the machine (stateDiagram-v2). */
export function fallbackMachineMermaid(graph: MachineGraph = fallbackMachineGraph()): string {
  const lines = ['stateDiagram-v2'];
  for (const node of graph.nodes) {
    const screen = node.alternative ? `${node.screen} / ${node.alternative.screen}` : node.screen;
    lines.push(`  ${node.id}: ${node.id} (${screen})`);
  }
  for (const node of graph.nodes) if (node.initial) lines.push(`  [*] --> ${node.id}`);
  for (const edge of graph.edges) {
    lines.push(`  ${edge.source} --> ${edge.target}: ${edge.event}${edge.guard ? ` [${edge.guard}]` : ''}`);
  }
  for (const node of graph.nodes) if (node.final) lines.push(`  ${node.id} --> [*]`);
  return `${lines.join('\n')}\n`;
}
