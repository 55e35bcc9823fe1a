import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  FALLBACK_GUARDS,
  FALLBACK_GUARD_NAMES,
  evaluateGuard,
  type FallbackFacts,
  type FallbackGuardName,
} from './fallback-guards.js';
import {
  FALLBACK_EVENT_DESCRIPTIONS,
  FALLBACK_EVENT_TYPES,
  fallbackMachine,
  type FallbackEvent,
  type FallbackEventType,
} from './fallback-machine.js';
import { FALLBACK_MACHINE_STATES, screenForMachineState } from './machine-screen.js';

type Snap = SnapshotFrom<typeof fallbackMachine>;

/** Facts under which every guard fails. */
const NOTHING: FallbackFacts = { heloc: { uuid: 'app-1', status: {} }, profile: {} };

/** For each guard, facts under which it passes. */
const PASSING: Record<FallbackGuardName, FallbackFacts> = {
  hasCompleteProfile: {
    heloc: { uuid: 'app-1', selectedPropertyUuid: 'p1', status: {} },
    profile: { hasSsn: true, addresses: [{ uuid: 'p1', ownership: 'SOLE' }], creditPulls: [{ type: 'HARD_CREDIT' }] },
  },
  isIncomeVerified: { heloc: { uuid: 'app-1', status: { uwSubDecision: 'FINAL_OFFER' } }, profile: {} },
  needsManualPaystubs: {
    heloc: { uuid: 'app-1', status: { manualPaystubUpload: true }, incomeSources: [{ employmentType: 'FULL_TIME' }] },
    profile: {},
  },
  needsEmploymentVerification: {
    heloc: { uuid: 'app-1', status: { employmentVerificationNeeded: true } },
    profile: {},
  },
  hasIdClearOfBpo: {
    heloc: { uuid: 'app-1', status: {}, documents: [{ type: 'PASSPORTFRONT' }], property: { state: 'CA' } },
    profile: {},
  },
  needsBpoEscalation: {
    heloc: {
      uuid: 'app-1',
      status: { bpo: 'BPO_REQUIRED' },
      documents: [{ type: 'IDCARDFRONT' }],
      property: { state: 'TX' },
      disburseAccount: { uuid: 'd1' },
    },
    profile: {},
  },
  needsOfferSelection: {
    heloc: { uuid: 'app-1', term: 0, rate: 0, status: { uwSubDecision: 'VERIFIED_OFFER' } },
    profile: {},
  },
  isDeclined: { heloc: { uuid: 'app-1', status: { uwDecision: 'DECLINE' } }, profile: {} },
  isDtiDecline: { heloc: { uuid: 'app-1', status: { uwDecision: 'DECLINE', dtiDecline: true } }, profile: {} },
  isCreditScoreDecline: {
    heloc: { uuid: 'app-1', status: { uwDecision: 'DECLINE', creditScoreDecline: true } },
    profile: {},
  },
  hasCreditFrozenWithPin: { heloc: { uuid: 'app-1', status: { creditFrozenWithPin: true } }, profile: {} },
  hasDatatreeNoMatch: { heloc: { uuid: 'app-1', status: { datatreeNoMatch: true } }, profile: {} },
  isBpoProcessing: { heloc: { uuid: 'app-1', status: { bpo: 'BPO_PROCESSING' } }, profile: {} },
  paysManually: { heloc: { uuid: 'app-1', status: {}, payType: 'MANUAL' }, profile: {} },
  needsInquiryAttestation: { heloc: { uuid: 'app-1', status: { inquiryAttestNeeded: true } }, profile: {} },
  awaitsCoDeedSigner: { heloc: { uuid: 'app-1', status: {}, coDeedStatus: 'PENDING' }, profile: {} },
  isCoDeedComplete: { heloc: { uuid: 'app-1', status: {}, coDeedStatus: 'COMPLETE' }, profile: {} },
  isManualDeedSigningComplete: { heloc: { uuid: 'app-1', status: { manualDeedSigningComplete: true } }, profile: {} },
  hasInsurance: { heloc: { uuid: 'app-1', status: {}, insurance: { complete: true } }, profile: {} },
  canFinish: {
    heloc: { uuid: 'app-1', status: { checklistStatus: 'RESCISSION' }, insurance: { complete: true } },
    profile: {},
  },
};

