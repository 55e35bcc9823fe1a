/**
 * What the flow explorer (and anyone scripting "what if") asks of the rules: every server state's
 * routing in one row, the fallback machine's transitions out of a state with each guard evaluated
 * against given facts, one step of the real machine, and the machine events the journey sends.
 * Everything here reads the same definitions the app routes by; nothing is re-implemented.
 */
import { transition } from 'xstate';
import type { Heloc } from '../entities.js';
import { evaluateGuard, type FallbackFacts, type FallbackGuardName } from '../journey/fallback-guards.js';
import { FALLBACK_EVENT_DESCRIPTIONS, fallbackMachine, type FallbackEventType } from '../journey/fallback-machine.js';
import { decideScreen, type JourneyDecision } from '../journey/journey.js';
import { fallbackMachineGraph, type MachineGraphEdge } from './machine-graph.js';
import { FALLBACK_MACHINE_STATES, type FallbackMachineState } from '../journey/machine-screen.js';
import type { AppScreenPath } from '../journey/routes.js';
import { serverStateRule, type ScreenVariant } from '../journey/screen-map.js';
import { SERVER_STATES, serverStateKind, type ServerState, type ServerStateKind } from '../journey/server-states.js';
import { JOURNEY_STEPS } from '../contract/steps.js';

/* ---------- server-state routing, one row per state ---------- */

interface ServerStateRouting {
  readonly state: string;
  readonly kind: ServerStateKind;
  /** The row of the screen table, or null when the state falls back to the machine. */
  readonly rule: string | null;
  readonly variants: readonly ScreenVariant[];
  readonly fallsBackToMachine: boolean;
}

export function serverStateRouting(states: readonly string[] = SERVER_STATES): ServerStateRouting[] {
  return states.map((state) => {
    const rule = serverStateRule(state);
    return {
      state,
      kind: serverStateKind(state),
      rule: rule?.id ?? null,
      variants: rule?.variants ?? [],
      fallsBackToMachine: !rule,
    };
  });
}

/* ---------- the machine, explained for given facts ---------- */

interface CandidateTransition {
  readonly target: FallbackMachineState;
  readonly guard?: string;
  readonly guardDescription?: string;
  /** Unguarded transitions always pass. */
  readonly passed: boolean;
}

interface EventExplanation {
  readonly event: FallbackEventType;
  readonly eventDescription: string;
  /** In the machine's order: the first that passes is taken. */
  readonly candidates: readonly CandidateTransition[];
  /** Where the event leads with these facts, or null when every guard fails (the state stays). */
  readonly target: FallbackMachineState | null;
}

// Built on first use, not when the module loads: the borrower's app imports this module for the
// live channel's name alone (apps/web lib/flow-channel), and building the graph at load cost every
// signed-in page's first render a long task (issue 27, decision 096).
let graph: ReturnType<typeof fallbackMachineGraph> | undefined;
const machineGraph = () => (graph ??= fallbackMachineGraph());

export const isFallbackMachineState = (value: string): value is FallbackMachineState =>
  (FALLBACK_MACHINE_STATES as readonly string[]).includes(value);

/** Every event the machine accepts in `machineState`, each candidate's guard evaluated on `facts`. */
export function explainTransitions(machineState: string, facts: FallbackFacts): EventExplanation[] {
  const byEvent = new Map<FallbackEventType, MachineGraphEdge[]>();
  for (const edge of machineGraph().edges) {
    if (edge.source !== machineState) continue;
    byEvent.set(edge.event, [...(byEvent.get(edge.event) ?? []), edge]);
  }
  return [...byEvent.entries()].map(([event, edges]) => {
    const candidates = edges.map(
      (e): CandidateTransition => ({
        target: e.target,
        ...(e.guard ? { guard: e.guard, guardDescription: e.guardDescription } : {}),
        passed: e.guard ? evaluateGuard(e.guard as FallbackGuardName, facts).passed : true,
      }),
    );
    return {
      event,
      eventDescription: FALLBACK_EVENT_DESCRIPTIONS[event],
      candidates,
      target: candidates.find((c) => c.passed)?.target ?? null,
    };
  });
}

export interface FallbackStep {
  readonly from: string;
  readonly event: FallbackEventType;
  /** The machine state after the event (unchanged when no transition passed). */
  readonly to: string;
  readonly explanation: EventExplanation | undefined;
}

/** One step of the real machine (XState's pure `transition`) from `machineState` with `facts`. */
export function stepFallback(machineState: string, facts: FallbackFacts, event: FallbackEventType): FallbackStep {
  const snapshot = fallbackMachine.resolveState({ value: machineState, context: facts });
  const [next] = transition(fallbackMachine, snapshot, { type: event });
  return {
    from: machineState,
    event,
    to: String(next.value),
    explanation: explainTransitions(machineState, facts).find((e) => e.event === event),
  };
}

/* ---------- "what if": the screen for a state, an application and a machine state ---------- */

interface WhatIf {
  readonly decision: JourneyDecision;
  readonly routing: ServerStateRouting;
}

