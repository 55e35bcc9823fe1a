/**
 * One chat socket's life, for the borrower's and the agent's client alike (decision 073): connect,
 * say hello, wait for the server's answer, stay open (pinging), and after a drop wait the core's
 * reconnect delay — or wait for the network when the browser says it is offline — and try again.
 * Two closes end it for good: the server refused the hello (CHAT_CLOSE.unauthenticated) or the
 * conversation is over (CHAT_CLOSE.ended); reconnecting would only be refused again.
 *
 * The socket itself is the `socket` actor the app provides (`machine.provide({ actors })`): it
 * reports SOCKET_OPEN, FRAME, FRAME_REJECTED and SOCKET_CLOSED and is told HELLO, PING and FRAME.
 * Time is the actor's clock: the reconnect and ping waits are named delays (`reconnectDelay`,
 * `pingInterval`), computed here and scheduled by XState, so tests run on a SimulatedClock.
 */
import { assertEvent, assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { CHAT_CLOSE, chatReconnectDelay, type ChatClientFrame, type ChatServerFrame } from './chat-live.js';
import { CHAT_WEBSOCKET_PING_MS } from '../constants.js';

export interface ChatConnectionContext {
  /** Failed tries since the last open connection: the reconnect delay's attempt count. */
  readonly attempt: number;
  /** What the browser last said about the network (`online` / `offline` events). */
  readonly online: boolean;
  /** Frames from the server that were not JSON, too large or of no known shape: ignored, counted. */
  readonly rejectedFrames: number;
  /** The code of the last close, or null. */
  readonly closeCode: number | null;
}

export interface ChatConnectionInput {
  /** `navigator.onLine` when the connection starts. */
  readonly online: boolean;
}

/** What the app (its socket and window listeners) tells the machine. */
export type ChatConnectionEvent =
  | { readonly type: 'START' }
  | { readonly type: 'SOCKET_OPEN' }
  | { readonly type: 'SOCKET_CLOSED'; readonly code: number }
  | { readonly type: 'FRAME'; readonly frame: ChatServerFrame }
  | { readonly type: 'FRAME_REJECTED' }
  | { readonly type: 'ONLINE' }
  | { readonly type: 'OFFLINE' }
  /** A frame the app wants sent: sent while open, dropped otherwise (the app's outbox resends on `opened`). */
  | { readonly type: 'SEND'; readonly frame: ChatClientFrame };

/** What the machine tells the socket actor. */
export type ChatSocketCommand =
  | { readonly type: 'HELLO' }
  | { readonly type: 'PING' }
  | { readonly type: 'FRAME'; readonly frame: ChatClientFrame };

/** What the machine tells the app: the connection (re)opened, and each frame the server sent. */
export type ChatConnectionEmitted =
  | { readonly type: 'opened' }
  | { readonly type: 'frame'; readonly frame: ChatServerFrame };

export const CHAT_CONNECTION_EVENT_TYPES = [
  'START',
  'SOCKET_OPEN',
  'SOCKET_CLOSED',
  'FRAME',
  'FRAME_REJECTED',
  'ONLINE',
  'OFFLINE',
  'SEND',
] as const satisfies readonly ChatConnectionEvent['type'][];

/** The frames that answer a hello: `ready` (a borrower's conversation) and the first `queue` (an agent). */
const SERVER_HELLO_TYPES: ReadonlySet<ChatServerFrame['type']> = new Set(['ready', 'queue']);

export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
    input: {} as ChatConnectionInput,
    emitted: {} as ChatConnectionEmitted,
  },
  actors: {
    // The app provides the real socket; this stand-in never opens (graph tests drive the events).
    socket: fromCallback<ChatSocketCommand>(() => undefined),
  },
  delays: {
    reconnectDelay: ({ context }) => chatReconnectDelay(context.attempt),
    pingInterval: CHAT_WEBSOCKET_PING_MS,
  },
  guards: {
    isServerHello: ({ event }) => event.type === 'FRAME' && SERVER_HELLO_TYPES.has(event.frame.type),
    isUnauthenticatedClose: ({ event }) => event.type === 'SOCKET_CLOSED' && event.code === CHAT_CLOSE.unauthenticated,
    isEndedClose: ({ event }) => event.type === 'SOCKET_CLOSED' && event.code === CHAT_CLOSE.ended,
    isNetworkDown: ({ context }) => !context.online,
  },
  actions: {
    sayHello: sendTo('socket', { type: 'HELLO' } satisfies ChatSocketCommand),
    sendPing: sendTo('socket', { type: 'PING' } satisfies ChatSocketCommand),
    forwardFrame: sendTo('socket', ({ event }) => {
      assertEvent(event, 'SEND');
      return { type: 'FRAME', frame: event.frame } satisfies ChatSocketCommand;
    }),
    announceOpened: emit({ type: 'opened' } as const),
    passFrame: emit(({ event }) => {
      assertEvent(event, 'FRAME');
      return { type: 'frame' as const, frame: event.frame };
    }),
    countRejectedFrame: assign({ rejectedFrames: ({ context }) => context.rejectedFrames + 1 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0 }),
    recordClose: assign({
      closeCode: ({ event }) => {
        assertEvent(event, 'SOCKET_CLOSED');
        return event.code;
      },
    }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
  },
}).createMachine({
  id: 'chatConnection',
  initial: 'idle',
  context: ({ input }) => ({ attempt: 0, online: input.online, rejectedFrames: 0, closeCode: null }),
  on: {
    // Whatever the state, the network's word is kept and a malformed frame is counted.
    ONLINE: { actions: 'markOnline' },
    OFFLINE: { actions: 'markOffline' },
    FRAME_REJECTED: { actions: 'countRejectedFrame' },
  },
  states: {
    idle: { on: { START: 'connected' } },
    /** A socket exists (the invoked `socket` actor); leaving this state closes it. */
    connected: {
      invoke: { id: 'socket', src: 'socket' },
      initial: 'connecting',
      on: {
        SOCKET_CLOSED: [
          { guard: 'isUnauthenticatedClose', target: 'closedUnauthenticated', actions: 'recordClose' },
          { guard: 'isEndedClose', target: 'ended', actions: 'recordClose' },
          { guard: 'isNetworkDown', target: 'offline', actions: 'recordClose' },
          { target: 'backoff', actions: 'recordClose' },
        ],
      },
      states: {
        connecting: { on: { SOCKET_OPEN: 'greeting' } },
        /** Hello sent; nothing else is sent until the server answers it. */
        greeting: {
          entry: 'sayHello',
          on: {
            FRAME: [
              { guard: 'isServerHello', target: 'open', actions: ['resetAttempts', 'announceOpened', 'passFrame'] },
              { actions: 'passFrame' },
            ],
          },
        },
        open: {
          // The spec's 10-second ping keeps the socket (and any proxy on the way) alive.
          after: { pingInterval: { target: 'open', reenter: true, actions: 'sendPing' } },
          on: { FRAME: { actions: 'passFrame' }, SEND: { actions: 'forwardFrame' } },
        },
      },
    },
    /** Dropped: try again after the core's delay, or at once when the network comes back. */
    backoff: {
      after: { reconnectDelay: { target: 'connected', actions: 'countAttempt' } },
      on: {
        ONLINE: { target: 'connected', actions: ['markOnline', 'countAttempt'] },
        OFFLINE: { target: 'offline', actions: 'markOffline' },
      },
    },
    /** Dropped while the browser is offline: no tries until it says `online`. */
    offline: { on: { ONLINE: { target: 'connected', actions: ['markOnline', 'countAttempt'] } } },
    closedUnauthenticated: { type: 'final' },
    ended: { type: 'final' },
  },
});

export type ChatConnectionState =
  | 'idle'
  | 'connecting'
  | 'greeting'
  | 'open'
  | 'backoff'
  | 'offline'
  | 'closedUnauthenticated'
  | 'ended';

/** The machine's state as one name (the nested `connected` states by their own name). */
export function chatConnectionState(value: string | { readonly connected?: string }): ChatConnectionState {
  return (typeof value === 'string' ? value : (value.connected ?? 'connecting')) as ChatConnectionState;
}

/** What a chat window shows for each state: the connection banner's four words and `ended`. */
export type ChatConnectionView = 'connecting' | 'online' | 'reconnecting' | 'invalid' | 'ended';

export const CHAT_CONNECTION_VIEW: Record<ChatConnectionState, ChatConnectionView> = {
  idle: 'connecting',
  connecting: 'connecting',
  greeting: 'connecting',
  open: 'online',
  backoff: 'reconnecting',
  offline: 'reconnecting',
  closedUnauthenticated: 'invalid',
  ended: 'ended',
};
