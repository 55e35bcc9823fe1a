/**
 * One chat socket, for the borrower's and the agent's client alike (decision 073): the core's
 * chat-connection machine decides (connect, hello, backoff, offline, the closes that end it); this
 * hook performs what it asks — opens the socket the factory makes, sends its frames, reads the
 * server's through the guarded parse, and tells it the browser's `online` / `offline` events.
 * What a role does with the frames (outbox, threads, queue) stays in its thin adapter.
 */
import {
  CHAT_CONNECTION_VIEW,
  chatConnectionMachine,
  chatConnectionState,
  type ChatClientFrame,
  type ChatConnectionEvent,
  type ChatConnectionView,
  type ChatServerFrame,
  type ChatSocketCommand,
} from '@heloc/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { fromCallback } from 'xstate';
import { parseServerFrame } from './server-frame';

/** The part of a WebSocket the connection uses (a test passes a scripted one). */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: { readonly code: number }) => void) | null;
}

export type ChatSocketFactory = (url: string) => ChatSocket;

const browserSocket: ChatSocketFactory = (url) => new WebSocket(url) as unknown as ChatSocket;
/** WebSocket.OPEN, without reading the global (a test's socket need not be one). */
const SOCKET_OPEN = 1;
/** The close a client asks for when it leaves on purpose. */
const NORMAL_CLOSE = 1000;

export interface LiveConnectionOptions {
  readonly url: string;
  /** The hello frame, asked for each time a socket opens (a borrower's resume point moves on). */
  readonly hello: () => ChatClientFrame;
  /** The server answered the hello: resend what waits (the outbox, the conversations joined). */
  readonly onOpened: (send: (frame: ChatClientFrame) => void) => void;
  readonly onFrame: (frame: ChatServerFrame) => void;
  readonly socketFactory?: ChatSocketFactory;
}

export interface LiveConnection {
  readonly view: ChatConnectionView;
  /** Frames from the server that were ignored (not JSON, too long, no known shape). */
  readonly rejectedFrames: number;
  /** Sent while the connection is open; otherwise dropped (the adapter resends in `onOpened`). */
  readonly send: (frame: ChatClientFrame) => void;
}

/** The machine's `socket` actor: one socket per connection try, closed when the machine leaves it. */
function socketActor(url: string, factory: ChatSocketFactory, hello: () => ChatClientFrame) {
  return fromCallback<ChatSocketCommand>(({ sendBack, receive }) => {
    const report = (event: ChatConnectionEvent) => sendBack(event);
    const ws = factory(url);
    const write = (frame: ChatClientFrame) => {
      if (ws.readyState === SOCKET_OPEN) ws.send(JSON.stringify(frame));
    };
    ws.onopen = () => report({ type: 'SOCKET_OPEN' });
    ws.onmessage = (event) => {
      const frame = parseServerFrame(event.data);
      report(frame ? { type: 'FRAME', frame } : { type: 'FRAME_REJECTED' });
    };
    ws.onclose = (event) => report({ type: 'SOCKET_CLOSED', code: event.code });
    receive((command) => {
      if (command.type === 'HELLO') write(hello());
      else if (command.type === 'PING') write({ type: 'ping' });
      else write(command.frame);
    });
    return () => {
      // A socket left behind says nothing more: its late close must not reach the next one's machine.
      ws.onopen = null;
      ws.onmessage = null;
      ws.onclose = null;
      ws.close(NORMAL_CLOSE);
    };
  });
}

export function useLiveConnection(options: LiveConnectionOptions): LiveConnection {
  // Provided anew each render: @xstate/react keeps the one actor (same config) and takes the latest
  // implementations, so a socket opened later says the hello of the latest options.
  const logic = chatConnectionMachine.provide({
    actors: { socket: socketActor(options.url, options.socketFactory ?? browserSocket, options.hello) },
  });
  const actor = useActorRef(logic, { input: { online: navigator.onLine } });
  const send = useCallback((frame: ChatClientFrame) => actor.send({ type: 'SEND', frame }), [actor]);
  const opened = useEffectEvent(() => options.onOpened(send));
  const frame = useEffectEvent((received: ChatServerFrame) => options.onFrame(received));
  useEffect(() => {
    const onOpened = actor.on('opened', () => opened());
    const onFrame = actor.on('frame', (event) => frame(event.frame));
    const online = () => actor.send({ type: 'ONLINE' });
    const offline = () => actor.send({ type: 'OFFLINE' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    actor.send({ type: 'START' });
    return () => {
      onOpened.unsubscribe();
      onFrame.unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);
  const view = useSelector(actor, (s) => CHAT_CONNECTION_VIEW[chatConnectionState(s.value)]);
  const rejectedFrames = useSelector(actor, (s) => s.context.rejectedFrames);
  return { view, rejectedFrames, send };
}
