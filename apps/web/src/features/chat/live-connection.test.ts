/**
 * The borrower's socket protocol, step by step, against a scripted socket (the real server is
 * met in apps/api/test/chat.test.ts and e2e/chat.spec.ts): the outbox survives a drop and is resent
 * with the same clientIds; the hello after a reconnect resumes after the last seq held.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@heloc/core';
import { LiveChat } from './live-connection';

class ScriptedSocket {
  static all: ScriptedSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

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
  ScriptedSocket.all = [];
  vi.stubGlobal('WebSocket', ScriptedSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveChat', () => {
  it('keeps unacknowledged messages through a drop, resends them with the same ids, and resumes after the last seq', () => {
    let n = 0;
    const chat = new LiveChat({
      url: 'ws://x/ws',
      token: 't',
      WebSocketImpl: ScriptedSocket as unknown as typeof WebSocket,
      newId: () => `id-${++n}`,
    });
    chat.start();
    const first = ScriptedSocket.all[0] as ScriptedSocket;
    first.open();
    expect(first.sent).toEqual([{ type: 'hello', token: 't', after: 0 }]);
    first.receive({ type: 'ready', conversationId: 'c', status: 'WAITING' });
    chat.send('one', []);
    first.receive({ type: 'ack', clientId: 'id-1', seq: 1, conversationId: 'c' });
    first.receive({ type: 'message', message: message(1, 'CUSTOMER', 'id-1', 'one') });
    first.receive({ type: 'message', message: message(2, 'AGENT', 'a-1', 'hello') });
    chat.send('two', []); // never acknowledged: the socket drops first
    first.drop();
    expect(chat.getSnapshot().connection).toBe('reconnecting');
    chat.send('three', []); // typed while offline
    expect(chat.getSnapshot().pending.map((p) => p.text)).toEqual(['two', 'three']);

    vi.advanceTimersByTime(1000); // the core's first reconnect delay
    const second = ScriptedSocket.all[1] as ScriptedSocket;
    second.open();
    expect(second.sent).toEqual([{ type: 'hello', token: 't', after: 2 }]);
    second.receive({ type: 'ready', conversationId: 'c', status: 'ACTIVE' });
    expect(second.sent.slice(1)).toEqual([
      { type: 'send', clientId: 'id-2', text: 'two', attachmentIds: [] },
      { type: 'send', clientId: 'id-3', text: 'three', attachmentIds: [] },
    ]);
    second.receive({ type: 'message', message: message(3, 'CUSTOMER', 'id-2', 'two') });
    second.receive({ type: 'message', message: message(3, 'CUSTOMER', 'id-2', 'two') }); // delivered twice: shown once
    second.receive({ type: 'ack', clientId: 'id-3', seq: 4, conversationId: 'c' });
    second.receive({ type: 'message', message: message(4, 'CUSTOMER', 'id-3', 'three') });
    const snap = chat.getSnapshot();
    expect(snap.connection).toBe('online');
    expect(snap.messages.map((m) => `${m.seq}:${m.text}`)).toEqual(['1:one', '2:hello', '3:two', '4:three']);
    expect(snap.pending).toEqual([]);
    expect(snap.agentJoined).toBe(true);
    chat.stop();
  });

  it('an unknown token is "Token state is invalid." and an ended chat ends, with no reconnect', () => {
    const chat = new LiveChat({
      url: 'ws://x/ws',
      token: 't',
      WebSocketImpl: ScriptedSocket as unknown as typeof WebSocket,
    });
    chat.start();
    (ScriptedSocket.all[0] as ScriptedSocket).drop(4401);
    expect(chat.getSnapshot()).toMatchObject({ connection: 'invalid', error: 'Token state is invalid.' });
    vi.advanceTimersByTime(60_000);
    expect(ScriptedSocket.all).toHaveLength(1);
    const other = new LiveChat({
      url: 'ws://x/ws',
      token: 't',
      WebSocketImpl: ScriptedSocket as unknown as typeof WebSocket,
    });
    other.start();
    (ScriptedSocket.all[1] as ScriptedSocket).drop(4410);
    expect(other.getSnapshot().connection).toBe('ended');
  });
});
