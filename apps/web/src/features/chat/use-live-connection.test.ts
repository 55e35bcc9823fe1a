/**
 * The one chat socket hook against a scripted socket: it performs what the core's connection
 * machine decides — a drop waits the core's delay and reconnects, 4401 ends it, an offline browser
 * waits for `online`, and a malformed frame is counted and ignored.
 */
import { chatReconnectDelay, type ChatClientFrame, type ChatServerFrame } from '@heloc/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FRAME_MAX_CHARS } from './server-frame';
import { scriptedSockets } from './test/scripted-socket';
import { useLiveConnection } from './use-live-connection';
import { useAgentChat } from './agent/agent-live';

const HELLO: ChatClientFrame = { type: 'hello', token: 't', after: 0 };
const READY: ChatServerFrame = { type: 'ready', conversationId: 'c', status: 'WAITING' };

function connect() {
  const sockets = scriptedSockets();
  const frames: ChatServerFrame[] = [];
  let opened = 0;
  const hook = renderHook(() =>
    useLiveConnection({
      url: 'ws://x/ws',
      hello: () => HELLO,
      onOpened: () => opened++,
      onFrame: (frame) => frames.push(frame),
      socketFactory: sockets.factory,
    }),
  );
  /** Opens socket `n` and answers its hello. */
  const greet = (n: number) =>
    act(() => {
      sockets.nth(n).open();
      sockets.nth(n).receive(READY);
    });
  return { ...hook, sockets, frames, opened: () => opened, greet };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveConnection', () => {
  it('says hello, opens on the answer, and after a drop reconnects after the core delay, one wait longer each failure', () => {
    const { result, sockets, greet, opened } = connect();
    expect(result.current.view).toBe('connecting');
    act(() => sockets.nth(0).open());
    expect(sockets.nth(0).sent).toEqual([HELLO]);
    expect(result.current.view).toBe('connecting');
    greet(0);
    expect(result.current.view).toBe('online');
    expect(opened()).toBe(1);

    for (let failure = 0; failure < 3; failure++) {
      act(() => sockets.nth(failure).drop(1006));
      expect(result.current.view).toBe('reconnecting');
      act(() => vi.advanceTimersByTime(chatReconnectDelay(failure) - 1));
      expect(sockets.all).toHaveLength(failure + 1);
      act(() => vi.advanceTimersByTime(1));
      expect(sockets.all).toHaveLength(failure + 2);
    }
    greet(3);
    expect(result.current.view).toBe('online');
    expect(opened()).toBe(2);
    // Open again: the next drop waits the first delay again.
    act(() => sockets.nth(3).drop(4000));
    act(() => vi.advanceTimersByTime(chatReconnectDelay(0)));
    expect(sockets.all).toHaveLength(5);
  });

  it('4401: unauthenticated, and never reconnects', () => {
    const { result, sockets, greet } = connect();
    greet(0);
    act(() => sockets.nth(0).drop(4401));
    expect(result.current.view).toBe('invalid');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(sockets.all).toHaveLength(1);
  });

  it('offline: a drop waits for the browser to be online, then reconnects at once', () => {
    const { result, sockets, greet } = connect();
    greet(0);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      sockets.nth(0).drop(1006);
    });
    expect(result.current.view).toBe('reconnecting');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(sockets.all).toHaveLength(1);
    act(() => window.dispatchEvent(new Event('online')));
    expect(sockets.all).toHaveLength(2);
    greet(1);
    expect(result.current.view).toBe('online');
  });

  it('a malformed frame is ignored and counted, not thrown; the good frames still arrive', () => {
    const { result, sockets, greet, frames } = connect();
    greet(0);
    act(() => {
      sockets.nth(0).receiveRaw('{not json');
      sockets.nth(0).receive({ type: 'message', message: { seq: 'one' } });
      sockets.nth(0).receive({ type: 'surprise' });
      sockets.nth(0).receiveRaw(new ArrayBuffer(8));
      sockets.nth(0).receiveRaw(JSON.stringify({ type: 'error', message: 'x'.repeat(SERVER_FRAME_MAX_CHARS) }));
      sockets.nth(0).receive({ type: 'pong' });
    });
    expect(result.current.rejectedFrames).toBe(5);
    expect(frames).toEqual([READY, { type: 'pong' }]);
    expect(result.current.view).toBe('online');
  });

  it('sends only while open, and closes its socket on unmount', () => {
    const { result, sockets, greet, unmount } = connect();
    act(() => sockets.nth(0).open());
    act(() => result.current.send({ type: 'ping' })); // greeting: not yet
    greet(0);
    act(() => result.current.send({ type: 'ping' }));
    expect(sockets.nth(0).sent).toEqual([HELLO, { type: 'ping' }]);
    unmount();
    expect(sockets.nth(0).closedWith).toBe(1000);
  });
});

describe('useAgentChat', () => {
  it('rejoins and resends after a drop, waits for online, and stops on 4401', () => {
    const sockets = scriptedSockets();
    const { result } = renderHook(() => useAgentChat({ url: 'ws://x/ws', jwt: 'j', socketFactory: sockets.factory }));
    act(() => sockets.nth(0).open());
    expect(sockets.nth(0).sent).toEqual([{ type: 'hello-agent', jwt: 'j' }]);
    act(() => sockets.nth(0).receive({ type: 'queue' }));
    expect(result.current.online).toBe(true);
    expect(result.current.queueVersion).toBe(1);
    act(() => result.current.join('c1'));
    act(() => {
      window.dispatchEvent(new Event('offline'));
      sockets.nth(0).drop(1006);
    });
    expect(result.current.online).toBe(false);
    act(() => result.current.send('c1', 'typed offline', []));
    act(() => sockets.nth(0).receiveRaw('{broken')); // a stale socket's frame reaches nobody
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(sockets.all).toHaveLength(1);
    act(() => window.dispatchEvent(new Event('online')));
    act(() => {
      sockets.nth(1).open();
      sockets.nth(1).receive({ type: 'queue' });
    });
    expect(sockets.nth(1).sent).toMatchObject([
      { type: 'hello-agent', jwt: 'j' },
      { type: 'join', conversationId: 'c1', after: 0 },
      { type: 'send', conversationId: 'c1', text: 'typed offline' },
    ]);
    act(() => sockets.nth(1).receiveRaw('not a frame'));
    expect(result.current.online).toBe(true);
    act(() => sockets.nth(1).drop(4401));
    expect(result.current.connection).toBe('invalid');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(sockets.all).toHaveLength(2);
  });
});
