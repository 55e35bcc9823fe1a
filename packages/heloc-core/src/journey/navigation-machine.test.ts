import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyValue } from 'xstate/graph';
import { BASE_PATH } from '../constants.js';
import type { FallbackFacts } from './fallback-guards.js';
import { decideScreen } from './journey.js';
import { screenForMachineState } from './machine-screen.js';
import { keepOnlyPopWebchat } from './redirects.js';
import { allAppScreenPaths, appScreenUrl, matchRoute } from './routes.js';
import { COMPANION_SCREENS, isCompanionScreen, serverStateRule, shouldRoute } from './screen-map.js';
import { serverStateKind } from './server-states.js';
import { arbFallbackFacts, arbMachineState, arbSearch, arbServerState, arbPathname } from '../testing/arbitraries.js';
import {
  JOURNEY_NAVIGATION_EVENT_TYPES,
  journeyNavigationMachine,
  journeyNavigationState,
  type JourneyNavigationEmitted,
  type JourneyNavigationEvent,
  type JourneyNavigationState,
  type JourneyLocation,
  type JourneyRead,
} from './navigation-machine.js';

type Snap = SnapshotFrom<typeof journeyNavigationMachine>;

const UUID = '6f1c0c1e-3b9a-4a43-9a4c-0d8f3f1d2e11';
const pathOf = (screen: string) => `${BASE_PATH}/${UUID}/${screen}`;

const factsIn = (state: string, status: Record<string, unknown> = {}): FallbackFacts => ({
  heloc: { uuid: UUID, status: { state, ...status } },
  profile: {},
});
const read = (state: string, machineState = 'profile', status: Record<string, unknown> = {}): JourneyRead => ({
  state,
  exhausted: null,
  facts: factsIn(state, status),
  machineState,
});
/** The root's observation: the borrower on `screen` (with `search`), after reading `r`. */
const seen = (screen: string, r: JourneyRead, search = ''): JourneyNavigationEvent => ({
  type: 'OBSERVED',
  ...r,
  uuid: UUID,
  pathname: pathOf(screen),
  search,
});
const STEP: JourneyNavigationEvent = { type: 'STEP_SUCCEEDED' };

/** income/review, from the table. */
const INCOME = read('INCOME_VERIFICATION');
/** credit/social, from the table, with an outcome for the fallback machine (creditNoMatch). */
const CREDIT = read('CREDIT_NO_MATCH');
/** A state without a row: the fallback machine's paystub screen (income/upload/MANUAL_PAYSTUB). */
const PAYSTUB = read('NOT_A_KNOWN_STATE', 'manualPaystubUpload');
/** Still pending: nobody moves. */
const WAITING = read('WAITING_FOR_UNDERWRITING');

/** Every observation of these reads on these screens (one for each answer of the guards), and a step. */
const EVENTS: JourneyNavigationEvent[] = [
  ...[INCOME, CREDIT, PAYSTUB, WAITING].flatMap((r) =>
    ['income/review', 'income/upload/MANUAL_PAYSTUB', 'credit/social', 'bank/disburse', 'document/disclosures'].map(
      (screen) => seen(screen, r),
    ),
  ),
  STEP,
];

const stateOf = (s: Snap) => journeyNavigationState(s.value);
const keyOf = (s: Snap) =>
  [stateOf(s), s.context.pathname, s.context.read?.state, s.context.read?.machineState, s.context.steppedHere].join(
    '|',
  );
const traversal = { events: EVENTS, serializeState: keyOf };
const paths = getShortestPaths(journeyNavigationMachine, traversal);

const RESTING: JourneyNavigationState[] = ['idle', 'held', 'onDecided', 'onCompanion', 'leaving'];

/** Runs events through a started actor and returns what it emitted. */
function run(events: readonly JourneyNavigationEvent[]) {
  const actor = createActor(journeyNavigationMachine);
  const emitted: JourneyNavigationEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  for (const e of events) actor.send(e);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { emitted, snapshot, state: stateOf(snapshot) };
}
const navigations = (emitted: JourneyNavigationEmitted[]) => emitted.filter((e) => e.type === 'navigate');