/** Every event type once with facts that fail every guard, and once per guard with passing facts. */
const EVENTS: FallbackEvent[] = FALLBACK_EVENT_TYPES.flatMap((type) => [
  { type, facts: NOTHING },
  ...FALLBACK_GUARD_NAMES.map((g) => ({ type, facts: PASSING[g] })),
]);

const serializeState = (s: Snap) => JSON.stringify(s.value);

interface Edge {
  source: string;
  event: FallbackEventType;
  target: string;
  guard?: FallbackGuardName;
}

/** Every configured edge, read from the machine's own definition. */
function configuredEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const [source, node] of Object.entries(fallbackMachine.root.states)) {
    for (const [event, transitions] of node.transitions) {
      for (const t of transitions) {
        const target = t.target?.[0]?.key;
        if (!target) continue;
        const guard =
          typeof t.guard === 'object' && t.guard !== null && 'type' in t.guard
            ? (t.guard.type as FallbackGuardName)
            : (t.guard as FallbackGuardName | undefined);
        edges.push({ source, event: event as FallbackEventType, target, ...(guard ? { guard } : {}) });
      }
    }
  }
  return edges;
}

const [start] = initialTransition(fallbackMachine, NOTHING);
const paths = getShortestPaths(fallbackMachine, { input: NOTHING, events: EVENTS, serializeState });
const snapshotIn = new Map<string, Snap>(paths.map((p) => [String(p.state.value), p.state as Snap]));

describe('fallbackMachine — model-based (xstate/graph)', () => {
  it('starts in profile', () => {
    expect(start.value).toBe('profile');
  });

  it('reaches every machine state of the §4.2 table', () => {
    expect([...snapshotIn.keys()].sort()).toEqual([...FALLBACK_MACHINE_STATES].sort());
  });

  it('declares every guard of the machine with a description, and no guard goes unused', () => {
    const used = new Set(configuredEdges().flatMap((e) => (e.guard ? [e.guard] : [])));
    expect([...used].sort()).toEqual([...FALLBACK_GUARD_NAMES].sort());
    for (const g of FALLBACK_GUARD_NAMES) expect(FALLBACK_GUARDS[g].description.length).toBeGreaterThan(10);
  });

  it('every event has a description and is used by some state', () => {
    const used = new Set(configuredEdges().map((e) => e.event));
    for (const e of FALLBACK_EVENT_TYPES) {
      expect(FALLBACK_EVENT_DESCRIPTIONS[e]).toBeTruthy();
      expect(used.has(e)).toBe(true);
    }
  });

  const edges = configuredEdges();
  it.each(edges.map((e) => [`${e.source} --${e.event}${e.guard ? ` [${e.guard}]` : ''}--> ${e.target}`, e] as const))(
    '%s',
    (_name, edge) => {
      const from = snapshotIn.get(edge.source);
      expect(from, `no path reaches ${edge.source}`).toBeDefined();
      const passing = edge.guard ? PASSING[edge.guard] : NOTHING;
      const [taken] = transition(fallbackMachine, from as Snap, { type: edge.event, facts: passing });
      expect(taken.value).toBe(edge.target);
      expect(taken.context).toEqual(passing);
      if (edge.guard) {
        // Guard fails: this edge is not taken (an unguarded sibling may be).
        const [blocked] = transition(fallbackMachine, from as Snap, { type: edge.event, facts: NOTHING });
        if (edge.source === edge.target) expect(FALLBACK_GUARDS[edge.guard].test(NOTHING)).toBe(false);
        else expect(blocked.value).not.toBe(edge.target);
        // The facts are still recorded.
        expect(blocked.context).toEqual(NOTHING);
      }
    },
  );
});

