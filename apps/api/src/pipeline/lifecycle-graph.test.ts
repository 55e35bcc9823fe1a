/**
 * The lifecycle machine as a graph (xstate/graph, as in xstate's own dieHard.test.ts): from
 * PROFILE_STATE, under every sandbox scenario of apps/api/README.md, every server state is
 * reachable except the sandbox-only ones, every transition is taken, and every guard is seen both
 * true and false. The HTTP walk of each scenario is e2e-api/scenarios.test.ts; this one needs no server.
 */
import { describe, expect, test } from 'vitest';
import { getAdjacencyMap, getShortestPaths, type AdjacencyValue } from 'xstate/graph';
import { SERVER_STATES } from '@heloc/core';
import {
  lifecycleGraph,
  lifecycleMachine,
  PROFILE_STATE,
  SANDBOX_ONLY_STATES,
  type LifecycleEvent,
} from './lifecycle.js';
import type { AppData, Status } from './types.js';
import { payoffLienOf } from './title-and-credit.js';

type Snapshot = ReturnType<typeof lifecycleMachine.resolveState>;
type TransitionDef = ReturnType<typeof lifecycleMachine.getTransitionData>[number];

const NOW = '2026-11-23T18:00:00.000Z';
const root = lifecycleMachine.root;
const nodeNames = Object.keys(root.states);

/** A sandbox scenario: what the borrower typed at registration and on start/profile. */
interface Seed {
  name: string;
  street1?: string;
  state?: string;
  annualIncome?: number;
  employmentType?: string;
  ssnEnding?: string;
  isCrypto?: boolean;
}

/** One row per line of the README's scenario table (the in-person notary and withdrawing are events). */
const SEEDS: Seed[] = [
  { name: 'happy path' },
  ...['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'].map((ssnEnding) => ({
    name: `SSN ${ssnEnding}`,
    ssnEnding,
  })),
  { name: 'income under $20,000', annualIncome: 15_000 },
  { name: 'income $20,000–$29,999', annualIncome: 25_000 },
  { name: 'income $77,777', annualIncome: 77_777 },
  { name: 'income ending 111', annualIncome: 91_111 },
  // Re-underwritten on the verified income (70% of $40,111): not even the smallest line fits (decision 054).
  { name: 'income ending 111, $40,111: declined on the verified income', annualIncome: 40_111 },
  { name: 'income ending 222', annualIncome: 92_222 },
  { name: 'self-employed', employmentType: 'SELF_EMPLOYED' },
  ...[
    'Nowhere',
    'Twin',
    'Late',
    'Noavm',
    'Winback',
    'Bpo',
    'Resi',
    'Lien',
    'Inquiry',
    'Payoff',
    'Vesting',
    'Flood',
    'Insure',
    'Revalue',
    'Condemned',
    'Codeed',
    'Slowsign',
    'Directpay',
  ].map((word) => ({ name: `street ${word}`, street1: `7 ${word} Road` })),
  { name: 'Texas', state: 'TX' },
  { name: 'Georgia', state: 'GA' },
  { name: 'crypto', isCrypto: true },
  // Inputs combine (street words, state, income and crypto are typed independently); these
  // combinations reach branches no single input does.
  { name: 'Nowhere, income under $20,000', street1: '7 Nowhere Road', annualIncome: 15_000 },
  { name: 'Nowhere, income $20,000–$29,999', street1: '7 Nowhere Road', annualIncome: 25_000 },
  { name: 'Nowhere, income $77,777', street1: '7 Nowhere Road', annualIncome: 77_777 },
  { name: 'Noavm Winback', street1: '7 Noavm Winback Road' },
  { name: 'crypto, Bpo', street1: '7 Bpo Road', isCrypto: true },
  { name: 'crypto, Resi', street1: '7 Resi Road', isCrypto: true },
  { name: 'Codeed in Georgia', street1: '7 Codeed Road', state: 'GA' },
];

const dataOf = (seed: Seed): AppData => ({
  property: {
    uuid: 'p-1',
    street1: seed.street1 ?? '12 Oak Street',
    city: 'San Mateo',
    state: seed.state ?? 'CA',
    zip: '94401',
  },
  statedIncome: { annualIncome: seed.annualIncome ?? 150_000, employmentType: seed.employmentType ?? 'FULL_TIME' },
  isCrypto: seed.isCrypto ?? false,
});