describe('journeyNavigationMachine — model-based (xstate/graph)', () => {
  it('starts idle', () => {
    const [start] = initialTransition(journeyNavigationMachine);
    expect(stateOf(start)).toBe('idle');
  });

  it('reaches every resting state, and never rests in deciding', () => {
    const reached = new Set(paths.map((p) => stateOf(p.state as Snap)));
    expect([...reached].sort()).toEqual([...RESTING].sort());
    expect(Object.keys(journeyNavigationMachine.root.states).sort()).toEqual([...RESTING, 'deciding'].sort());
  });

  it('takes every event from every resting state to every state it can lead to', () => {
    // Typed by hand: getAdjacencyMap's logic type does not carry a machine's emitted events.
    const adjacency = getAdjacencyMap<Snap, JourneyNavigationEvent, undefined>(
      journeyNavigationMachine as never,
      traversal,
    );
    const taken = new Set<string>();
    for (const { state, transitions } of Object.values(adjacency) as AdjacencyValue<Snap, JourneyNavigationEvent>[])
      for (const { event, state: next } of Object.values(transitions))
        taken.add(`${stateOf(state as Snap)} --${event.type}--> ${stateOf(next as Snap)}`);
    const deciding = ['held', 'onDecided', 'onCompanion', 'leaving'];
    const expected = [
      ...deciding.map((to) => `idle --OBSERVED--> ${to}`),
      'idle --STEP_SUCCEEDED--> idle',
      ...deciding.flatMap((from) => [
        ...deciding.map((to) => `${from} --OBSERVED--> ${to}`),
        `${from} --STEP_SUCCEEDED--> ${from}`,
      ]),
    ];
    expect([...taken].sort()).toEqual([...new Set(expected)].sort());
  });

  it('uses every event type it declares, every guard and every action it names', () => {
    const used = { events: new Set<string>(), guards: new Set<string>(), actions: new Set<string>() };
    const names = (x: unknown): string[] =>
      (Array.isArray(x) ? x : x === undefined ? [] : [x]).map((a) =>
        typeof a === 'string' ? a : String((a as { type: string }).type),
      );
    for (const node of [journeyNavigationMachine.root, ...Object.values(journeyNavigationMachine.root.states)]) {
      for (const a of names(node.entry)) used.actions.add(a);
      for (const [event, ts] of [...node.transitions, ['', node.always ?? []] as const])
        for (const t of ts) {
          if (event) used.events.add(event);
          for (const g of names(t.guard)) used.guards.add(g);
          for (const a of names(t.actions)) used.actions.add(a);
        }
    }
    expect([...used.events].sort()).toEqual([...JOURNEY_NAVIGATION_EVENT_TYPES].sort());
    expect([...used.guards].sort()).toEqual(Object.keys(journeyNavigationMachine.implementations.guards).sort());
    expect([...used.actions].sort()).toEqual(Object.keys(journeyNavigationMachine.implementations.actions).sort());
  });
});

