import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_EVENT_TYPES } from '../journey/fallback-machine.js';
import {
  EVENT_WORDS,
  FROM_ANY_NODE,
  FROM_ANY_STEP_EVENTS,
  HAPPY_PATH,
  JOURNEY_PHASES,
  SCREEN_WORDS,
  STATE_WORDS,
  fallbackPhasedGraph,
  groupByPhase,
  phaseNodeId,
  pipelinePhasedGraph,
  placeOfScreen,
  screenWords,
  type JourneyPhase,
} from './journey-map.js';
import { fallbackMachineGraph } from './machine-graph.js';
import { FALLBACK_MACHINE_STATES } from '../journey/machine-screen.js';
import { allAppScreenPaths, APP_SCREEN_PATHS, FALLBACK_ONLY_PATHS } from '../journey/routes.js';

const graph = fallbackMachineGraph();
const phased = fallbackPhasedGraph(graph);

describe('plain words', () => {
  // The tables are typed as complete records; these also catch a state, event or screen added to a
  // list the type is not derived from, and an empty or duplicated name.
  it('names every machine state, in a phase', () => {
    for (const state of FALLBACK_MACHINE_STATES) {
      expect(STATE_WORDS[state]?.name, state).toMatch(/\S/);
      expect(JOURNEY_PHASES).toContain(STATE_WORDS[state].phase);
    }
    expect(Object.keys(STATE_WORDS).sort()).toEqual([...FALLBACK_MACHINE_STATES].sort());
  });
  it('names every machine event', () => {
    for (const event of FALLBACK_EVENT_TYPES) expect(EVENT_WORDS[event], event).toMatch(/\S/);
    expect(Object.keys(EVENT_WORDS).sort()).toEqual([...FALLBACK_EVENT_TYPES].sort());
  });
  it('names every catalogued screen, concrete paths included', () => {
    expect(Object.keys(SCREEN_WORDS).sort()).toEqual([...APP_SCREEN_PATHS, ...FALLBACK_ONLY_PATHS].sort());
    for (const screen of allAppScreenPaths()) expect(screenWords(screen)?.name, screen).toMatch(/\S/);
    // A fixed path wins over the pattern it also matches.
    expect(screenWords('income/upload/MANUAL_PAYSTUB')?.name).toBe('Upload paystubs');
    expect(screenWords('income/upload/W2')?.name).toBe('Upload income documents');
    expect(screenWords('nowhere/at-all')).toBeUndefined();
  });
  it('gives no two machine states of one phase the same name unless they show one screen', () => {
    const seen = new Map<string, string>();
    for (const s of FALLBACK_MACHINE_STATES) {
      const key = `${STATE_WORDS[s].phase}:${STATE_WORDS[s].name}`;
      expect(seen.get(key), `${s} and ${seen.get(key)}`).toBeUndefined();
      seen.set(key, s);
    }
  });
});

describe('happy path and "from any step"', () => {
  it('the happy path is a walk of the machine from its start to funded', () => {
    expect(HAPPY_PATH[0]).toBe(graph.nodes.find((n) => n.initial)?.id);
    expect(HAPPY_PATH.at(-1)).toBe('complete');
    for (let i = 1; i < HAPPY_PATH.length; i++) {
      expect(
        graph.edges.some((e) => e.source === HAPPY_PATH[i - 1] && e.target === HAPPY_PATH[i]),
        `${HAPPY_PATH[i - 1]} → ${HAPPY_PATH[i]}`,
      ).toBe(true);
    }
  });
  it('each "from any step" event leaves from at least five states', () => {
    for (const event of FROM_ANY_STEP_EVENTS)
      expect(
        new Set(graph.edges.filter((e) => e.event === event).map((e) => e.source)).size,
        event,
      ).toBeGreaterThanOrEqual(5);
  });
});

const arbExpanded = fc.subarray([...JOURNEY_PHASES]).map((p) => new Set<JourneyPhase>(p));

