import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  initialTransition,
  SimulatedClock,
  transition,
  type AnyStateNode,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CHAT_CLOSE, chatReconnectDelay, type ChatServerFrame } from './chat-live.js';
import { CHAT_WEBSOCKET_PING_MS } from '../constants.js';
import {
  CHAT_CONNECTION_EVENT_TYPES,
  CHAT_CONNECTION_VIEW,
  chatConnectionMachine,
  chatConnectionState,
  type ChatConnectionEvent,
  type ChatConnectionState,
  type ChatSocketCommand,
} from './connection-machine.js';

type Snap = SnapshotFrom<typeof chatConnectionMachine>;

const READY: ChatServerFrame = { type: 'ready', conversationId: 'c', status: 'WAITING' };
const QUEUE: ChatServerFrame = { type: 'queue' };
const PONG: ChatServerFrame = { type: 'pong' };
const after = (delay: string, path: string) => ({ type: `xstate.after.${delay}.chatConnection.${path}` });

/** Every event the app can send, once for each guard outcome that matters. */
const EVENTS = [
  { type: 'START' },
  { type: 'SOCKET_OPEN' },
  { type: 'FRAME', frame: READY },
  { type: 'FRAME', frame: QUEUE },
  { type: 'FRAME', frame: PONG },
  { type: 'FRAME_REJECTED' },
  { type: 'ONLINE' },
  { type: 'OFFLINE' },
  { type: 'SEND', frame: { type: 'ping' } },
  { type: 'SOCKET_CLOSED', code: CHAT_CLOSE.unauthenticated },
  { type: 'SOCKET_CLOSED', code: CHAT_CLOSE.ended },
  { type: 'SOCKET_CLOSED', code: CHAT_CLOSE.dropped },
  { type: 'SOCKET_CLOSED', code: 1006 },
  after('reconnectDelay', 'backoff'),
  after('pingInterval', 'connected.open'),
] as unknown as ChatConnectionEvent[];

const INPUT = { online: true };
const keyOf = (s: Snap) => `${chatConnectionState(s.value as string)}/${s.context.online ? 'on' : 'off'}`;
const paths = getShortestPaths(chatConnectionMachine, { input: INPUT, events: EVENTS, serializeState: keyOf });
const reached = new Map<string, Snap>(paths.map((p) => [keyOf(p.state as Snap), p.state as Snap]));
const stateIn = (state: ChatConnectionState, online = true) => reached.get(`${state}/${online ? 'on' : 'off'}`);

interface Edge {
  readonly source: ChatConnectionState;
  readonly event: string;
  readonly guard: string | undefined;
  readonly target: ChatConnectionState | undefined;
}

/** Every configured transition, read from the machine's own definition; a parent's apply in each child it reaches. */
function configuredEdges(): Edge[] {
  const edges: Edge[] = [];
  const visit = (node: AnyStateNode, inherited: AnyStateNode[]) => {
    const children = Object.values(node.states);
    if (children.length > 0) {
      for (const child of children) visit(child, [...inherited, node]);
      return;
    }
    // A final state takes no event, not even the root's.
    const owners = node.type === 'final' ? [] : [node, ...inherited.toReversed()];
    const handled = new Set<string>();
    for (const owner of owners) {
      for (const [event, transitions] of owner.transitions) {
        // A child's own transition for an event shadows its parents'.
        if (handled.has(event)) continue;
        handled.add(event);
        for (const t of transitions) {
          const guard =
            typeof t.guard === 'object' && t.guard !== null ? String(t.guard.type) : (t.guard as string | undefined);
          const to = t.target?.[0];
          const target = to
            ? chatConnectionState(to.key === 'connected' ? { connected: 'connecting' } : to.key)
            : undefined;
          edges.push({ source: node.key as ChatConnectionState, event, guard, target });
        }
      }
    }
  };
  visit(chatConnectionMachine.root, []);
  return edges;
}

/** The event that takes `edge` (its guard passing). */
function eventFor(edge: Edge): ChatConnectionEvent {
  if (edge.event === 'SOCKET_CLOSED') {
    const code =
      edge.guard === 'isUnauthenticatedClose'
        ? CHAT_CLOSE.unauthenticated
        : edge.guard === 'isEndedClose'
          ? CHAT_CLOSE.ended
          : CHAT_CLOSE.dropped;
    return { type: 'SOCKET_CLOSED', code };
  }
  if (edge.event === 'FRAME') return { type: 'FRAME', frame: edge.guard === 'isServerHello' ? READY : PONG };
  if (edge.event === 'SEND') return { type: 'SEND', frame: { type: 'ping' } };
  return { type: edge.event } as ChatConnectionEvent;
}

const ALL_STATES = Object.keys(CHAT_CONNECTION_VIEW) as ChatConnectionState[];