describe('journeyNavigationMachine — each transition', () => {
  it('idle until the first observation; a step before it decides nothing', () => {
    const { state, emitted } = run([STEP]);
    expect(state).toBe('idle');
    expect(emitted).toEqual([]);
  });

  it('the first observation decides: elsewhere → navigate to the decided screen, replacing, keeping only pop-webchat', () => {
    const { state, emitted } = run([seen('bank/disburse', INCOME, '?pop-webchat=1&x=2')]);
    expect(state).toBe('leaving');
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', to: `${appScreenUrl(UUID, 'income/review')}?pop-webchat=1`, replace: true },
    ]);
  });

  it('a pending answer holds the borrower where they are', () => {
    const { state, emitted } = run([seen('bank/disburse', WAITING)]);
    expect(state).toBe('held');
    expect(navigations(emitted)).toEqual([]);
  });

  it('document/disclosures holds the borrower whatever the answer', () => {
    const { state, emitted } = run([seen('document/disclosures', CREDIT)]);
    expect(state).toBe('held');
    expect(navigations(emitted)).toEqual([]);
  });

  it('on the decided screen: no navigation', () => {
    const { state, emitted } = run([seen('income/review', INCOME)]);
    expect(state).toBe('onDecided');
    expect(navigations(emitted)).toEqual([]);
  });

  it('a companion screen is left alone, and arriving there from the decided one moves nobody', () => {
    const { state, emitted } = run([seen('income/review', INCOME), seen('income/upload/MANUAL_PAYSTUB', INCOME)]);
    expect(state).toBe('onCompanion');
    expect(navigations(emitted)).toEqual([]);
  });

  it('a step succeeding on a companion screen lifts the hold: the next observation moves the borrower on', () => {
    const stepped = run([seen('income/upload/MANUAL_PAYSTUB', INCOME), STEP]);
    // Recorded, not decided: the step's application comes with the next observation.
    expect(stepped.state).toBe('onCompanion');
    expect(navigations(stepped.emitted)).toEqual([]);
    // The step's answer: the same state, a new application record.
    const answer = read('INCOME_VERIFICATION');
    const { state, emitted } = run([
      seen('income/upload/MANUAL_PAYSTUB', INCOME),
      STEP,
      seen('income/upload/MANUAL_PAYSTUB', answer),
    ]);
    expect(state).toBe('leaving');
    expect(navigations(emitted).map((e) => e.to)).toEqual([appScreenUrl(UUID, 'income/review')]);
  });

  it('a step taken on an earlier visit no longer counts once the borrower moves', () => {
    const { state, emitted } = run([
      seen('income/upload/MANUAL_PAYSTUB', INCOME),
      STEP,
      seen('income/upload/TRUV_PAYROLL', INCOME),
      seen('income/upload/MANUAL_PAYSTUB', INCOME),
    ]);
    expect(state).toBe('onCompanion');
    expect(navigations(emitted)).toEqual([]);
  });

  it('a screen that applies its answer and moves on itself is decided once, at its new place (notary/reserve-manual)', () => {
    // The answer (now NOTARY_WAITING_PERIOD → notary/intro) and the screen's own move to notary/intro
    // arrive in one render: deciding the old read at the new path would send the borrower back.
    const answer = read('NOTARY_WAITING_PERIOD');
    const { state, emitted } = run([seen('income/review', INCOME), STEP, seen('notary/intro', answer)]);
    expect(state).toBe('onDecided');
    expect(navigations(emitted)).toEqual([]);
  });

  it('a move of the server state is announced once, from the second read on', () => {
    const { emitted } = run([
      seen('income/review', INCOME),
      seen('income/review', INCOME),
      seen('income/review', CREDIT),
      seen('credit/social', CREDIT),
    ]);
    expect(emitted.filter((e) => e.type === 'stateMoved')).toEqual([{ type: 'stateMoved', state: 'CREDIT_NO_MATCH' }]);
  });

  it('an outcome the server settled on goes to the fallback machine once, and only when it routes', () => {
    const held = run([seen('document/disclosures', CREDIT)]);
    expect(held.emitted.filter((e) => e.type === 'fallbackEvent')).toEqual([]);
    const { emitted } = run([
      seen('credit/social', CREDIT),
      seen('credit/social', CREDIT),
      seen('bank/disburse', CREDIT),
    ]);
    expect(emitted.filter((e) => e.type === 'fallbackEvent')).toEqual([
      { type: 'fallbackEvent', event: 'creditNoMatch', facts: CREDIT.facts },
    ]);
  });

  it('reports each new decision, its warnings and the screen once per change', () => {
    const { emitted } = run([
      seen('income/upload/MANUAL_PAYSTUB', PAYSTUB),
      seen('income/upload/MANUAL_PAYSTUB', PAYSTUB),
      seen('income/review', PAYSTUB),
    ]);
    expect(emitted.filter((e) => e.type === 'decided').map((e) => e.decision.path)).toEqual([
      'income/upload/MANUAL_PAYSTUB',
    ]);
    expect(emitted.filter((e) => e.type === 'diagnosed')).toEqual([
      { type: 'diagnosed', warning: 'No screen for server state "NOT_A_KNOWN_STATE"; using the fallback machine.' },
    ]);
    expect(emitted.filter((e) => e.type === 'screenShown').map((e) => e.screen)).toEqual([
      'income/upload/MANUAL_PAYSTUB',
      'income/review',
    ]);
  });

  it('carries where the offer selection came from (signing/intro) on the navigation', () => {
    const offer = read('OFFER_SELECTION', 'profile', { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVE' });
    const { emitted } = run([seen('bank/disburse', offer)]);
    expect(navigations(emitted)[0]?.state).toEqual({ from: 'signing/intro', uwDecision: 'APPROVE' });
  });

  it('is pure: the same events give the same snapshot', () => {
    const events = [seen('income/review', INCOME), seen('income/review', CREDIT)];
    const replay = () =>
      events.reduce(
        (s, e) => transition(journeyNavigationMachine, s, e)[0],
        initialTransition(journeyNavigationMachine)[0],
      );
    const [one, two] = [replay(), replay()];
    expect(one.context).toEqual(two.context);
    expect(stateOf(one)).toBe('leaving');
  });
});

/* ---------- properties ---------- */

