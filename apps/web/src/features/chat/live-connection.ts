/**
 * The borrower's end of a live chat socket (decision 043-chat-live). What the borrower typed sits in
 * an outbox until the server acknowledges it; after a drop the socket reconnects (the core's
 * backoff), says hello with the last gap-free seq it holds, receives what it missed and resends the
 * outbox with the same clientIds — the server stores each once. Nothing typed or sent is lost.
 * A plain store (subscribe/getSnapshot) for useSyncExternalStore; no React here.
 */
import {
  CHAT_CLOSE,
  CHAT_WEBSOCKET_PING_MS,
  MESSAGES,
  chatReconnectDelay,
  chatResumePoint,
  chatTimeline,
  type ChatAttachmentRef,
  type ChatClientFrame,
  type ChatMessage,
  type ChatOutboxItem,
  type ChatServerFrame,
} from '@heloc/core';

export type LiveConnection = 'connecting' | 'online' | 'reconnecting' | 'ended' | 'invalid';

export interface LiveChatSnapshot {
  readonly connection: LiveConnection;
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly ChatOutboxItem[];
  /** The spec's text for the last failure, or null. */
  readonly error: string | null;
  /** Whether an agent has answered (the end panel then offers the survey). */
  readonly agentJoined: boolean;
}

export interface LiveChatOptions {
  readonly url: string;
  readonly token: string;
  /** Injected for tests; the browser's WebSocket otherwise. */
  readonly WebSocketImpl?: typeof WebSocket;
  readonly newId?: () => string;
}

export class LiveChat {
  private ws: WebSocket | null = null;
  private received: ChatMessage[] = [];
  private outbox: ChatOutboxItem[] = [];
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private snapshot: LiveChatSnapshot = {
    connection: 'connecting',
    messages: [],
    pending: [],
    error: null,
    agentJoined: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly onOnline = () => {
    // The network is back: try now rather than at the end of the backoff.
    if (this.snapshot.connection === 'reconnecting') this.reconnectNow();
  };

  constructor(private readonly options: LiveChatOptions) {}

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  getSnapshot = () => this.snapshot;

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.ws?.close(1000);
    this.ws = null;
  }

  /** Queues a message and sends it if the socket is up; it stays queued until acknowledged. */
  send(text: string, attachments: readonly ChatAttachmentRef[]): void {
    const item: ChatOutboxItem = { clientId: (this.options.newId ?? (() => crypto.randomUUID()))(), text, attachments };
    this.outbox = [...this.outbox, item];
    this.update({ error: null });
    if (this.snapshot.connection === 'online') this.transmit(item);
  }

  private transmit(item: ChatOutboxItem) {
    this.frame({
      type: 'send',
      clientId: item.clientId,
      text: item.text,
      attachmentIds: item.attachments.map((a) => a.id),
    });
  }

  private frame(frame: ChatClientFrame) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private open() {
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const ws = new Impl(this.options.url);
    this.ws = ws;
    ws.onopen = () => this.frame({ type: 'hello', token: this.options.token, after: chatResumePoint(this.received) });
    ws.onmessage = (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      this.handle(frame);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      clearInterval(this.pingTimer);
      if (this.stopped) return;
      if (event.code === CHAT_CLOSE.unauthenticated)
        return this.update({ connection: 'invalid', error: MESSAGES.chatTokenInvalid });
      if (event.code === CHAT_CLOSE.ended) return this.update({ connection: 'ended' });
      this.update({ connection: 'reconnecting' });
      this.retryTimer = setTimeout(() => this.reconnectNow(), chatReconnectDelay(this.attempt++));
    };
  }

  private reconnectNow() {
    clearTimeout(this.retryTimer);
    if (this.stopped) return;
    this.ws?.close();
    this.open();
  }

  private handle(frame: ChatServerFrame) {
    switch (frame.type) {
      case 'ready':
        this.attempt = 0;
        this.update({ connection: 'online', error: null });
        // The spec's 10-second ping keeps the socket (and any proxy on the way) alive.
        clearInterval(this.pingTimer);
        this.pingTimer = setInterval(() => this.frame({ type: 'ping' }), CHAT_WEBSOCKET_PING_MS);
        for (const item of this.outbox) this.transmit(item);
        return;
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
        return this.update({ connection: 'ended' });
      case 'error':
        // A message the server refused will never be accepted as it is: out of the outbox, and say so.
        if (frame.clientId) this.outbox = this.outbox.filter((o) => o.clientId !== frame.clientId);
        return this.update({ error: frame.clientId ? MESSAGES.chatSendFailure : MESSAGES.chatGeneralFailure });
      default:
        return;
    }
  }

  private update(patch: Partial<LiveChatSnapshot>) {
    const { messages, pending } = chatTimeline(this.received, this.outbox);
    this.snapshot = { ...this.snapshot, ...patch, messages, pending };
    for (const fn of this.listeners) fn();
  }
}
