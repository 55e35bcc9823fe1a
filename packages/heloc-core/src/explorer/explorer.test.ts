import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbFallbackFacts, arbHeloc, arbMachineState, arbServerState } from '../testing/arbitraries.js';
import { FALLBACK_EVENT_TYPES } from '../journey/fallback-machine.js';
import { decideScreen } from '../journey/journey.js';
import {
  explainTransitions,
  isFallbackMachineState,
  isFlowLiveMessage,
  machineEventForServerState,
  serverStateRouting,
  STEP_EVENTS,
  stepFallback,
  whatIf,
} from './explorer.js';
import { fallbackMachineGraph } from './machine-graph.js';
import { MACHINE_STATE_SCREENS } from '../journey/machine-screen.js';
import { screenForServerState } from '../journey/screen-map.js';
import { SERVER_STATES } from '../journey/server-states.js';

const graph = fallbackMachineGraph();

describe('serverStateRouting', () => {
  it('has one row per known state, falling back exactly when the table has no row', () => {
    const rows = serverStateRouting();
    expect(rows.map((r) => r.state)).toEqual([...SERVER_STATES]);
    for (const row of rows) expect(row.fallsBackToMachine).toBe(screenForServerState(row.state) === undefined);
  });
  it('lists the conditional variants of a row', () => {
    const [row] = serverStateRouting(['GEN_CLOSING_DISCLOSURE']);
    expect(row?.variants.length).toBeGreaterThan(1);
    expect(row?.kind).toBe('settled');
  });
  it('classifies unknown WAITING_FOR states as pending, and unmapped', () => {
    expect(serverStateRouting(['WAITING_FOR_SOMETHING_NEW'])[0]).toMatchObject({
      kind: 'pending',
      fallsBackToMachine: true,
      rule: null,
    });
  });
});

describe('explainTransitions and stepFallback', () => {
  it('the explanation predicts the real machine: the first passing candidate, else the state stays', () => {
    fc.assert(
      fc.property(
        arbMachineState,
        arbFallbackFacts,
        fc.constantFrom(...FALLBACK_EVENT_TYPES),
        (state, facts, event) => {
          const step = stepFallback(state, facts, event);
          expect(step.to).toBe(step.explanation?.target ?? state);
        },
      ),
    );
  });
  it('explains every outgoing edge of the graph, once', () => {
    fc.assert(
      fc.property(arbMachineState, arbFallbackFacts, (state, facts) => {
        const explained = explainTransitions(state, facts).flatMap((e) =>
          e.candidates.map((c) => `${state}:${e.event}:${c.target}`),
        );
        expect(explained.sort()).toEqual(
          graph.edges
            .filter((e) => e.source === state)
            .map((e) => e.id)
            .sort(),
        );
      }),
    );
  });
  it('says why a guard failed', () => {
    const facts = { heloc: { uuid: 'a' }, profile: {} };
    const [addProfile] = explainTransitions('moreProfile', facts);
    expect(addProfile).toMatchObject({
      event: 'addProfileInfo',
      target: null,
      candidates: [{ target: 'hmda', guard: 'hasCompleteProfile', passed: false }],
    });
    expect(addProfile?.candidates[0]?.guardDescription).toMatch(/hard credit pull/);
    expect(stepFallback('moreProfile', facts, 'addProfileInfo').to).toBe('moreProfile');
  });
  it('recognises machine states', () => {
    expect(isFallbackMachineState('product')).toBe(true);
    expect(isFallbackMachineState('nope')).toBe(false);
  });
});

describe('whatIf', () => {
  it('is decideScreen with the chosen state written into the application', () => {
    fc.assert(
      fc.property(arbServerState, arbHeloc, arbMachineState, (state, heloc, machineState) => {
        const result = whatIf({ state, heloc, machineState });
        expect(result.decision).toEqual(
          decideScreen({ state, heloc: { ...heloc, status: { ...(heloc.status ?? {}), state } }, machineState }),
        );
        expect(result.routing.state).toBe(state);
      }),
    );
  });
  it('credit no match ends on credit/social', () => {
    expect(whatIf({ state: 'CREDIT_NO_MATCH', heloc: { uuid: 'a' }, machineState: 'profile' }).decision.path).toBe(
      'credit/social',
    );
  });
});