const account = (routingNumber: string | null) => ({
  uuid: 'acct-1',
  mode: 'linked' as const,
  institution: 'First Test Bank',
  routingNumber,
  accountNumber: '000987654321',
  mask: '4321',
});

/** The events a borrower (or the pipeline) can send in this snapshot, with representative inputs. */
function eventsFor(seed: Seed) {
  return (snapshot: Snapshot): LifecycleEvent[] => {
    const offer = snapshot.context.data.offers?.[0];
    const all: LifecycleEvent[] = [
      { type: 'resolve' },
      { type: 'profile', input: { ssnLast4: seed.ssnEnding ?? '6789', ssnHash: 'h' } },
      { type: 'ssn', input: { ssnLast4: '6789', ssnHash: 'h' } },
      { type: 'creditRetry', input: { pin: '1234' } },
      { type: 'creditRetry', input: { pin: '0000' } },
      {
        type: 'property',
        input: { property: { uuid: 'p-2', street1: '44 Elm Avenue', city: 'San Mateo', state: 'CA', zip: '94401' } },
      },
      { type: 'delinquency', input: { explanation: 'A one-time late payment.' } },
      { type: 'estimatedValue', input: { estimatedValue: 640_000 } },
      {
        type: 'assets',
        input: {
          accounts: [
            {
              uuid: 'a-1',
              institution: 'First Platypus Bank',
              name: 'Everyday Checking',
              kind: 'CHECKING',
              mask: '1234',
              balance: 8_250,
              counts: true,
            },
          ],
        },
      },
      { type: 'winback', input: { accept: true } },
      { type: 'winback', input: { accept: false } },
      { type: 'selectOffer', input: { offerId: 'no-such-offer', drawAmount: 50_000 } },
      ...(offer
        ? ([
            { type: 'selectOffer', input: { offerId: offer.id, drawAmount: offer.minDraw } },
            { type: 'selectOffer', input: { offerId: offer.id, drawAmount: offer.lineAmount + 1 } },
          ] as const)
        : []),
      { type: 'contact', input: { email: 'ann@example.com', phone: '4155550100' } },
      { type: 'hmda', input: { hmda: {} } },
      { type: 'submit', input: {} },
      {
        type: 'incomeLink',
        input: {
          source: {
            uuid: 's-1',
            type: 'TRUV_PAYROLL',
            provider: 'TRUV',
            institution: 'Quokka Payroll',
            status: 'LINKED',
            annualIncome: 96_000,
          },
        },
      },
      { type: 'paystubsUploaded', input: {} },
      {
        type: 'employer',
        input: {
          employerName: 'Acme Corp',
          jobTitle: 'Engineer',
          startDate: '2019-03-01',
          employerPhone: '4155550199',
        },
      },
      { type: 'identityUploaded', input: {} },
      { type: 'bpoOrder', input: { contactName: 'Ann Lee', contactPhone: '4155550100', feeAccepted: true } },
      // The payoff of the lien title found, and of one it did not.
      { type: 'payoffConfirm', input: { lienUuid: payoffLienOf(snapshot.context).uuid } },
      { type: 'payoffConfirm', input: { lienUuid: 'not-a-lien' } },
      { type: 'disbursement', input: { account: account('021000021') } },
      { type: 'disbursement', input: { account: account(null) } }, // a tokenized linked account
      { type: 'autopay', input: { payType: 'AUTOPAY', account: null, achAuthorizationVersion: 'ach-2026-01' } },
      { type: 'autopayConfirm', input: {} },
      { type: 'liens', input: { attestation: { attest: true } } },
      { type: 'acceptFinalOffer', input: {} },
      // As the route decides it: a co-deed signer is needed on the "Codeed" street.
      { type: 'signNote', input: { signatureName: 'Ann Lee', needsCoDeed: /\bcodeed\b/i.test(seed.street1 ?? '') } },
      { type: 'coDeedComplete', input: {} },
      { type: 'enotary', input: {} },
      { type: 'manualNotary', input: { requestedTime: '2026-11-26T18:00:00.000Z' } },
      { type: 'reserveNotary', input: { slot: '2026-11-26T18:00:00.000Z' } },
      { type: 'notarySessionComplete', input: {} },
      { type: 'changeNotaryReservation', input: { slot: '2026-11-27T18:30:00.000Z' } },
      { type: 'cancelNotaryReservation', input: {} },
      // Hazard, flood, and a page the reviewer sends back (a flood zone needs both policies).
      { type: 'insuranceUploaded', input: { type: 'PROOFOFHAZARDINSURANCE', fileNames: ['hazard.pdf'], note: null } },
      { type: 'insuranceUploaded', input: { type: 'PROOFOFFLOODINSURANCE', fileNames: ['flood.pdf'], note: null } },
      {
        type: 'insuranceUploaded',
        input: { type: 'PROOFOFFLOODINSURANCE', fileNames: ['expired-flood.pdf'], note: 'Expired' },
      },
      { type: 'cancel', input: { reason: 'Changed my mind' } },
    ];
    const handled = new Set([
      ...(root.states[String(snapshot.value)]?.transitions.keys() ?? []),
      ...root.transitions.keys(),
    ]);
    return all.filter((e) => handled.has(e.type));
  };
}