export function whatIf(input: { state: string; heloc: Heloc; machineState: string }): WhatIf {
  const heloc = { ...input.heloc, status: { ...(input.heloc.status ?? {}), state: input.state } } as Heloc;
  return {
    decision: decideScreen({ state: input.state, heloc, machineState: input.machineState }),
    routing: serverStateRouting([input.state])[0] as ServerStateRouting,
  };
}

/* ---------- the events the journey sends ---------- */

/**
 * The event a finished step sends, by the screen it is taken from: a projection of the step table
 * (JOURNEY_STEPS), kept for the flow explorer, which thinks in screens. The app sends the event of
 * the step it ran (the row's `event`), not the one of the screen it is on.
 */
export const STEP_EVENTS: Partial<Record<AppScreenPath, FallbackEventType>> = Object.fromEntries(
  JOURNEY_STEPS.flatMap((row) => (row.screen && row.event ? [[row.screen, row.event]] : [])),
);

/**
 * The event an outcome the server reports sends, by the server state it settled in (and the
 * decline flags). States without an outcome event (waiting, or a borrower's step) return undefined.
 */
export function machineEventForServerState(
  state: string,
  status: {
    uwDecision?: string | null;
    dtiDecline?: boolean | null;
    creditScoreDecline?: boolean | null;
    creditFrozenWithPin?: boolean | null;
    datatreeNoMatch?: boolean | null;
  } = {},
): FallbackEventType | undefined {
  if (state === 'DECLINED' || status.uwDecision === 'DECLINE') {
    return status.dtiDecline ? 'dtiDecline' : status.creditScoreDecline ? 'creditScoreDecline' : 'decline';
  }
  if (status.creditFrozenWithPin && /CREDIT_LOCKED_OR_FROZEN$/.test(state)) return 'creditIncorrectPin';
  if (status.datatreeNoMatch) return 'datatreeNoMatch';
  // Own keys only: a state named like an Object.prototype member (valueOf, constructor) is unknown, not a function.
  return Object.hasOwn(SERVER_OUTCOME_EVENTS, state) ? SERVER_OUTCOME_EVENTS[state as ServerState] : undefined;
}

const SERVER_OUTCOME_EVENTS: Partial<Record<ServerState, FallbackEventType>> = {
  OFFER_SELECTION: 'offersReady',
  CREDIT_NO_MATCH: 'creditNoMatch',
  CREDIT_NO_MATCH_SSN: 'creditNoMatchSsn',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'creditLocked',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'creditLocked',
  NO_PROPERTY_FOUND: 'propertyNotFound',
  MULTIPLE_PROPERTIES: 'propertyNotFound',
  DELINQUENCY_REVIEW: 'delinquencyReview',
  ASSETS_PREQUAL: 'assetsRequired',
  LIEN_VERIFICATION: 'lienReview',
  GEN_SUMMARY_DISCLOSURE: 'summarySigning',
  EMPLOYMENT_VERIFICATION: 'employerVerification',
  IDENTITY_VERIFICATION: 'incomeVerified',
  NOTE_SIGNING: 'noteSigning',
  BPO_ORDER_REQUEST: 'bpoEscalate',
  NAV_BPO_PROCESSING: 'bpoProcessWaiting',
};

/* ---------- the live feed from a running app to the explorer ---------- */

/** The same-origin BroadcastChannel the app posts to and the explorer listens on. */
export const FLOW_CHANNEL_NAME = 'heloc-flow-explorer';

/**
 * What the app posts: machine events and snapshots (XState's inspection) and the screen decisions.
 * Names of states, events and screens only — never the application's facts or personal data.
 */
export type FlowLiveMessage =
  | { readonly kind: 'event'; readonly at: number; readonly uuid: string; readonly event: string }
  | {
      readonly kind: 'snapshot';
      readonly at: number;
      readonly uuid: string;
      readonly event: string;
      readonly machineState: string;
    }
  /**
   * The screen the borrower is on (the app's own route), sent on every route change. The live view
   * highlights this, not the machine state: the machine decides only for server states without a
   * row, so it can sit on moreProfile while the borrower is on income/review.
   */
  | {
      readonly kind: 'screen';
      readonly at: number;
      readonly uuid: string;
      readonly screen: string;
      readonly serverState: string;
    }
  | {
      readonly kind: 'decision';
      readonly at: number;
      readonly uuid: string;
      readonly serverState: string;
      readonly machineState: string;
      readonly path: string;
      readonly source: 'server' | 'machine';
      readonly reason: string;
      readonly warning?: string;
      readonly error?: string;
    };

/** Accepts only well-formed live messages (the channel is same-origin, but be strict anyway). */
export function isFlowLiveMessage(value: unknown): value is FlowLiveMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  const str = (k: string) => typeof m[k] === 'string';
  if (typeof m.at !== 'number' || !str('uuid')) return false;
  if (m.kind === 'event') return str('event');
  if (m.kind === 'snapshot') return str('event') && str('machineState');
  if (m.kind === 'screen') return str('screen') && str('serverState');
  if (m.kind === 'decision')
    return (
      str('serverState') &&
      str('machineState') &&
      str('path') &&
      (m.source === 'server' || m.source === 'machine') &&
      str('reason')
    );
  return false;
}
