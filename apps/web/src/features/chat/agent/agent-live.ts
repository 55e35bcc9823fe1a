/**
 * The agent's socket: hello with the agent's JWT, join the conversations opened in the console,
 * send answers (kept until acknowledged and resent after a reconnect, as the borrower's are), and
 * hear 'queue' when the list of waiting conversations changed.
 */
import {
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

export interface AgentSnapshot {
  readonly online: boolean;
  readonly messages: Readonly<
    Record<string, { messages: readonly ChatMessage[]; pending: readonly ChatOutboxItem[]; ended: boolean }>
  >;
  readonly error: string | null;
  /** Bumped on every 'queue' frame: the console refetches the list. */
  readonly queueVersion: number;
}

export class AgentLive {
  private ws: WebSocket | null = null;
  private received = new Map<string, ChatMessage[]>();
  private outbox = new Map<string, (ChatOutboxItem & { conversationId: string })[]>();
  private ended = new Set<string>();
  private joined = new Set<string>();
  private attempt = 0;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private snapshot: AgentSnapshot = { online: false, messages: {}, error: null, queueVersion: 0 };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly jwt: string,
  ) {}

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  getSnapshot = () => this.snapshot;

  start() {
    this.stopped = false;
    this.open();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    this.ws?.close(1000);
  }

  join(conversationId: string) {
    this.joined.add(conversationId);
    this.frame({ type: 'join', conversationId, after: chatResumePoint(this.received.get(conversationId) ?? []) });
  }

  send(conversationId: string, text: string, attachments: readonly ChatAttachmentRef[]) {
    const item = { conversationId, clientId: crypto.randomUUID(), text, attachments };
    this.outbox.set(conversationId, [...(this.outbox.get(conversationId) ?? []), item]);
    this.transmit(item);
    this.update({ error: null });
  }

  private transmit(item: ChatOutboxItem & { conversationId: string }) {
    this.frame({
      type: 'send',
      conversationId: item.conversationId,
      clientId: item.clientId,
      text: item.text,
      attachmentIds: item.attachments.map((a) => a.id),
    });
  }

  private frame(frame: ChatClientFrame) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private open() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => this.frame({ type: 'hello-agent', jwt: this.jwt });
    ws.onmessage = (e) => this.handle(JSON.parse(String(e.data)) as ChatServerFrame);
    ws.onclose = () => {
      if (this.ws !== ws || this.stopped) return;
      clearInterval(this.ping);
      this.update({ online: false });
      this.retry = setTimeout(() => this.open(), chatReconnectDelay(this.attempt++));
    };
  }

  private handle(frame: ChatServerFrame) {
    if (frame.type === 'queue') {
      if (!this.snapshot.online) {
        // Signed in (again): rejoin what was open and resend what was not acknowledged.
        this.attempt = 0;
        clearInterval(this.ping);
        this.ping = setInterval(() => this.frame({ type: 'ping' }), CHAT_WEBSOCKET_PING_MS);
        for (const id of this.joined) this.join(id);
        for (const items of this.outbox.values()) for (const item of items) this.transmit(item);
      }
      return this.update({ online: true, queueVersion: this.snapshot.queueVersion + 1 });
    }
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

  private update(patch: Partial<AgentSnapshot>) {
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