/**
 * The record, not the bookkeeping: two snapshots with the same state, status and data are one vertex.
 * The wrong-PIN counter is left out: it only counts (one wrong PIN or five lead to the same branches),
 * and counted it would make the graph infinite.
 */
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.status, { ...s.context.data, incorrectPinAttempts: undefined }]);

const start = (value: string, data: AppData, status: Status = {}) =>
  lifecycleMachine.resolveState({
    value: value as Snapshot['value'],
    context: { uuid: 'app-1', status, data, now: NOW },
  });

interface Visit {
  snapshot: Snapshot;
  event: LifecycleEvent;
  taken: TransitionDef | undefined;
}

/** Every (snapshot, event) met by a full traversal from `from`, with the transition XState picked. */
function traverse(from: Snapshot, seed: Seed) {
  const adjacency = getAdjacencyMap(lifecycleMachine, {
    fromState: from,
    events: eventsFor(seed),
    serializeState,
    limit: 50_000,
  });
  const visits: Visit[] = [];
  const states = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency) as AdjacencyValue<Snapshot, LifecycleEvent>[]) {
    states.add(String(state.value));
    for (const { event } of Object.values(transitions))
      visits.push({ snapshot: state, event, taken: lifecycleMachine.getTransitionData(state, event)[0] });
  }
  return { states, visits };
}

const fromProfile = SEEDS.map((seed) => traverse(start(PROFILE_STATE, dataOf(seed)), seed));
const reachable = new Set(fromProfile.flatMap((t) => [...t.states]));

/**
 * Where only the sandbox control (PUT /sandbox/applications/{uuid}/state, any state with status and
 * data patches) leads: the sandbox-only states, and records no borrower input produces.
 */
const SANDBOX_STARTS: { state: string; status?: Status; data?: Partial<AppData>; reason: string }[] = [
  ...Object.entries(SANDBOX_ONLY_STATES).map(([state, reason]) => ({ state, reason })),
  {
    state: 'NAV_BPO_ORDER',
    status: { bpo: 'BPO_REQUIRED' },
    reason: 'An order is taken there only when the BPO is required.',
  },
  {
    state: 'HARD_CREDIT_LOCKED_OR_FROZEN',
    status: { creditFrozenWithPin: true },
    reason: 'Only the soft pull is scripted with a PIN freeze (SSN 0005); the hard-pull freeze (0004) has none.',
  },
  {
    state: 'WAITING_FOR_AVM_DATA',
    data: { winbackAccepted: true },
    reason: 'An accepted win-back goes on to WAITING_FOR_INITIAL_OFFERS, never back through valuation.',
  },
];
const fromSandbox = SANDBOX_STARTS.map(({ state, status, data }) =>
  traverse(start(state, { ...dataOf(SEEDS[0]!), ...data }, status), SEEDS[0]!),
);

/** Branches proven only from SANDBOX_STARTS (besides the sandbox-only states' own transitions). */
const SANDBOX_ONLY_BRANCHES = [
  'HARD_CREDIT_LOCKED_OR_FROZEN --creditRetry[0] if wrongPin--> (stays): never true',
  'WAITING_FOR_AVM_DATA --resolve[4] if winbackAccepted--> OFFER_SELECTION: never true',
];

