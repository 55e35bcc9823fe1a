/**
 * The server-side application lifecycle over @heloc/core's states, as the routes and the store use
 * it. The rules live in one XState machine (lifecycle-machine.ts); the functions here resolve a
 * snapshot from a stored record, ask XState for the next one (pure: nothing runs, nothing is read
 * but the arguments) and return a Step, which the store applies and saves.
 */
import { getNextSnapshot, type SnapshotFrom } from 'xstate';
import {
  ACTION_NAMES,
  lifecycleMachine,
  mergeData,
  type ActionInputs,
  type ActionName,
  type LifecycleEvent,
} from './lifecycle-machine.js';
import type { AppRecord, Step } from './types.js';

export {
  PROFILE_STATE,
  ACTION_NAMES,
  SANDBOX_ONLY_STATES,
  lifecycleMachine,
  type ActionInputs,
  type ActionName,
  type LifecycleEvent,
} from './lifecycle-machine.js';
export {
  lifecycleGraph,
  type LifecycleGraph,
  type LifecycleGraphEdge,
  type LifecycleGraphNode,
} from './lifecycle-graph.js';
export { CORRECT_FREEZE_PIN } from './scenarios.js';
export { homeValueOf, offersFor } from './offers.js';

export class StepNotAvailable extends Error {
  constructor(
    readonly action: string,
    readonly state: string,
  ) {
    super(`This step is not available while the application is in ${state}.`);
  }
}

export class StepInvalid extends Error {}

type LifecycleSnapshot = SnapshotFrom<typeof lifecycleMachine>;

/** Background steps never read the time; a caller that has none passes nothing. */
const NO_TIME = new Date(0);

/** The machine's snapshot for a stored record, or undefined for a state the machine has no node for. */
export function snapshotOf(app: AppRecord, now: Date = NO_TIME): LifecycleSnapshot | undefined {
  if (!Object.hasOwn(lifecycleMachine.root.states, app.state)) return undefined;
  return lifecycleMachine.resolveState({
    value: app.state as LifecycleSnapshot['value'],
    context: { uuid: app.uuid, status: app.status, data: app.data, now: now.toISOString() },
  });
}

const stepOf = (next: LifecycleSnapshot): Step => ({ state: String(next.value), ...next.context.patch });

/** The snapshot after `event` from the record's state, or undefined when the machine has nothing to do. */
function next(app: AppRecord, event: LifecycleEvent, now?: Date): LifecycleSnapshot | undefined {
  const snapshot = snapshotOf(app, now);
  // `can` is false both with no transition and with one that does nothing (a waiting state).
  if (!snapshot?.can(event)) return undefined;
  return getNextSnapshot(lifecycleMachine, snapshot, event);
}

/** What a state resolves to once its delay has passed; undefined when it waits on the borrower. */
export function resolveStep(app: AppRecord, now?: Date): Step | undefined {
  const moved = next(app, { type: 'resolve' }, now);
  return moved && stepOf(moved);
}

/* ---------- borrower actions ---------- */

export interface ActionDefinition<N extends ActionName> {
  /** States that have a transition for the action (their guards may still refuse it). */
  readonly from: readonly string[];
  readonly run: (app: AppRecord, input: ActionInputs[N], now: Date) => Step;
}

/** The states whose node (or the root, unless the node forbids it) handles `name`. */
function statesHandling(name: ActionName): string[] {
  const root = lifecycleMachine.root;
  return Object.entries(root.states)
    .filter(([, node]) => {
      const own = node.transitions.get(name) ?? root.transitions.get(name) ?? [];
      return own.some((t) => t.target !== undefined || t.actions.length > 0);
    })
    .map(([state]) => state);
}

export const ACTIONS = Object.fromEntries(
  ACTION_NAMES.map((name) => [
    name,
    { from: statesHandling(name), run: (app: AppRecord, input: never, now: Date) => runAction(name, app, input, now) },
  ]),
) as unknown as { readonly [N in ActionName]: ActionDefinition<N> };

/**
 * Whether the borrower may take the action now. The input never decides availability — every
 * input-reading guard has a fallback transition after it — so an empty one is enough to ask.
 */
export function isAvailable(name: ActionName, app: AppRecord): boolean {
  const snapshot = snapshotOf(app);
  return snapshot?.can({ type: name, input: {} } as LifecycleEvent) ?? false;
}

export function runAction<N extends ActionName>(
  name: N,
  app: AppRecord,
  input: Parameters<(typeof ACTIONS)[N]['run']>[1],
  now: Date,
): Step {
  const moved = next(app, { type: name, input } as LifecycleEvent, now);
  if (!moved) throw new StepNotAvailable(name, app.state);
  if (moved.context.rejection) throw new StepInvalid(moved.context.rejection);
  return stepOf(moved);
}

/** Applies a step to a record (pure). */
export function applyStep(app: AppRecord, step: Step): AppRecord {
  return { ...app, state: step.state, status: { ...app.status, ...step.status }, data: mergeData(app.data, step.data) };
}

/** States that a background step will move on (so the store schedules a due time for them). */
export function hasBackgroundStep(app: AppRecord): boolean {
  // Only whether a transition would do something: a tenth of the cost of taking it.
  return snapshotOf(app)?.can({ type: 'resolve' }) ?? false;
}