describe('chatConnectionMachine — model-based (xstate/graph)', () => {
  it('starts idle', () => {
    const [start] = initialTransition(chatConnectionMachine, INPUT);
    expect(chatConnectionState(start.value as string)).toBe('idle');
  });

  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => chatConnectionState(p.state.value as string)))].sort()).toEqual(
      [...ALL_STATES].sort(),
    );
  });

  it('uses every event type it declares, and every guard it names', () => {
    const edges = configuredEdges();
    const used = new Set(edges.map((e) => e.event));
    for (const type of CHAT_CONNECTION_EVENT_TYPES) expect(used.has(type), type).toBe(true);
    const guards = new Set(edges.flatMap((e) => (e.guard ? [e.guard] : [])));
    expect([...guards].sort()).toEqual(Object.keys(chatConnectionMachine.implementations.guards).sort());
  });

  const edges = configuredEdges();
  it.each(
    edges.map(
      (e) => [`${e.source} --${e.event}${e.guard ? ` [${e.guard}]` : ''}--> ${e.target ?? '(stays)'}`, e] as const,
    ),
  )('%s', (_name, edge) => {
    // Guards of SOCKET_CLOSED are tried in order: the network guard needs the browser offline.
    const offline = edge.guard === 'isNetworkDown';
    const from = offline
      ? transition(chatConnectionMachine, stateIn(edge.source) as Snap, { type: 'OFFLINE' })[0]
      : (stateIn(edge.source) ?? stateIn(edge.source, false));
    expect(from, `no path reaches ${edge.source}`).toBeDefined();
    const [taken] = transition(chatConnectionMachine, from as Snap, eventFor(edge));
    expect(chatConnectionState(taken.value as string)).toBe(edge.target ?? edge.source);
  });

  it('a close other than 4401 and 4410 is retried; those two are final', () => {
    const open = stateIn('open') as Snap;
    for (const code of [1000, 1006, 1011, CHAT_CLOSE.dropped, CHAT_CLOSE.timeout]) {
      const [next] = transition(chatConnectionMachine, open, { type: 'SOCKET_CLOSED', code });
      expect(chatConnectionState(next.value as string)).toBe('backoff');
      expect(next.context.closeCode).toBe(code);
    }
    expect(transition(chatConnectionMachine, open, { type: 'SOCKET_CLOSED', code: 4401 })[0].status).toBe('done');
    expect(transition(chatConnectionMachine, open, { type: 'SOCKET_CLOSED', code: 4410 })[0].status).toBe('done');
  });

  it('counts a rejected frame in any state without moving', () => {
    for (const state of ALL_STATES.filter((s) => s !== 'closedUnauthenticated' && s !== 'ended')) {
      const from = (stateIn(state) ?? stateIn(state, false)) as Snap;
      const [next] = transition(chatConnectionMachine, from, { type: 'FRAME_REJECTED' });
      expect(next.value).toEqual(from.value);
      expect(next.context.rejectedFrames).toBe(from.context.rejectedFrames + 1);
    }
  });
});

/** A live actor on a simulated clock, with a socket stand-in that records the commands it gets. */
function live() {
  const clock = new SimulatedClock();
  const commands: ChatSocketCommand['type'][] = [];
  let sockets = 0;
  const machine = chatConnectionMachine.provide({
    actors: {
      socket: fromCallback<ChatSocketCommand>(({ receive }) => {
        sockets++;
        receive((c) => commands.push(c.type));
      }),
    },
  });
  const actor = createActor(machine, { input: INPUT, clock }).start();
  actor.send({ type: 'START' });
  const state = () => chatConnectionState(actor.getSnapshot().value as string);
  return { clock, actor, state, commands, sockets: () => sockets };
}

describe('chatConnectionMachine — time (SimulatedClock)', () => {
  it('says hello on open and pings every CHAT_WEBSOCKET_PING_MS while open', () => {
    const { clock, actor, commands } = live();
    actor.send({ type: 'SOCKET_OPEN' });
    expect(commands).toEqual(['HELLO']);
    actor.send({ type: 'SEND', frame: { type: 'ping' } }); // before the answer: not sent
    actor.send({ type: 'FRAME', frame: QUEUE });
    for (let i = 0; i < 3; i++) clock.increment(CHAT_WEBSOCKET_PING_MS);
    actor.send({ type: 'SEND', frame: { type: 'ping' } });
    expect(commands).toEqual(['HELLO', 'PING', 'PING', 'PING', 'FRAME']);
  });

  it('offline: no tries until the browser is online again', () => {
    const { clock, actor, state, sockets } = live();
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'SOCKET_CLOSED', code: 1006 });
    expect(state()).toBe('offline');
    clock.increment(10 * 60_000);
    expect(sockets()).toBe(1);
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('connecting');
    expect(sockets()).toBe(2);
  });

  fcTest.prop([fc.array(fc.boolean(), { minLength: 1, maxLength: 40 })])(
    'after each drop the wait is the core delay of the failures since the last open: never decreasing, never over 30 s',
    (opensBeforeDrop) => {
      const { clock, actor, state } = live();
      let failures = 0;
      let previous = 0;
      for (const opens of opensBeforeDrop) {
        actor.send({ type: 'SOCKET_OPEN' });
        if (opens) {
          actor.send({ type: 'FRAME', frame: READY });
          failures = 0;
          previous = 0;
        }
        actor.send({ type: 'SOCKET_CLOSED', code: CHAT_CLOSE.dropped });
        const wait = chatReconnectDelay(failures);
        expect(wait).toBeGreaterThanOrEqual(previous);
        expect(wait).toBeLessThanOrEqual(30_000);
        clock.increment(wait - 1);
        expect(state()).toBe('backoff');
        clock.increment(1);
        expect(state()).toBe('connecting');
        failures++;
        previous = wait;
      }
      actor.stop();
    },
  );
});