const arbRead: fc.Arbitrary<JourneyRead> = fc
  .record({
    state: arbServerState,
    exhausted: fc.option(arbServerState, { nil: null }),
    facts: arbFallbackFacts,
    machineState: arbMachineState,
  })
  .map(({ state, exhausted, facts, machineState }) => ({
    state,
    exhausted,
    facts: { ...facts, heloc: { ...facts.heloc, status: { ...facts.heloc.status, state } } },
    machineState,
  }));

/** Screens of this application (companions included) most of the time, any path now and then. */
const companionScreens = Object.values(COMPANION_SCREENS).flatMap((ps) =>
  ps.map((p) => p.replace(':type', 'MANUAL_PAYSTUB')),
);
const arbLocation: fc.Arbitrary<JourneyLocation> = fc
  .tuple(
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...allAppScreenPaths()) },
      // Where the holds are: companions of some decided screen, and the conditions beside the journey.
      { weight: 2, arbitrary: fc.constantFrom(...companionScreens, 'conditions', 'identity') },
      { weight: 1, arbitrary: arbPathname.map((p) => `//${p}`) },
    ),
    fc.oneof(arbSearch, fc.constantFrom('?conditionUuid=c-1', '?pop-webchat=1&conditionUuid=c-2')),
  )
  .map(([screen, search]) => ({
    uuid: UUID,
    pathname: screen.startsWith('//') ? screen.slice(1) : `${BASE_PATH}/${UUID}/${screen}`,
    search,
  }));

type Change =
  | { readonly kind: 'read'; readonly read: JourneyRead }
  | { readonly kind: 'move'; readonly location: JourneyLocation }
  | { readonly kind: 'both'; readonly read: JourneyRead; readonly location: JourneyLocation }
  | { readonly kind: 'step' };

