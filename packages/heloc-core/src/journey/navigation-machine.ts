/**
 * Where the borrower goes inside one application (applicant-journey §4.1, decision 076): the app
 * tells the machine what it sees — what it read (the status, the polling's end, the fallback machine's
 * state) and where the borrower is (pathname and query) — and that a step succeeded; it decides with the core's
 * rules — decideScreen (state → screen, else the fallback machine), shouldRoute (when an answer moves
 * the borrower), isCompanionScreen (screens opened from the decided one) — and emits what the app does:
 * `navigate`, and the reports the journey root used to keep in refs (the state moved on, an outcome
 * for the fallback machine, the decision and the screen for the flow explorer, warnings to log).
 *
 * The read and the location come as one OBSERVED event, sent once per render in which either changed:
 * a screen that applies a step's answer and navigates itself (notary/reserve-manual) changes both at
 * once, and deciding on half of it (the old read at the new path) would send the borrower back.
 *
 * Every observation is decided afresh in `deciding` (transient), which rests in one of:
 * - `held`: the answer does not move the borrower (a pending state, or document/disclosures);
 * - `onDecided`: the borrower is on the decided screen;
 * - `onCompanion`: on a screen opened from the decided one (or a condition's) and left alone,
 *   until a step taken on it succeeds;
 * - `leaving`: elsewhere — `navigate` was emitted.
 * A step's success is recorded, not decided on: the application it returns comes as the next
 * observation, and deciding before it would send the borrower to the old decision first.
 *
 * Pure and time-free: no delays, no actors; the app performs what is emitted.
 */
import { assign, emit, enqueueActions, setup } from 'xstate';
import { machineEventForServerState } from '../explorer/explorer.js';
import type { FallbackFacts } from './fallback-guards.js';
import type { FallbackEventType } from './fallback-machine.js';
import { decideScreen, type JourneyDecision } from './journey.js';
import { withKeptQuery } from './redirects.js';
import { appScreenUrl, matchRoute, type AppScreenPath } from './routes.js';
import { isCompanionScreen, shouldRoute } from './screen-map.js';

/** One read of the application, as the journey root has it after a status answer or a machine step. */
export interface JourneyRead {
  /** The server state of the latest status answer. */
  readonly state: string;
  /** The state polling gave up in (exhaustedPollingState), or null while it has not. */
  readonly exhausted: string | null;
  /** The application (with that status) and the profile: what decideScreen and the fallback machine read. */
  readonly facts: FallbackFacts;
  /** The fallback machine's state. */
  readonly machineState: string;
}

export interface JourneyNavigationContext {
  readonly uuid: string;
  /** Where the borrower is: the path and its query (`?conditionUuid=`, `pop-webchat`). */
  readonly pathname: string;
  readonly search: string;
  /** The latest read, or null before the first. */
  readonly read: JourneyRead | null;
  /** decideScreen of the latest read. */
  readonly decision: JourneyDecision | null;
  /** A step succeeded on the screen the borrower is on: its work is done, its companion hold is lifted. */
  readonly steppedHere: boolean;
  /** What was last reported, so each report goes out once per change. */
  readonly reported: {
    readonly outcome: string | null;
    readonly decision: string | null;
    readonly diagnosis: string | null;
    readonly screen: string | null;
  };
}

/** Where the borrower is. */
export interface JourneyLocation {
  /** The application's id in the path: every target is built from it. */
  readonly uuid: string;
  readonly pathname: string;
  readonly search: string;
}

/** What the app tells the machine. */
export type JourneyNavigationEvent =
  /** What the journey root sees after a render in which the read or the location changed. */
  | ({ readonly type: 'OBSERVED' } & JourneyRead & JourneyLocation)
  /** A step's answer arrived (applyApplication); a failed step moves nobody, so it is not an event. */
  | { readonly type: 'STEP_SUCCEEDED' };

