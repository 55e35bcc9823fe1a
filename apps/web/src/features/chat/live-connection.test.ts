/**
 * The borrower's socket protocol, step by step, against a scripted socket (the real server is
 * met in apps/api/src/chat/chat.test.ts and e2e/chat.spec.ts): the outbox survives a drop and is resent
 * with the same clientIds; the hello after a reconnect resumes after the last seq held.
 */
import type { ChatMessage } from '@heloc/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBorrowerChat } from './live-connection';
import { scriptedSockets } from './test/scripted-socket';

const message = (seq: number, sender: 'CUSTOMER' | 'AGENT', clientId: string, text: string): ChatMessage => ({
  conversationId: 'c',
  seq,
  sender,
  senderName: sender === 'AGENT' ? 'Agent' : 'Ann',
  text,
  attachments: [],
  clientId,
  createdAt: '2026-11-23T18:00:00Z',
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useBorrowerChat', () => {
  it('keeps unacknowledged messages through a drop, resends them with the same ids, and resumes after the last seq', () => {
    let n = 0;
    const sockets = scriptedSockets();
    const { result, unmount } = renderHook(() =>
      useBorrowerChat({ url: 'ws://x/ws', token: 't', socketFactory: sockets.factory, newId: () => `id-${++n}` }),
    );
    const first = sockets.nth(0);
    act(() => first.open());
    expect(first.sent).toEqual([{ type: 'hello', token: 't', after: 0 }]);
    act(() => first.receive({ type: 'ready', conversationId: 'c', status: 'WAITING' }));
    act(() => result.current.send('one', []));
    act(() => {
      first.receive({ type: 'ack', clientId: 'id-1', seq: 1, conversationId: 'c' });
      first.receive({ type: 'message', message: message(1, 'CUSTOMER', 'id-1', 'one') });
      first.receive({ type: 'message', message: message(2, 'AGENT', 'a-1', 'hello') });
    });
    act(() => result.current.send('two', [])); // never acknowledged: the socket drops first
    act(() => first.drop());
    expect(result.current.connection).toBe('reconnecting');
    act(() => result.current.send('three', [])); // typed while offline
    expect(result.current.pending.map((p) => p.text)).toEqual(['two', 'three']);

    act(() => vi.advanceTimersByTime(1000)); // the core's first reconnect delay
    const second = sockets.nth(1);
    act(() => second.open());
    expect(second.sent).toEqual([{ type: 'hello', token: 't', after: 2 }]);
    act(() => second.receive({ type: 'ready', conversationId: 'c', status: 'ACTIVE' }));
    expect(second.sent.slice(1)).toEqual([
      { type: 'send', clientId: 'id-2', text: 'two', attachmentIds: [] },
      { type: 'send', clientId: 'id-3', text: 'three', attachmentIds: [] },
    ]);
    act(() => {
      second.receive({ type: 'message', message: message(3, 'CUSTOMER', 'id-2', 'two') });
      second.receive({ type: 'message', message: message(3, 'CUSTOMER', 'id-2', 'two') }); // delivered twice: shown once
      second.receive({ type: 'ack', clientId: 'id-3', seq: 4, conversationId: 'c' });
      second.receive({ type: 'message', message: message(4, 'CUSTOMER', 'id-3', 'three') });
    });
    const snap = result.current;
    expect(snap.connection).toBe('online');
    expect(snap.messages.map((m) => `${m.seq}:${m.text}`)).toEqual(['1:one', '2:hello', '3:two', '4:three']);
    expect(snap.pending).toEqual([]);
    expect(snap.agentJoined).toBe(true);
    unmount();
    expect(second.closedWith).toBe(1000);
  });

  it('an unknown token is "Token state is invalid." and an ended chat ends, with no reconnect', () => {
    const sockets = scriptedSockets();
    const { result } = renderHook(() =>
      useBorrowerChat({ url: 'ws://x/ws', token: 't', socketFactory: sockets.factory }),
    );
    act(() => sockets.nth(0).drop(4401));
    expect(result.current).toMatchObject({ connection: 'invalid', error: 'Token state is invalid.' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(sockets.all).toHaveLength(1);
    const other = renderHook(() => useBorrowerChat({ url: 'ws://x/ws', token: 't', socketFactory: sockets.factory }));
    act(() => sockets.nth(1).drop(4410));
    expect(other.result.current.connection).toBe('ended');
    act(() => vi.advanceTimersByTime(60_000));
    expect(sockets.all).toHaveLength(2);
  });
});
