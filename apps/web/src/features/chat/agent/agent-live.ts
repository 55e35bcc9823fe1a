/**
 * The agent's socket: hello with the agent's JWT, join the conversations opened in the console,
 * send answers (kept until acknowledged and resent after a reconnect, as the borrower's are), and
 * hear 'queue' when the list of waiting conversations changed. The socket is useLiveConnection's,
 * the same as the borrower's (decision 073): the agent waits for the network when offline, stops on
 * CHAT_CLOSE.unauthenticated and ignores a malformed frame.
 */
import {
  MESSAGES,
  chatResumePoint,
  chatTimeline,
  type ChatAttachmentRef,
  type ChatClientFrame,
  type ChatConnectionView,
  type ChatMessage,
  type ChatOutboxItem,
  type ChatServerFrame,
} from '@heloc/core';
import { useState, useSyncExternalStore } from 'react';
import { useLiveConnection, type ChatSocketFactory } from '../use-live-connection';

type AgentOutboxItem = ChatOutboxItem & { readonly conversationId: string };

interface AgentThreads {
  readonly messages: Readonly<
    Record<string, { messages: readonly ChatMessage[]; pending: readonly ChatOutboxItem[]; ended: boolean }>
  >;
  readonly error: string | null;
  /** Bumped on every 'queue' frame: the console refetches the list. */
  readonly queueVersion: number;
}

export interface AgentSnapshot extends AgentThreads {
  readonly online: boolean;
  readonly connection: ChatConnectionView;
}

const sendFrame = (item: AgentOutboxItem): ChatClientFrame => ({
  type: 'send',
  conversationId: item.conversationId,
  clientId: item.clientId,
  text: item.text,
  attachmentIds: item.attachments.map((a) => a.id),
});

/** The conversations the agent has open: what arrived, what waits, which ended. */
class AgentThreadStore {
  private received = new Map<string, ChatMessage[]>();
  private outbox = new Map<string, AgentOutboxItem[]>();
  private ended = new Set<string>();
  private joined = new Set<string>();
  private snapshot: AgentThreads = { messages: {}, error: null, queueVersion: 0 };
  private readonly listeners = new Set<() => void>();

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  getSnapshot = () => this.snapshot;

  joinFrame(conversationId: string): ChatClientFrame {
    this.joined.add(conversationId);
    return { type: 'join', conversationId, after: chatResumePoint(this.received.get(conversationId) ?? []) };
  }

  add(item: AgentOutboxItem): void {
    this.outbox.set(item.conversationId, [...(this.outbox.get(item.conversationId) ?? []), item]);
    this.update({ error: null });
  }

  /** Signed in (again): rejoin what was open and resend what was not acknowledged. */
  resend(send: (frame: ChatClientFrame) => void): void {
    for (const id of this.joined) send(this.joinFrame(id));
    for (const items of this.outbox.values()) for (const item of items) send(sendFrame(item));
  }

  handle(frame: ChatServerFrame): void {
    if (frame.type === 'queue') return this.update({ queueVersion: this.snapshot.queueVersion + 1 });
    if (frame.type === 'message') {
      const id = frame.message.conversationId;
      this.received.set(id, [...(this.received.get(id) ?? []), frame.message]);
      return this.update({});
    }
    if (frame.type === 'ack') {
      this.outbox.set(
        frame.conversationId,
        (this.outbox.get(frame.conversationId) ?? []).filter((o) => o.clientId !== frame.clientId),
      );
      return this.update({});
    }
    if (frame.type === 'ended') {
      this.ended.add(frame.conversationId);
      return this.update({});
    }
    if (frame.type === 'error') {
      if (frame.clientId)
        for (const [id, items] of this.outbox)
          this.outbox.set(
            id,
            items.filter((o) => o.clientId !== frame.clientId),
          );
      return this.update({ error: frame.clientId ? MESSAGES.chatSendFailure : frame.message });
    }
  }

  private update(patch: Partial<AgentThreads>) {
    const messages: Record<
      string,
      { messages: readonly ChatMessage[]; pending: readonly ChatOutboxItem[]; ended: boolean }
    > = {};
    for (const id of new Set([...this.received.keys(), ...this.outbox.keys(), ...this.ended])) {
      const t = chatTimeline(this.received.get(id) ?? [], this.outbox.get(id) ?? []);
      messages[id] = { ...t, ended: this.ended.has(id) };
    }
    this.snapshot = { ...this.snapshot, ...patch, messages };
    for (const fn of this.listeners) fn();
  }
}

export interface AgentChatOptions {
  readonly url: string;
  readonly jwt: string;
  /** Injected for tests; the browser's WebSocket otherwise. */
  readonly socketFactory?: ChatSocketFactory;
}

/** The agent's live chat: the open conversations and the socket that carries them. */
export function useAgentChat(options: AgentChatOptions): AgentSnapshot & {
  readonly join: (conversationId: string) => void;
  readonly send: (conversationId: string, text: string, attachments: readonly ChatAttachmentRef[]) => void;
} {
  const [threads] = useState(() => new AgentThreadStore());
  const snap = useSyncExternalStore(threads.subscribe, threads.getSnapshot);
  const connection = useLiveConnection({
    url: options.url,
    socketFactory: options.socketFactory,
    hello: () => ({ type: 'hello-agent', jwt: options.jwt }),
    onOpened: (send) => threads.resend(send),
    onFrame: (frame) => threads.handle(frame),
  });
  return {
    ...snap,
    online: connection.view === 'online',
    connection: connection.view,
    join: (conversationId) => connection.send(threads.joinFrame(conversationId)),
    send: (conversationId, text, attachments) => {
      const item = { conversationId, clientId: crypto.randomUUID(), text, attachments };
      threads.add(item);
      connection.send(sendFrame(item));
    },
  };
}