/** A first observation, then renders in which the read, the location or both changed, and steps. */
const arbEvents: fc.Arbitrary<JourneyNavigationEvent[]> = fc
  .tuple(
    arbRead,
    arbLocation,
    fc.array<Change>(
      fc.oneof(
        { weight: 3, arbitrary: arbRead.map((read) => ({ kind: 'read' as const, read })) },
        { weight: 3, arbitrary: arbLocation.map((location) => ({ kind: 'move' as const, location })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(arbRead, arbLocation)
            .map(([read, location]) => ({ kind: 'both' as const, read, location })),
        },
        { weight: 2, arbitrary: fc.constant({ kind: 'step' as const }) },
      ),
      { maxLength: 12 },
    ),
  )
  .map(([firstRead, firstLocation, changes]) => {
    let current = { ...firstRead, ...firstLocation };
    const events: JourneyNavigationEvent[] = [{ type: 'OBSERVED', ...current }];
    for (const change of changes) {
      if (change.kind === 'step') {
        events.push({ type: 'STEP_SUCCEEDED' });
        continue;
      }
      if (change.kind !== 'move') current = { ...current, ...change.read };
      if (change.kind !== 'read') current = { ...current, ...change.location };
      events.push({ type: 'OBSERVED', ...current });
    }
    return events;
  });

/** Runs the events one by one, with what the borrower's situation was before each emission. */
function trace(events: readonly JourneyNavigationEvent[]) {
  const actor = createActor(journeyNavigationMachine);
  const seen: {
    emitted: JourneyNavigationEmitted;
    last: JourneyRead | null;
    pathname: string;
    search: string;
    steppedHere: boolean;
  }[] = [];
  // The test's own bookkeeping of "a step succeeded here since the borrower arrived".
  let pathname = '';
  let search = '';
  let steppedHere = false;
  let last: JourneyRead | null = null;
  actor.on('*', (emitted) => seen.push({ emitted, last, pathname, search, steppedHere }));
  actor.start();
  for (const e of events) {
    if (e.type === 'OBSERVED') {
      if (e.pathname !== pathname) steppedHere = false;
      ({ pathname, search } = e);
      last = e;
    }
    if (e.type === 'STEP_SUCCEEDED') steppedHere = true;
    actor.send(e);
  }
  actor.stop();
  return seen;
}

/** The screens the table (or, with no row, the fallback machine) allows for a read. */
function allowedScreens(r: JourneyRead): string[] {
  const state = r.exhausted ?? r.state;
  const declinedWhilePending = r.facts.heloc.status?.uwDecision === 'DECLINE' && serverStateKind(state) === 'pending';
  const rule = serverStateRule(declinedWhilePending ? 'DECLINED' : state);
  if (rule) return rule.variants.map((v) => v.path);
  return [screenForMachineState(r.machineState, r.facts.heloc).path];
}

const screenOf = (pathname: string) => {
  const route = matchRoute(pathname);
  return route?.area === 'app' ? route.screen : null;
};

describe('journeyNavigationMachine — properties', () => {
  it('never sends the borrower to a screen the state → screen table (or the fallback machine) would not allow', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        for (const { emitted, last } of trace(events)) {
          if (emitted.type !== 'navigate') continue;
          expect(last).not.toBeNull();
          const path = emitted.to.split('?')[0] as string;
          const screen = path === '/' ? '/' : screenOf(path);
          expect(allowedScreens(last as JourneyRead)).toContain(screen);
        }
      }),
    );
  });

  it('never leaves a companion screen while its reason holds (no step succeeded on it since arriving)', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        for (const { emitted, last, pathname, search, steppedHere } of trace(events)) {
          if (emitted.type !== 'navigate' || !last) continue;
          const decided = emitted.to.split('?')[0] as string;
          const decidedScreen = decided === '/' ? '/' : (screenOf(decided) as string);
          const conditionUuid = new URLSearchParams(search).get('conditionUuid');
          if (!steppedHere) expect(isCompanionScreen(decidedScreen, screenOf(pathname), conditionUuid)).toBe(false);
        }
      }),
    );
  });

  it('navigates after each read or move exactly when the answer routes, the borrower is elsewhere and no companion hold applies', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        const actor = createActor(journeyNavigationMachine);
        let sent: Extract<JourneyNavigationEmitted, { type: 'navigate' }>[] = [];
        actor.on('navigate', (e) => sent.push(e));
        actor.start();
        let pathname = '';
        let search = '';
        let steppedHere = false;
        let last: JourneyRead | null = null;
        for (const e of events) {
          if (e.type === 'OBSERVED') {
            if (e.pathname !== pathname) steppedHere = false;
            ({ pathname, search } = e);
            last = e;
          }
          if (e.type === 'STEP_SUCCEEDED') steppedHere = true;
          sent = [];
          actor.send(e);
          if (!last || e.type === 'STEP_SUCCEEDED') {
            expect(sent).toEqual([]);
            continue;
          }
          const decision = decideScreen({
            state: last.exhausted ?? last.state,
            heloc: last.facts.heloc,
            machineState: last.machineState,
          });
          const target = decision.path === '/' ? '/' : appScreenUrl(UUID, decision.path);
          const conditionUuid = new URLSearchParams(search).get('conditionUuid');
          const expected =
            shouldRoute({
              state: decision.state,
              uwDecision: last.facts.heloc.status?.uwDecision,
              currentScreen: screenOf(pathname),
              pollingExhausted: last.exhausted !== null,
            }) &&
            pathname !== target &&
            !(!steppedHere && isCompanionScreen(decision.path, screenOf(pathname), conditionUuid));
          expect(sent.map((n) => n.to.split('?')[0])).toEqual(expected ? [target] : []);
        }
        actor.stop();
      }),
      { numRuns: 500 },
    );
  });

  it('moves nobody while the answer does not route, nor to where they already are; keeps only pop-webchat', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        for (const { emitted, last, pathname, search } of trace(events)) {
          if (emitted.type !== 'navigate' || !last) continue;
          const state = last.exhausted ?? last.state;
          expect(
            shouldRoute({
              state,
              uwDecision: last.facts.heloc.status?.uwDecision,
              currentScreen: screenOf(pathname),
              pollingExhausted: last.exhausted !== null,
            }),
          ).toBe(true);
          const [path, query = ''] = emitted.to.split('?');
          expect(path).not.toBe(pathname);
          expect(query ? `?${query}` : '').toBe(keepOnlyPopWebchat(search));
        }
      }),
    );
  });

  it('announces a move of the server state exactly when it moved, and an outcome never twice in a row', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        const seen = trace(events);
        const reads = events.filter((e) => e.type === 'OBSERVED');
        const moves = reads.slice(1).filter((r, i) => r.state !== reads[i]?.state);
        expect(seen.filter((s) => s.emitted.type === 'stateMoved').map((s) => s.emitted)).toEqual(
          moves.map((r) => ({ type: 'stateMoved', state: r.state })),
        );
        const outcomes = seen.flatMap((s) =>
          s.emitted.type === 'fallbackEvent' ? [`${s.last?.state}:${s.emitted.event}`] : [],
        );
        outcomes.slice(1).forEach((o, i) => expect(o).not.toBe(outcomes[i]));
      }),
    );
  });
});