export const JOURNEY_NAVIGATION_EVENT_TYPES = [
  'OBSERVED',
  'STEP_SUCCEEDED',
] as const satisfies readonly JourneyNavigationEvent['type'][];

/** What the machine tells the app to do. */
export type JourneyNavigationEmitted =
  /** Go there, replacing the current entry (an automatic redirect keeps only pop-webchat, §2). */
  | {
      readonly type: 'navigate';
      readonly to: string;
      readonly replace: true;
      readonly state?: { readonly from: AppScreenPath; readonly uwDecision?: string | null };
    }
  /** The server state moved on: the application record has too (refetch it). */
  | { readonly type: 'stateMoved'; readonly state: string }
  /** An outcome the server settled on, for the fallback machine (machineEventForServerState). */
  | { readonly type: 'fallbackEvent'; readonly event: FallbackEventType; readonly facts: FallbackFacts }
  /** A new screen decision (the flow explorer's live view). */
  | { readonly type: 'decided'; readonly decision: JourneyDecision; readonly machineState: string }
  /** The decision's warning or error changed: log them. */
  | { readonly type: 'diagnosed'; readonly warning?: string; readonly error?: string }
  /** The catalogued screen the borrower is on, or the server state, changed (the flow explorer). */
  | { readonly type: 'screenShown'; readonly screen: AppScreenPath; readonly serverState: string };

export type JourneyNavigationState = 'idle' | 'held' | 'onDecided' | 'onCompanion' | 'leaving';

/* ---------- what the context says, through the core's rules ---------- */

const currentScreen = (c: JourneyNavigationContext): AppScreenPath | null => {
  const route = matchRoute(c.pathname);
  return route?.area === 'app' ? route.screen : null;
};

const conditionUuid = (c: JourneyNavigationContext) => new URLSearchParams(c.search).get('conditionUuid');

/** The full path of the decided screen ('/' is the site root). */
const targetPath = (c: JourneyNavigationContext): string | null => {
  if (!c.decision) return null;
  return c.decision.path === '/' ? '/' : appScreenUrl(c.uuid, c.decision.path);
};

const routeNow = (c: JourneyNavigationContext): boolean =>
  c.read !== null &&
  c.decision !== null &&
  shouldRoute({
    state: c.decision.state,
    uwDecision: c.read.facts.heloc.status?.uwDecision,
    currentScreen: currentScreen(c),
    pollingExhausted: c.read.exhausted !== null,
  });

/** The machine's state as one name. */
export function journeyNavigationState(value: unknown): JourneyNavigationState {
  return String(value) as JourneyNavigationState;
}