describe('groupByPhase', () => {
  it('all collapsed: one node per phase plus the group, far fewer edges than the machine', () => {
    const map = groupByPhase(phased, new Set());
    expect(map.nodes.map((n) => n.id)).toEqual([...JOURNEY_PHASES.map(phaseNodeId), FROM_ANY_NODE]);
    expect(map.edges.length).toBeLessThan(20);
    expect(graph.edges.length).toBeGreaterThan(150);
    // The declines are drawn once, from the group.
    expect(
      map.edges
        .filter((e) => e.target === phaseNodeId('holds') && e.source !== FROM_ANY_NODE)
        .every((e) => !e.name.startsWith('Declined')),
    ).toBe(true);
    expect(map.edges.find((e) => e.source === FROM_ANY_NODE && e.target === phaseNodeId('holds'))?.codes).toEqual(
      expect.arrayContaining(['decline [isDeclined]']),
    );
  });
  it('keeps every transition between different places, once; drops only those inside a collapsed phase', () => {
    fc.assert(
      fc.property(arbExpanded, (expanded) => {
        const map = groupByPhase(phased, expanded);
        const ids = new Set(map.nodes.map((n) => n.id));
        const drawn = map.edges.flatMap((e) => e.members);
        expect(new Set(drawn).size).toBe(drawn.length);
        for (const e of map.edges) {
          expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
          expect(e.source).not.toBe(e.target);
        }
        const placeOf = (id: string) =>
          expanded.has(STATE_WORDS[id as keyof typeof STATE_WORDS].phase)
            ? id
            : phaseNodeId(STATE_WORDS[id as keyof typeof STATE_WORDS].phase);
        for (const e of phased.edges) {
          const from = e.fromAny ? FROM_ANY_NODE : placeOf(e.source);
          const lost = e.source === e.target || from === placeOf(e.target);
          expect(drawn.includes(e.id), e.id).toBe(!lost);
        }
      }),
    );
  });
  it('an expanded phase holds its states, each inside it', () => {
    const map = groupByPhase(phased, new Set(['verification']));
    const states = map.nodes.filter((n) => n.kind === 'state');
    expect(states.map((n) => n.id).sort()).toEqual(
      FALLBACK_MACHINE_STATES.filter((s) => STATE_WORDS[s].phase === 'verification').sort(),
    );
    expect(states.every((n) => n.kind === 'state' && n.parent === phaseNodeId('verification'))).toBe(true);
    expect(map.edges.find((e) => e.source === 'incomeReview' && e.target === 'docVerify')).toMatchObject({
      name: 'Income verified',
      happy: true,
    });
  });
});

describe('placeOfScreen (what the live view highlights)', () => {
  it('every screen of an application has a place: its phase, and its states when the machine shows it', () => {
    for (const screen of allAppScreenPaths()) {
      const place = placeOfScreen(screen);
      expect(place, screen).toBeDefined();
      expect(JOURNEY_PHASES).toContain(place?.phase);
    }
  });
  it('the screen the borrower is on, not the machine state: income/review is incomeReview', () => {
    expect(placeOfScreen('income/review')?.states).toEqual(['incomeReview']);
    // A companion screen (an upload opened from income/review) is drawn on the state it was opened from.
    expect(placeOfScreen('income/upload/W2')?.states).toContain('incomeReview');
    expect(placeOfScreen('start/contact')?.states).toEqual(['moreProfile']);
    expect(placeOfScreen('bpo/estimate-value')).toMatchObject({ states: [], phase: 'onboarding' });
  });
});

describe('pipelinePhasedGraph', () => {
  const lifecycle = {
    initial: 'COLLECT_PROFILE_INFO',
    nodes: [
      { id: 'COLLECT_PROFILE_INFO' },
      { id: 'WAITING_FOR_SOFT_CREDIT' },
      { id: 'OFFER_SELECTION' },
      { id: 'DECLINED' },
      { id: 'CANCELLED' },
    ],
    edges: [
      { from: '*', event: 'cancel', to: 'CANCELLED', actions: ['recordCancel'] },
      { from: 'COLLECT_PROFILE_INFO', event: 'profile', to: 'WAITING_FOR_SOFT_CREDIT', actions: [] },
      { from: 'WAITING_FOR_SOFT_CREDIT', event: 'resolve', guard: 'isDecline', to: 'DECLINED', actions: [] },
      { from: 'WAITING_FOR_SOFT_CREDIT', event: 'resolve', to: 'OFFER_SELECTION', actions: [] },
      { from: 'OFFER_SELECTION', event: 'resolve', to: 'OFFER_SELECTION', actions: [], waits: true as const },
    ],
  };
  it('names server states after their screen, puts waiting states in the phase they lead to, and draws withdrawing once', () => {
    const g = pipelinePhasedGraph(lifecycle, ['COLLECT_PROFILE_INFO', 'WAITING_FOR_SOFT_CREDIT', 'OFFER_SELECTION']);
    expect(g.nodes.find((n) => n.id === 'OFFER_SELECTION')).toMatchObject({
      name: 'Choose an offer',
      phase: 'offers',
      happy: true,
    });
    expect(g.nodes.find((n) => n.id === 'WAITING_FOR_SOFT_CREDIT')).toMatchObject({
      name: 'Server working',
      phase: 'onboarding',
    });
    expect(g.edges.find((e) => e.source === FROM_ANY_NODE)).toMatchObject({
      name: 'Borrower withdraws',
      target: 'CANCELLED',
      fromAny: true,
    });
    expect(g.edges.filter((e) => e.target === 'OFFER_SELECTION' && e.source === 'OFFER_SELECTION')).toEqual([]);
    expect(g.edges.find((e) => e.target === 'DECLINED')).toMatchObject({ fromAny: true, code: 'resolve [isDecline]' });
  });
});