/** Every transition of the machine with where it sits: `node` is a state, or the root. */
function allTransitions() {
  const out: { node: string; event: string; index: number; t: TransitionDef }[] = [];
  for (const [node, stateNode] of [['(root)', root] as const, ...Object.entries(root.states)]) {
    for (const [event, list] of stateNode.transitions) list.forEach((t, index) => out.push({ node, event, index, t }));
  }
  return out;
}

const label = (x: { node: string; event: string; index: number; t: TransitionDef }) =>
  `${x.node} --${x.event}[${x.index}]${x.t.guard ? ` if ${String((x.t.guard as { type?: string }).type ?? x.t.guard)}` : ''}--> ${x.t.target?.map((n) => n.key).join(',') ?? '(stays)'}`;

const guardName = (t: TransitionDef): string | undefined => {
  const g = t.guard as string | { type: string } | undefined;
  return typeof g === 'string' ? g : g?.type;
};

const guards = lifecycleMachine.implementations.guards as Record<
  string,
  (args: { context: Snapshot['context']; event: LifecycleEvent }, params: unknown) => boolean
>;

describe('the lifecycle machine as a graph', () => {
  test('every server state has a node or is listed as sandbox-only, and the machine has no other node', () => {
    const missing = SERVER_STATES.filter((s) => !nodeNames.includes(s) && !(s in SANDBOX_ONLY_STATES));
    // A state added to @heloc/core's SERVER_STATES needs a node here (or an entry, with its reason).
    expect(missing).toEqual([]);
    expect(Object.keys(SANDBOX_ONLY_STATES).filter((s) => !nodeNames.includes(s))).toEqual([]);
    expect(nodeNames.filter((s) => s !== PROFILE_STATE && !(SERVER_STATES as readonly string[]).includes(s))).toEqual(
      [],
    );
  });

  test('from PROFILE_STATE every state is reachable except the sandbox-only ones, which are not', () => {
    expect(nodeNames.filter((s) => !reachable.has(s)).sort()).toEqual(Object.keys(SANDBOX_ONLY_STATES).sort());
  });

  test('the sandbox-only states, each with the reason it is not scripted', () => {
    expect(Object.keys(SANDBOX_ONLY_STATES).sort()).toEqual([
      'GEN_APP_DISCLOSURES',
      'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
      'LIEN_ATTESTATION',
      'NAV_BPO_ESTIMATE',
      'NAV_BPO_ORDER',
      'NAV_RESI_EVAL_ESTIMATE',
      'PREQUAL_TITLE',
      'UNKNOWN',
      'WAITING_FOR_APPLICATION_DISCLOSURE',
      'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SUMMARY_DISCLOSURE',
    ]);
    for (const reason of Object.values(SANDBOX_ONLY_STATES)) expect(reason.length).toBeGreaterThan(20);
  });

  const notTaken = (traversals: { visits: Visit[] }[]) => {
    const taken = new Set(traversals.flatMap((t) => t.visits.map((v) => v.taken)));
    return allTransitions().filter((x) => !taken.has(x.t));
  };

  test('every transition is taken from PROFILE_STATE, but the sandbox-only ones, which the sandbox starts take', () => {
    expect(
      notTaken(fromProfile)
        .filter((x) => !(x.node in SANDBOX_ONLY_STATES))
        .map(label)
        .sort(),
    ).toEqual(
      SANDBOX_ONLY_BRANCHES.filter((b) => b.endsWith('never true'))
        .map((b) => b.replace(/: never true$/, ''))
        .sort(),
    );
    expect(notTaken([...fromProfile, ...fromSandbox]).map(label)).toEqual([]);
  });

  /** Guarded transitions whose guard was never seen true (and the transition taken), or never false. */
  const unproven = (traversals: { visits: Visit[] }[]) => {
    const visits = traversals.flatMap((t) => t.visits);
    const out: string[] = [];
    for (const x of allTransitions()) {
      const name = guardName(x.t);
      if (!name) continue;
      const here = visits.filter(
        (v) => v.event.type === x.event && (x.node === '(root)' || String(v.snapshot.value) === x.node),
      );
      const holds = (v: Visit) => guards[name]!({ context: v.snapshot.context, event: v.event }, undefined);
      if (!here.some((v) => holds(v) && v.taken === x.t)) out.push(`${label(x)}: never true`);
      if (!here.some((v) => !holds(v))) out.push(`${label(x)}: never false`);
    }
    return out;
  };

  test('every guard of every state is seen both ways from PROFILE_STATE (true and taken, and false), but the listed sandbox-only branches', () => {
    const sandboxOnlyNodes = (b: string) => Object.keys(SANDBOX_ONLY_STATES).some((s) => b.startsWith(`${s} `));
    expect(
      unproven(fromProfile)
        .filter((b) => !sandboxOnlyNodes(b))
        .sort(),
    ).toEqual([...SANDBOX_ONLY_BRANCHES].sort());
    expect(unproven([...fromProfile, ...fromSandbox])).toEqual([]);
  });

  test('input picks a branch but never decides availability (isAvailable asks with an empty input)', () => {
    const differ = [...fromProfile, ...fromSandbox]
      .flatMap((t) => t.visits)
      .filter(
        (v) =>
          v.event.type !== 'resolve' &&
          v.snapshot.can(v.event) !== v.snapshot.can({ type: v.event.type, input: {} } as LifecycleEvent),
      )
      .map((v) => `${String(v.snapshot.value)} ${JSON.stringify(v.event)}`);
    expect(differ).toEqual([]);
  });

  test('the happy path of apps/api/README.md is the shortest way to COMPLETE', () => {
    const [path] = getShortestPaths(lifecycleMachine, {
      fromState: start(PROFILE_STATE, dataOf(SEEDS[0]!)),
      events: eventsFor(SEEDS[0]!),
      serializeState,
      toState: (s) => s.value === 'COMPLETE',
    });
    const visited = path?.steps.map((s) => String(s.state.value)).filter((s, i, all) => s !== all[i - 1]);
    expect(visited).toEqual(
      'COLLECT_PROFILE_INFO WAITING_FOR_SOFT_CREDIT WAITING_FOR_INITIAL_OFFERS OFFER_SELECTION COLLECT_ADDITIONAL_INFO HMDA GEN_SUMMARY_DISCLOSURE APP_SUBMISSION HARD_CREDIT_PULL INCOME_VERIFICATION IN_PROGRESS IDENTITY_VERIFICATION WAITING_FOR_ID_VERIFICATION DISBURSEMENT_ACCOUNT AUTOPAY_ACCOUNT VERIFIED_AUTOPAY_ACCOUNT FINAL_TITLE_PULL FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION GEN_CLOSING_DISCLOSURE FINAL_OFFER GEN_NOTE_SIGNING NOTE_SIGNING GEN_NOTARY_DISCLOSURE NOTARY_WAITING_PERIOD DEED_SIGNING GEN_RESCISSION RESCISSION RECORDING FUNDABLE FUNDING_DECISION COMPLETE'.split(
        ' ',
      ),
    );
  });

  test('lifecycleGraph() describes every node and transition by name, as JSON', () => {
    const graph = JSON.parse(JSON.stringify(lifecycleGraph())) as ReturnType<typeof lifecycleGraph>;
    expect(graph.initial).toBe(PROFILE_STATE);
    expect(graph.nodes.map((n) => n.id)).toEqual(nodeNames);
    expect(graph.edges).toHaveLength(allTransitions().length);
    expect(graph.edges).toContainEqual({
      from: 'WAITING_FOR_SOFT_CREDIT',
      event: 'resolve',
      guard: 'ssnMinor',
      to: 'CREDIT_MINOR',
      actions: [],
    });
    expect(graph.edges).toContainEqual({
      from: 'GEN_NOTE_SIGNING',
      event: 'resolve',
      guard: 'slowSigning',
      to: 'GEN_NOTE_SIGNING',
      actions: [],
      waits: true,
    });
    expect(graph.edges).toContainEqual({ from: '*', event: 'cancel', to: 'CANCELLED', actions: ['recordCancel'] });
    expect(graph.nodes).toContainEqual({ id: 'UNKNOWN', sandboxOnly: SANDBOX_ONLY_STATES.UNKNOWN });
    // Every guard and action is named in setup(), never an inline function.
    expect(graph.edges.flatMap((e) => [e.guard, ...e.actions]).filter((n) => n === 'anonymous')).toEqual([]);
  });
});
