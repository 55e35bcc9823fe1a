/**
 * The borrower's end of a live chat socket (decision 043-chat-live). What the borrower typed sits in
 * an outbox until the server acknowledges it; after a drop the socket reconnects (the core's
 * chat-connection machine, through useLiveConnection), says hello with the last gap-free seq it
 * holds, receives what it missed and resends the outbox with the same clientIds — the server stores
 * each once. Nothing typed or sent is lost. The conversation is a plain store; the socket is the hook's.
 */
import {
  MESSAGES,
  chatResumePoint,
  chatTimeline,
  type ChatAttachmentRef,
  type ChatClientFrame,
  type ChatMessage,
  type ChatOutboxItem,
  type ChatServerFrame,
} from '@heloc/core';
import { useState, useSyncExternalStore } from 'react';
import { useLiveConnection, type ChatSocketFactory } from './use-live-connection';

export type LiveConnection = 'connecting' | 'online' | 'reconnecting' | 'ended' | 'invalid';

export interface LiveChatSnapshot {
  readonly connection: LiveConnection;
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly ChatOutboxItem[];
  /** The spec's text for the last failure, or null. */
  readonly error: string | null;
  /** Whether an agent has answered (the end panel then offers the survey). */
  readonly agentJoined: boolean;
  /** Frames from the server that were ignored (see server-frame.ts). */
  readonly rejectedFrames: number;
}

export interface LiveChatOptions {
  readonly url: string;
  readonly token: string;
  /** Injected for tests; the browser's WebSocket otherwise. */
  readonly socketFactory?: ChatSocketFactory;
  readonly newId?: () => string;
}

interface ThreadSnapshot {
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly ChatOutboxItem[];
  readonly error: string | null;
  readonly agentJoined: boolean;
  /** The server said the conversation ended (an 'ended' frame). */
  readonly ended: boolean;
}

const sendFrame = (item: ChatOutboxItem): ChatClientFrame => ({
  type: 'send',
  clientId: item.clientId,
  text: item.text,
  attachmentIds: item.attachments.map((a) => a.id),
});

/** The borrower's side of the conversation: what arrived, what waits in the outbox. */
class BorrowerThread {
  private received: ChatMessage[] = [];
  private outbox: ChatOutboxItem[] = [];
  private snapshot: ThreadSnapshot = { messages: [], pending: [], error: null, agentJoined: false, ended: false };
  private readonly listeners = new Set<() => void>();

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  getSnapshot = () => this.snapshot;

  resumePoint = () => chatResumePoint(this.received);

  /** Queues a message; it stays queued until acknowledged. */
  add(item: ChatOutboxItem): void {
    this.outbox = [...this.outbox, item];
    this.update({ error: null });
  }

  resend(send: (frame: ChatClientFrame) => void): void {
    for (const item of this.outbox) send(sendFrame(item));
  }

  handle(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready':
        return this.update({ error: null });
      case 'message':
        this.received = [...this.received, frame.message];
        this.outbox = this.outbox.filter(
          (o) => o.clientId !== frame.message.clientId || frame.message.sender !== 'CUSTOMER',
        );
        return this.update({ agentJoined: this.snapshot.agentJoined || frame.message.sender === 'AGENT' });
      case 'ack':
        // The message itself arrives as a 'message' frame too; the ack alone empties the outbox slot.
        this.outbox = this.outbox.filter((o) => o.clientId !== frame.clientId);
        return this.update({});
      case 'ended':
        return this.update({ ended: true });
      case 'error':
        // A message the server refused will never be accepted as it is: out of the outbox, and say so.
        if (frame.clientId) this.outbox = this.outbox.filter((o) => o.clientId !== frame.clientId);
        return this.update({ error: frame.clientId ? MESSAGES.chatSendFailure : MESSAGES.chatGeneralFailure });
      default:
        return;
    }
  }

  private update(patch: Partial<ThreadSnapshot>) {
    const { messages, pending } = chatTimeline(this.received, this.outbox);
    this.snapshot = { ...this.snapshot, ...patch, messages, pending };
    for (const fn of this.listeners) fn();
  }
}

/** The borrower's live chat: its conversation and the socket that carries it. */
export function useBorrowerChat(options: LiveChatOptions): LiveChatSnapshot & {
  readonly send: (text: string, attachments: readonly ChatAttachmentRef[]) => void;
} {
  const [thread] = useState(() => new BorrowerThread());
  const snap = useSyncExternalStore(thread.subscribe, thread.getSnapshot);
  const connection = useLiveConnection({
    url: options.url,
    socketFactory: options.socketFactory,
    hello: () => ({ type: 'hello', token: options.token, after: thread.resumePoint() }),
    onOpened: (send) => thread.resend(send),
    onFrame: (frame) => thread.handle(frame),
  });
  const invalid = connection.view === 'invalid';
  return {
    connection: snap.ended ? 'ended' : connection.view,
    messages: snap.messages,
    pending: snap.pending,
    error: invalid ? MESSAGES.chatTokenInvalid : snap.error,
    agentJoined: snap.agentJoined,
    rejectedFrames: connection.rejectedFrames,
    send: (text, attachments) => {
      const item = { clientId: (options.newId ?? (() => crypto.randomUUID()))(), text, attachments };
      thread.add(item);
      connection.send(sendFrame(item));
    },
  };
}