describe('fallbackMachine — a declined decision from anywhere (§4.1: it triggers routing)', () => {
  const live = FALLBACK_MACHINE_STATES.filter((state) => fallbackMachine.root.states[state]?.type !== 'final');
  it.each([
    ['decline', PASSING.isDeclined, 'declined', 'error/decline'],
    ['dtiDecline', PASSING.isDtiDecline, 'dtiDeclined', 'error/income'],
    ['creditScoreDecline', PASSING.isCreditScoreDecline, 'creditScoreDeclined', 'error/credit'],
  ] as const)(
    '%s reaches %s from every state that is not final, late waits included',
    (event, facts, target, screen) => {
      expect(live).toEqual(
        expect.arrayContaining([
          'docVerify',
          'ach',
          'autopay',
          'waitSign',
          'sign',
          'waitNotary',
          'insurance',
          'waitFund',
        ]),
      );
      for (const state of live) {
        const [next] = transition(fallbackMachine, fallbackMachine.resolveState({ value: state, context: NOTHING }), {
          type: event,
          facts,
        });
        expect({ state, to: next.value }).toEqual({ state, to: target });
        expect(screenForMachineState(String(next.value)).path).toBe(screen);
      }
    },
  );
});

describe('fallbackMachine — the journey', () => {
  it('walks a borrower from profile to complete', () => {
    const actor = createActor(fallbackMachine, { input: NOTHING }).start();
    const screens: string[] = [];
    const send = (type: FallbackEventType, facts?: FallbackFacts) => {
      actor.send(facts ? { type, facts } : { type });
      screens.push(screenForMachineState(String(actor.getSnapshot().value), actor.getSnapshot().context.heloc).path);
    };
    send('offersReady');
    send('offerSelected');
    send('addProfileInfo', PASSING.hasCompleteProfile);
    send('addHmdaInfo');
    send('summarySigning');
    send('summarySigned');
    send('incomeVerified', PASSING.isIncomeVerified);
    send('idDocsUploaded', PASSING.hasIdClearOfBpo);
    send('disbursementAch');
    send('noteSigning');
    send('noteSigning');
    send('signed');
    send('deedSigning');
    send('enotarySigned');
    send('insuranceConfirmed', PASSING.hasInsurance);
    send('finish', PASSING.canFinish);
    expect(screens).toEqual([
      'product/select',
      'start/contact',
      'start/hmda',
      'start/app-summary',
      'start/app-summary',
      'income/review',
      'identity',
      'bank/disburse',
      'bank/autopay',
      'signing/intro',
      'signing/intro',
      'notary/intro',
      'notary/intro',
      'insurance/upload',
      'complete',
      '/',
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps facts reported with an event that moves nowhere', () => {
    const actor = createActor(fallbackMachine, { input: NOTHING }).start();
    actor.send({ type: 'finish', facts: PASSING.canFinish });
    expect(actor.getSnapshot().value).toBe('profile');
    expect(actor.getSnapshot().context).toEqual(PASSING.canFinish);
  });

  it('explains a guard in words with its outcome', () => {
    expect(evaluateGuard('isDtiDecline', PASSING.isDtiDecline)).toEqual({
      passed: true,
      description: FALLBACK_GUARDS.isDtiDecline.description,
    });
    expect(evaluateGuard('isDtiDecline', NOTHING).passed).toBe(false);
  });

  it('Texas with an unknown BPO status passes both the ID and the escalation guards', () => {
    const facts: FallbackFacts = {
      heloc: {
        uuid: 'x',
        property: { state: 'TX' },
        documents: [{ type: 'DRIVERSLICENSEFRONT' }],
        disburseAccount: { uuid: 'd' },
        status: { bpo: 'UNKNOWN_BPO_STATUS' },
      },
      profile: {},
    };
    expect(FALLBACK_GUARDS.hasIdClearOfBpo.test(facts)).toBe(true);
    expect(FALLBACK_GUARDS.needsBpoEscalation.test(facts)).toBe(true);
    expect(
      FALLBACK_GUARDS.hasIdClearOfBpo.test({ ...facts, heloc: { ...facts.heloc, status: { bpo: 'BPO_REQUIRED' } } }),
    ).toBe(false);
  });
});
