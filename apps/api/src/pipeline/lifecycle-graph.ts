/**
 * The lifecycle machine as plain data, for drawing (the flow explorer) and for docs: nodes, and one
 * edge per transition with its event, guard and actions by name. JSON-safe; no XState objects.
 */
import { lifecycleMachine, PROFILE_STATE, SANDBOX_ONLY_STATES } from './lifecycle-machine.js';

export interface LifecycleGraphNode {
  readonly id: string;
  /** Why the scripted pipeline never enters it (only the sandbox control does), if so. */
  readonly sandboxOnly?: string;
}

export interface LifecycleGraphEdge {
  /** The source state; `*` for a transition every state has unless it forbids it (withdrawing). */
  readonly from: string;
  readonly event: string;
  readonly guard?: string;
  /** The target state; the source itself for a transition that only changes the record. */
  readonly to: string;
  readonly actions: readonly string[];
  /** Neither target nor actions: the event changes nothing there (a waiting state, a closed withdrawal). */
  readonly waits?: true;
}

export interface LifecycleGraph {
  readonly initial: string;
  readonly nodes: readonly LifecycleGraphNode[];
  readonly edges: readonly LifecycleGraphEdge[];
}

type Named = string | { type: string } | ((...args: never[]) => unknown);
const nameOf = (x: Named): string =>
  typeof x === 'string' ? x : 'type' in x && typeof x.type === 'string' ? x.type : 'anonymous';

export function lifecycleGraph(): LifecycleGraph {
  const root = lifecycleMachine.root;
  const edges: LifecycleGraphEdge[] = [];
  for (const [from, node] of [['*', root] as const, ...Object.entries(root.states)]) {
    for (const [event, transitions] of node.transitions) {
      for (const t of transitions) {
        const actions = t.actions.map((a) => nameOf(a as Named));
        const target = t.target?.[0]?.key;
        edges.push({
          from,
          event,
          ...(t.guard ? { guard: nameOf(t.guard as Named) } : {}),
          to: target ?? from,
          actions,
          ...(target === undefined && actions.length === 0 ? { waits: true as const } : {}),
        });
      }
    }
  }
  const nodes = Object.keys(root.states).map((id) =>
    SANDBOX_ONLY_STATES[id] ? { id, sandboxOnly: SANDBOX_ONLY_STATES[id] } : { id },
  );
  return { initial: PROFILE_STATE, nodes, edges };
}