export const journeyNavigationMachine = setup({
  types: {
    context: {} as JourneyNavigationContext,
    events: {} as JourneyNavigationEvent,
    emitted: {} as JourneyNavigationEmitted,
  },
  guards: {
    /** The answer does not move the borrower (shouldRoute). */
    routingHeld: ({ context }) => !routeNow(context),
    isOnDecidedScreen: ({ context }) => context.pathname === targetPath(context),
    /** Opened from the decided screen, or a condition's, and no step has succeeded on it since. */
    isOnCompanionScreen: ({ context }) =>
      !context.steppedHere &&
      context.decision !== null &&
      isCompanionScreen(context.decision.path, currentScreen(context), conditionUuid(context)),
    serverStateMoved: ({ context, event }) =>
      event.type === 'OBSERVED' && context.read !== null && context.read.state !== event.state,
  },
  actions: {
    recordObservation: assign(({ context, event }) => {
      if (event.type !== 'OBSERVED') return {};
      const read: JourneyRead = {
        state: event.state,
        exhausted: event.exhausted,
        facts: event.facts,
        machineState: event.machineState,
      };
      const decision = decideScreen({
        state: read.exhausted ?? read.state,
        heloc: read.facts.heloc,
        machineState: read.machineState,
      });
      // A new visit: a step taken on an earlier visit to this or another screen no longer counts.
      const steppedHere = context.steppedHere && event.pathname === context.pathname;
      return { read, decision, uuid: event.uuid, pathname: event.pathname, search: event.search, steppedHere };
    }),
    markStepped: assign({ steppedHere: true }),
    announceStateMoved: emit(({ event }) => ({
      type: 'stateMoved' as const,
      state: event.type === 'OBSERVED' ? event.state : '',
    })),
    /** The decision, its warnings and the screen, each reported once per change. */
    reportDecision: enqueueActions(({ context, enqueue }) => {
      const { decision, read } = context;
      if (!decision || !read) return;
      const reported = { ...context.reported };
      const decisionKey = `${decision.state}|${read.machineState}|${decision.path}|${decision.reason}`;
      if (decisionKey !== reported.decision) {
        reported.decision = decisionKey;
        enqueue.emit({ type: 'decided', decision, machineState: read.machineState });
      }
      const diagnosisKey = `${decision.warning ?? ''}|${decision.error ?? ''}`;
      if (diagnosisKey !== reported.diagnosis) {
        reported.diagnosis = diagnosisKey;
        if (decision.warning || decision.error)
          enqueue.emit({
            type: 'diagnosed',
            ...(decision.warning ? { warning: decision.warning } : {}),
            ...(decision.error ? { error: decision.error } : {}),
          });
      }
      const screen = currentScreen(context);
      const screenKey = `${screen ?? ''}|${read.state}`;
      if (screenKey !== reported.screen) {
        reported.screen = screenKey;
        if (screen) enqueue.emit({ type: 'screenShown', screen, serverState: read.state });
      }
      enqueue.assign({ reported });
    }),
    /** An outcome the server settled on is an event for the fallback machine too, once per state and event. */
    reportOutcome: enqueueActions(({ context, enqueue }) => {
      const { read } = context;
      if (!read) return;
      const event = machineEventForServerState(read.state, read.facts.heloc.status ?? {});
      const key = `${read.state}:${event ?? ''}`;
      if (!event || key === context.reported.outcome) return;
      enqueue.assign({ reported: { ...context.reported, outcome: key } });
      enqueue.emit({ type: 'fallbackEvent', event, facts: read.facts });
    }),
    navigateToDecided: emit(({ context }) => {
      const decision = context.decision as JourneyDecision;
      return {
        type: 'navigate' as const,
        // pop-webchat is the one parameter carried across an automatic redirect (§2).
        to: withKeptQuery(targetPath(context) as string, context.search),
        replace: true as const,
        ...(decision.from ? { state: { from: decision.from, uwDecision: decision.uwDecision } } : {}),
      };
    }),
  },
}).createMachine({
  id: 'journeyNavigation',
  initial: 'idle',
  context: {
    uuid: '',
    pathname: '',
    search: '',
    read: null,
    decision: null,
    steppedHere: false,
    reported: { outcome: null, decision: null, diagnosis: null, screen: null },
  },
  on: {
    OBSERVED: [
      { guard: 'serverStateMoved', target: '.deciding', actions: ['announceStateMoved', 'recordObservation'] },
      { target: '.deciding', actions: 'recordObservation' },
    ],
    STEP_SUCCEEDED: { actions: 'markStepped' },
  },
  states: {
    /** Nothing seen yet. */
    idle: {},
    deciding: {
      entry: 'reportDecision',
      always: [
        { guard: 'routingHeld', target: 'held' },
        { guard: 'isOnDecidedScreen', target: 'onDecided', actions: 'reportOutcome' },
        { guard: 'isOnCompanionScreen', target: 'onCompanion', actions: 'reportOutcome' },
        { target: 'leaving', actions: ['navigateToDecided', 'reportOutcome'] },
      ],
    },
    held: {},
    onDecided: {},
    onCompanion: {},
    leaving: {},
  },
});