describe('the events the journey sends', () => {
  it('each step event is accepted by the machine state that shows that step', () => {
    for (const [screen, event] of Object.entries(STEP_EVENTS)) {
      const states = Object.entries(MACHINE_STATE_SCREENS)
        .filter(([, row]) => row.path === screen)
        .map(([s]) => s);
      expect(
        graph.edges.some((e) => states.includes(e.source) && e.event === event),
        `${screen} → ${event}`,
      ).toBe(true);
    }
  });
  it('each server outcome event is one the machine accepts somewhere', () => {
    fc.assert(
      fc.property(
        arbServerState,
        fc.record({
          uwDecision: fc.constantFrom(null, 'DECLINE', 'APPROVE'),
          dtiDecline: fc.boolean(),
          creditScoreDecline: fc.boolean(),
          creditFrozenWithPin: fc.boolean(),
          datatreeNoMatch: fc.boolean(),
        }),
        (state, status) => {
          const event = machineEventForServerState(state, status);
          if (event) expect(graph.edges.some((e) => e.event === event)).toBe(true);
        },
      ),
    );
  });
  it('a server state named like an Object.prototype member sends nothing (found by the property above, seed -873248387)', () => {
    for (const state of ['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(machineEventForServerState(state, {})).toBeUndefined();
  });
  it('declines carry their reason; waiting states send nothing', () => {
    expect(machineEventForServerState('DECLINED', { uwDecision: 'DECLINE', dtiDecline: true })).toBe('dtiDecline');
    expect(machineEventForServerState('DECLINED', { uwDecision: 'DECLINE', creditScoreDecline: true })).toBe(
      'creditScoreDecline',
    );
    expect(machineEventForServerState('DECLINED')).toBe('decline');
    expect(machineEventForServerState('CREDIT_NO_MATCH')).toBe('creditNoMatch');
    expect(machineEventForServerState('SOFT_CREDIT_LOCKED_OR_FROZEN', { creditFrozenWithPin: true })).toBe(
      'creditIncorrectPin',
    );
    expect(machineEventForServerState('OFFER_SELECTION', { datatreeNoMatch: true })).toBe('datatreeNoMatch');
    expect(machineEventForServerState('WAITING_FOR_SOFT_CREDIT')).toBeUndefined();
  });
});

describe('isFlowLiveMessage', () => {
  it('accepts the four kinds and rejects anything else', () => {
    expect(
      isFlowLiveMessage({
        kind: 'screen',
        at: 1,
        uuid: 'u',
        screen: 'income/review',
        serverState: 'INCOME_VERIFICATION',
      }),
    ).toBe(true);
    expect(isFlowLiveMessage({ kind: 'screen', at: 1, uuid: 'u', screen: 7, serverState: 'INCOME_VERIFICATION' })).toBe(
      false,
    );
    expect(isFlowLiveMessage({ kind: 'event', at: 1, uuid: 'u', event: 'offersReady' })).toBe(true);
    expect(
      isFlowLiveMessage({ kind: 'snapshot', at: 1, uuid: 'u', event: 'offersReady', machineState: 'product' }),
    ).toBe(true);
    expect(
      isFlowLiveMessage({
        kind: 'decision',
        at: 1,
        uuid: 'u',
        serverState: 'HMDA',
        machineState: 'profile',
        path: 'start/hmda',
        source: 'server',
        reason: 'r',
      }),
    ).toBe(true);
    expect(
      isFlowLiveMessage({
        kind: 'decision',
        at: 1,
        uuid: 'u',
        serverState: 'HMDA',
        machineState: 'profile',
        path: 'start/hmda',
        source: 'elsewhere',
        reason: 'r',
      }),
    ).toBe(false);
    expect(isFlowLiveMessage({ kind: 'event', at: '1', uuid: 'u', event: 'x' })).toBe(false);
    expect(isFlowLiveMessage({ kind: 'other', at: 1, uuid: 'u' })).toBe(false);
    expect(isFlowLiveMessage(null)).toBe(false);
    expect(isFlowLiveMessage('event')).toBe(false);
  });
});
