/**
 * The sandbox's stand-in for the live chat provider (decision 043-chat-live): conversations and
 * their transcripts in the database, and the open sockets of borrowers and customer-service agents
 * in memory. A message is stored (numbered by the conversation's `last_seq`) before anyone is told
 * of it, so a socket that drops loses nothing: the sender resends what was not acknowledged (same
 * clientId, stored once) and every reader resumes after the last seq it has.
 *
 * Several servers on one PostgreSQL are one chat (issue 23, item 6): whatever a hub pushes to its
 * own sockets — a message, the end, the agents' queue nudge, a drop, a closed session — it also
 * NOTIFYs, in the transaction of the write, and every other server's hub reads the rows and pushes
 * the same to its sockets (db/notify.ts).
 */
import type { WebSocket } from 'ws';
import {
  CHAT_CLOSE,
  CHAT_LIVE_SESSION_MS,
  CHAT_MESSAGES,
  CHAT_MISSED_PINGS,
  CHAT_WEBSOCKET_PING_MS,
  formatAddress,
  type ChatAttachmentRef,
  type ChatMessage,
  type ChatSender,
  type ChatServerFrame,
} from '@heloc/core';
import type { Db } from '../db/client.js';
import { busOf, PAYLOAD_MESSAGE_MAX_BYTES, payloadOf, type LiveBus, type LiveEvent } from '../db/notify.js';
import {
  applicationsIn,
  attachmentsUploadedBy,
  conversationByTokenHash,
  conversationInOrg,
  insertConversation,
  insertMessages,
  lockConversations,
  markEnded,
  messageRowAt,
  messageRowByClientId,
  messageRowsAfter,
  messageRowsByClientIds,
  openConversations,
  saveExpiry,
  saveNumbering,
  takeToken,
  takeTokens,
  type ConversationRow,
  type MessageRow,
  type NewMessage,
} from './repo.js';
import { hashSecret } from '../auth/secrets.js';
import type { Deps, SessionUser } from '../http/context.js';

export type { ConversationRow };

export const toMessage = (r: MessageRow): ChatMessage => ({
  conversationId: r.conversationUuid,
  seq: r.seq,
  sender: r.sender as ChatSender,
  senderName: r.senderName,
  text: r.body,
  attachments: r.attachments,
  clientId: r.clientId,
  createdAt: r.createdAt.toISOString(),
});

export class ChatRefusal extends Error {}

/** What `ChatHub.post` stores: the conversation is read again as it is now when numbering. */
export interface PostInput {
  conversation: Pick<ConversationRow, 'uuid' | 'orgCode'>;
  sender: ChatSender;
  senderName: string;
  clientId: string;
  text: string;
  attachmentIds: readonly string[];
  agentUuid?: string;
}

/** A sender's message bucket (chat/limits.ts), taken in the transaction that stores the message. */
export interface MessageLimit {
  key: string;
  burst: number;
  perMinute: number;
}

export type PostOutcome =
  | { kind: 'stored'; message: ChatMessage }
  | { kind: 'limited'; retryAfterSeconds: number; stored?: ChatMessage };

type Outcome =
  | { kind: 'stored'; message: ChatMessage; resent: true }
  | { kind: 'stored'; message: ChatMessage; resent?: undefined; nudge: boolean; orgCode: string }
  | { kind: 'limited'; retryAfterSeconds: number; stored?: ChatMessage; lookUp?: true }
  | { kind: 'refused'; reason: string };

/** At most this many messages in one transaction. */
const MAX_BATCH = 200;

export async function conversationByToken(db: Db, token: string, now: Date): Promise<ConversationRow | undefined> {
  if (!token) return undefined;
  const row = await conversationByTokenHash(db, hashSecret(token));
  return row && row.expiresAt > now ? row : undefined;
}

/** One stored message, by its number. */
export async function messageAt(db: Db, conversationUuid: string, seq: number): Promise<ChatMessage | undefined> {
  const row = await messageRowAt(db, conversationUuid, seq);
  return row ? toMessage(row) : undefined;
}

export async function messagesAfter(db: Db, conversationUuid: string, after: number): Promise<ChatMessage[]> {
  const rows = await messageRowsAfter(db, conversationUuid, after);
  return rows.map(toMessage);
}

/** The agent's view of a conversation: who, which application (address, state, amount), how far. */
export async function conversationSummaries(db: Db, orgCode: string) {
  const rows = await openConversations(db, orgCode);
  const appIds = rows.map((r) => r.applicationUuid).filter((u): u is string => Boolean(u));
  const apps = appIds.length ? await applicationsIn(db, appIds) : [];
  return rows.map((r) => {
    const app = apps.find((a) => a.uuid === r.applicationUuid);
    const data = (app?.data ?? {}) as { property?: Parameters<typeof formatAddress>[0]; amount?: number };
    return {
      conversationId: r.uuid,
      friendlyName: r.friendlyName,
      emailAddress: r.emailAddress,
      status: r.status,
      agentUuid: r.agentUuid,
      lastSeq: r.lastSeq,
      createdAt: r.createdAt.toISOString(),
      pageUrl: r.pageUrl,
      skill: r.skill,
      tag: r.tag,
      chatMode: r.chatMode,
      attributes: r.attributes ?? {},
      application: app
        ? {
            uuid: app.uuid,
            loanNumber: app.loanNumber,
            state: app.state,
            address: data.property ? formatAddress(data.property) : null,
            amount: data.amount ?? null,
          }
        : null,
    };
  });
}

interface AgentSocket {
  readonly user: SessionUser;
  /**
   * The conversations the agent opened. While one's history is being read (`held` set), its live
   * messages wait there; after it, a live message at or below `floor` (the history's last seq, or
   * the client's `after`) is one the agent has. Seqs are given under the conversation's row lock,
   * so every seq up to a committed one is committed: the history holds each of them. A message
   * stored around the join thus reaches the agent once, never live and again in the history.
   */
  readonly joined: Map<string, { held: ChatMessage[] | null; floor: number }>;
}

/** Open sockets, and the one way a message is stored and delivered. */
export class ChatHub {
  private readonly customers = new Map<string, Set<WebSocket>>();
  /** The signed-in borrower of each conversation with an open socket here (null: a visitor). */
  private readonly customerUsers = new Map<string, string | null>();
  private readonly agents = new Map<WebSocket, AgentSocket>();
  private readonly lastSeen = new WeakMap<WebSocket, number>();
  /** The highest seq pushed here per conversation with a socket here: what a resync resumes after. */
  private readonly pushed = new Map<string, number>();
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private readonly bus: LiveBus;
  private unsubscribe: (() => void) | undefined;
  /** Messages waiting for the next group commit, in arrival order; and whether one is being written. */
  private readonly pending: {
    input: PostInput & { limit?: MessageLimit };
    resolve: (outcome: PostOutcome) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private writing = false;
  /** How many group commits this hub made, and of how many messages (the load script prints them). */
  readonly written = { batches: 0, messages: 0 };
  /** Events are applied one after another: messages reach the sockets in the order they were stored. */
  private applying: Promise<void> = Promise.resolve();
  private readonly onEvent = (event: LiveEvent) => {
    this.applying = this.applying
      .then(() => this.apply(event))
      .catch((error: unknown) =>
        (this.deps.log ?? console.error)(
          `chat: a live event could not be applied: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  };

  constructor(private readonly deps: Deps) {
    this.bus = busOf(deps.db);
  }

  /**
   * Starts the liveness sweep (a socket silent for CHAT_MISSED_PINGS ping intervals is closed; its
   * owner reconnects) and listens to the other servers' events.
   */
  start(): void {
    this.sweeper ??= setInterval(() => this.sweep(), CHAT_WEBSOCKET_PING_MS);
    this.sweeper.unref();
    this.unsubscribe ??= this.bus.subscribe(this.onEvent);
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    for (const set of this.customers.values()) for (const ws of set) ws.terminate();
    for (const ws of this.agents.keys()) ws.terminate();
  }

  private sweep(): void {
    const limit = Date.now() - CHAT_WEBSOCKET_PING_MS * CHAT_MISSED_PINGS;
    const all = [...this.agents.keys(), ...[...this.customers.values()].flatMap((s) => [...s])];
    for (const ws of all) {
      if ((this.lastSeen.get(ws) ?? 0) < limit) ws.close(CHAT_CLOSE.timeout, 'No ping');
      else ws.ping();
    }
  }

  seen(ws: WebSocket): void {
    this.lastSeen.set(ws, Date.now());
  }

  addCustomer(conversation: ConversationRow, ws: WebSocket, after: number): void {
    const conversationUuid = conversation.uuid;
    let set = this.customers.get(conversationUuid);
    if (!set) this.customers.set(conversationUuid, (set = new Set()));
    set.add(ws);
    this.customerUsers.set(conversationUuid, conversation.userUuid);
    this.pushed.set(conversationUuid, Math.max(this.pushed.get(conversationUuid) ?? 0, after));
    ws.once('close', () => {
      set.delete(ws);
      if (set.size === 0) {
        this.customers.delete(conversationUuid);
        this.customerUsers.delete(conversationUuid);
        this.forgetIfUnwatched(conversationUuid);
      }
    });
  }

  addAgent(user: SessionUser, ws: WebSocket): AgentSocket {
    const entry: AgentSocket = { user, joined: new Map() };
    this.agents.set(ws, entry);
    ws.once('close', () => {
      this.agents.delete(ws);
      for (const id of entry.joined.keys()) this.forgetIfUnwatched(id);
    });
    return entry;
  }

  private watched(conversationUuid: string): boolean {
    if (this.customers.has(conversationUuid)) return true;
    for (const a of this.agents.values()) if (a.joined.has(conversationUuid)) return true;
    return false;
  }

  private forgetIfUnwatched(conversationUuid: string): void {
    if (!this.watched(conversationUuid)) this.pushed.delete(conversationUuid);
  }

  agentOf(ws: WebSocket): AgentSocket | undefined {
    return this.agents.get(ws);
  }

  /**
   * The queue of an organisation changed: `queueChangedIn` tells the other servers inside the
   * writing transaction, `queueChangedHere` this server's agents once it has committed (they refetch).
   */
  async queueChangedIn(tx: Parameters<LiveBus['notifyIn']>[0], orgCode: string): Promise<void> {
    await this.bus.notifyIn(tx, { t: 'queue', g: orgCode });
  }

  queueChangedHere(orgCode: string): void {
    this.nudgeAgents(orgCode);
  }

  private nudgeAgents(orgCode: string): void {
    for (const [ws, a] of this.agents) if (a.user.orgCode === orgCode) send(ws, { type: 'queue' });
  }

  /** Closes a conversation's borrower sockets on every server (the sandbox's "the connection dropped"); returns how many were here. */
  async drop(conversationUuid?: string): Promise<number> {
    await this.bus.notifyIn(this.deps.db, conversationUuid ? { t: 'drop', c: conversationUuid } : { t: 'drop' });
    return this.dropHere(conversationUuid);
  }

  private dropHere(conversationUuid?: string): number {
    let n = 0;
    for (const [id, set] of this.customers) {
      if (conversationUuid && id !== conversationUuid) continue;
      for (const ws of set) {
        ws.terminate();
        n++;
      }
    }
    return n;
  }

  /**
   * An agent opens a conversation (it becomes theirs if nobody answered it yet) and is sent its
   * history after `after`: live messages from now on, each once — one stored while the history is
   * read is in the history, or follows it, never both.
   */
  async join(ws: WebSocket, agent: AgentSocket, conversationUuid: string, after: number): Promise<void> {
    const { db } = this.deps;
    const row = await conversationInOrg(db, conversationUuid, agent.user.orgCode);
    if (!row) throw new ChatRefusal('Not found');
    let joined = agent.joined.get(row.uuid);
    if (!joined) {
      joined = { held: null, floor: after };
      agent.joined.set(row.uuid, joined);
      // From now on this socket is pushed what is stored; what came before it reads with `after`.
      if (!this.pushed.has(row.uuid)) this.pushed.set(row.uuid, row.lastSeq);
    }
    const held: ChatMessage[] = [];
    joined.held = held;
    let floor = after;
    try {
      for (const message of await messagesAfter(db, row.uuid, after)) {
        send(ws, { type: 'message', message });
        floor = Math.max(floor, message.seq);
      }
    } finally {
      joined.floor = floor;
      joined.held = null;
      for (const message of held) if (message.seq > floor) send(ws, { type: 'message', message });
    }
  }

  /**
   * Stores a message (once per sender and clientId) and delivers it. Returns the stored message,
   * whether it is new or the resend of one already stored.
   */
  async post(input: PostInput): Promise<ChatMessage> {
    const outcome = await this.submit(input);
    if (outcome.kind === 'limited') throw new ChatRefusal(CHAT_MESSAGES.slowDown);
    return outcome.message;
  }

  /**
   * Stores a message through the group commit (see `writeBatch`): it is written with the others
   * that arrived while a write was in flight, in one transaction, and this resolves only after
   * that transaction committed and the message was pushed to this server's sockets — or rejects
   * with the batch's error, every message of which is then not stored. With `limit`, the sender's
   * token bucket is taken in the same transaction; over it, nothing is stored ('limited', with the
   * message stored before under this clientId if this is a resend of one).
   */
  submit(input: PostInput & { limit?: MessageLimit }): Promise<PostOutcome> {
    return new Promise<PostOutcome>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.pending.length === 1 && !this.writing) setImmediate(() => void this.drain());
    });
  }

  /** Writes what is pending, batch after batch, until nothing is: one write in flight at a time. */
  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        let outcomes: Outcome[];
        try {
          outcomes = await this.writeBatch(batch.map((p) => p.input));
          this.written.batches++;
          this.written.messages += batch.length;
        } catch (error) {
          // Rolled back: none of these was stored, and each sender is told (and may resend).
          for (const p of batch) p.reject(error);
          continue;
        }
        // Committed: pushed here in the order stored, then each sender is answered.
        for (const outcome of outcomes) {
          if (outcome.kind !== 'stored' || outcome.resent) continue;
          this.deliver(outcome.message);
          if (outcome.nudge) this.nudgeAgents(outcome.orgCode);
        }
        batch.forEach((p, i) => {
          const outcome = outcomes[i] as Outcome;
          if (outcome.kind === 'refused') p.reject(new ChatRefusal(outcome.reason));
          else if (outcome.kind === 'limited') p.resolve(outcome);
          else p.resolve({ kind: 'stored', message: outcome.message });
        });
      }
    } finally {
      this.writing = false;
    }
  }

  /**
   * One transaction for a batch, in a fixed number of statements whatever its size:
   * 1. the senders' buckets (`limit`), one upsert taking each key's count at once — a key whose
   *    messages do not all fit is taken one message at a time, in arrival order, as before;
   * 2. the conversations' rows, locked in uuid order, and the messages already stored under the
   *    batch's clientIds (a resend is answered with what was stored, and takes no number);
   * 3. numbers given in arrival order per conversation (refused when it has ended, expired or is
   *    not the sender's organisation's), saved in one update, the messages in one insert;
   * 4. one NOTIFY statement for all: the other servers hear of them when this commits, and never
   *    if it does not.
   * Buckets are locked by key, then conversations by uuid, in every batch, so two servers' batches
   * never wait on each other in a cycle.
   */
  private async writeBatch(inputs: readonly (PostInput & { limit?: MessageLimit })[]): Promise<Outcome[]> {
    const { db, now } = this.deps;
    const at = now();
    const attachments = await Promise.all(
      inputs.map((input) =>
        this.attachmentsFor(input.conversation.uuid, input.sender, input.attachmentIds).catch((error: unknown) => {
          if (error instanceof ChatRefusal) return error;
          throw error;
        }),
      ),
    );
    const tripleOf = (input: PostInput) => `${input.conversation.uuid} ${input.sender} ${input.clientId}`;
    return db.transaction(async (tx) => {
      const outcomes: (Outcome | undefined)[] = inputs.map((_, i) => {
        const found = attachments[i];
        return found instanceof ChatRefusal ? { kind: 'refused', reason: found.message } : undefined;
      });

      // 1. Buckets.
      const byKey = new Map<string, number[]>();
      inputs.forEach((input, i) => {
        if (!input.limit || outcomes[i]) return;
        const list = byKey.get(input.limit.key);
        if (list) list.push(i);
        else byKey.set(input.limit.key, [i]);
      });
      const keys = [...byKey.keys()].sort();
      const limitOf = (key: string) => inputs[(byKey.get(key) as number[])[0] as number]?.limit as MessageLimit;
      const whole = keys.filter((key) => (byKey.get(key) as number[]).length <= limitOf(key).burst);
      const took = new Set<string>();
      for (const params of new Set(whole.map((key) => `${limitOf(key).burst}/${limitOf(key).perMinute}`))) {
        const group = whole.filter((key) => `${limitOf(key).burst}/${limitOf(key).perMinute}` === params);
        const { burst, perMinute } = limitOf(group[0] as string);
        const keysTaken = await takeTokens(
          tx,
          group.map((key) => ({ key, count: (byKey.get(key) as number[]).length })),
          burst,
          perMinute,
          at,
        );
        for (const key of keysTaken) took.add(key);
      }
      for (const key of keys) {
        if (took.has(key)) continue;
        // Not all of them fit: one at a time; a bucket refused once stays empty for the rest of
        // this batch (same instant), so a flood queued behind one refusal costs no more statements.
        let wait: number | undefined;
        for (const i of byKey.get(key) as number[]) {
          if (wait === undefined) {
            const { burst, perMinute } = inputs[i]?.limit as MessageLimit;
            const taken = await takeToken(tx, key, burst, perMinute, at);
            if (taken.ok) continue;
            wait = taken.retryAfterSeconds;
            outcomes[i] = { kind: 'limited', retryAfterSeconds: wait, lookUp: true };
          } else outcomes[i] = { kind: 'limited', retryAfterSeconds: wait };
        }
      }

      // 2. Conversations locked, and what is stored already.
      const toWrite = inputs.map((_, i) => i).filter((i) => !outcomes[i]);
      const toRead = inputs
        .map((_, i) => i)
        .filter((i) => !outcomes[i] || (outcomes[i]?.kind === 'limited' && outcomes[i].lookUp));
      const conversations = new Map(
        (
          await (toWrite.length
            ? lockConversations(tx, [...new Set(toWrite.map((i) => inputs[i]?.conversation.uuid as string))])
            : Promise.resolve([]))
        ).map((row) => [row.uuid, { ...row, changed: false }]),
      );
      const storedRows = toRead.length
        ? await messageRowsByClientIds(
            tx,
            [...new Set(toRead.map((i) => inputs[i]?.conversation.uuid as string))],
            [...new Set(toRead.map((i) => inputs[i]?.clientId as string))],
          )
        : [];
      const stored = new Map(storedRows.map((row) => [`${row.conversationUuid} ${row.sender} ${row.clientId}`, row]));
      for (const i of toRead) {
        const outcome = outcomes[i];
        const row = stored.get(tripleOf(inputs[i] as PostInput));
        if (outcome?.kind === 'limited') outcomes[i] = { ...outcome, ...(row ? { stored: toMessage(row) } : {}) };
      }

      // 3. Numbers, in arrival order per conversation.
      const inserts: { index: number; values: NewMessage }[] = [];
      const firstOf = new Map<string, number>();
      for (const i of toWrite) {
        const input = inputs[i] as PostInput;
        const triple = tripleOf(input);
        const before = stored.get(triple);
        if (before) {
          outcomes[i] = { kind: 'stored', message: toMessage(before), resent: true };
          continue;
        }
        if (firstOf.has(triple)) continue; // the same message twice in this batch: answered with the first
        const row = conversations.get(input.conversation.uuid);
        if (!row || row.orgCode !== input.conversation.orgCode || row.status === 'ENDED' || row.expiresAt <= at) {
          outcomes[i] = { kind: 'refused', reason: CHAT_MESSAGES.ended };
          continue;
        }
        row.lastSeq += 1;
        row.changed = true;
        if (input.sender === 'AGENT') {
          row.status = 'ACTIVE';
          row.agentUuid ??= input.agentUuid ?? null;
        }
        firstOf.set(triple, i);
        inserts.push({
          index: i,
          values: {
            conversationUuid: row.uuid,
            seq: row.lastSeq,
            sender: input.sender,
            senderName: input.senderName,
            body: input.text,
            attachments: attachments[i] as ChatAttachmentRef[],
            clientId: input.clientId,
            createdAt: at,
          },
        });
      }
      await saveNumbering(
        tx,
        [...conversations.values()].filter((row) => row.changed),
      );
      const rows = await insertMessages(
        tx,
        inserts.map((x) => x.values),
      );
      // The rows were locked and the clientIds checked: every insert is stored, or the batch fails.
      if (rows.length !== inserts.length) throw new Error('chat: a message of the batch was not stored');
      const rowAt = new Map(rows.map((row) => [`${row.conversationUuid} ${row.seq}`, row]));
      const events: Extract<LiveEvent, { t: 'message' }>[] = [];
      for (const { index, values } of inserts) {
        const row = rowAt.get(`${values.conversationUuid} ${values.seq}`);
        if (!row) throw new Error('chat: a message of the batch was not stored');
        const input = inputs[index] as PostInput;
        const message = toMessage(row);
        const nudge = row.seq === 1 || input.sender === 'AGENT';
        const event: Extract<LiveEvent, { t: 'message' }> = {
          t: 'message',
          c: row.conversationUuid,
          s: row.seq,
          g: input.conversation.orgCode,
          ...(nudge ? { q: 1 as const } : {}),
        };
        const withMessage = { ...event, m: message };
        events.push(Buffer.byteLength(payloadOf(withMessage)) <= PAYLOAD_MESSAGE_MAX_BYTES ? withMessage : event);
        outcomes[index] = { kind: 'stored', message, nudge, orgCode: input.conversation.orgCode };
      }
      // The same message twice in this batch: the second is a resend of the first.
      inputs.forEach((input, i) => {
        if (outcomes[i]) return;
        const first = outcomes[firstOf.get(tripleOf(input)) as number];
        if (first?.kind === 'stored') outcomes[i] = { kind: 'stored', message: first.message, resent: true };
      });
      await this.bus.notifyAllIn(tx, events);
      return outcomes as Outcome[];
    });
  }

  /** Ends a conversation: stored as ENDED, every open socket on every server told. */
  async end(conversation: ConversationRow): Promise<void> {
    const { db, now } = this.deps;
    await db.transaction(async (tx) => {
      await markEnded(tx, conversation.uuid, now());
      await this.bus.notifyIn(tx, { t: 'ended', c: conversation.uuid, g: conversation.orgCode });
    });
    this.endedHere(conversation.uuid, conversation.orgCode);
  }

  private endedHere(conversationUuid: string, orgCode: string): void {
    const frame: ChatServerFrame = { type: 'ended', conversationId: conversationUuid };
    for (const ws of this.customers.get(conversationUuid) ?? []) send(ws, frame);
    for (const [ws, a] of this.agents) if (a.joined.has(conversationUuid)) send(ws, frame);
    this.nudgeAgents(orgCode);
  }

  /** Closes this server's sockets of a user whose sessions ended: their agent sockets, and their chats as a borrower. */
  private closeUserHere(userUuid: string): void {
    for (const [ws, a] of this.agents)
      if (a.user.uuid === userUuid) ws.close(CHAT_CLOSE.unauthenticated, CHAT_MESSAGES.signedOut);
    for (const [id, user] of this.customerUsers) {
      if (user !== userUuid) continue;
      for (const ws of this.customers.get(id) ?? []) ws.close(CHAT_CLOSE.unauthenticated, CHAT_MESSAGES.signedOut);
    }
  }

  /** What another server (or, for a closed session, this process's sign-out) pushed: the same happens here. */
  async apply(event: LiveEvent): Promise<void> {
    switch (event.t) {
      case 'message': {
        if (this.watched(event.c)) {
          // The message rides in the event when it fits; otherwise it is read.
          const message = event.m ?? (await messageAt(this.deps.db, event.c, event.s));
          if (message) this.deliver(message);
        }
        if (event.q) this.nudgeAgents(event.g);
        return;
      }
      case 'queue':
        return this.nudgeAgents(event.g);
      case 'ended':
        return this.endedHere(event.c, event.g);
      case 'drop':
        this.dropHere(event.c);
        return;
      case 'session-closed':
        return this.closeUserHere(event.u);
      case 'resync': {
        // The LISTEN connection was down: what was stored meanwhile is read and pushed now; the
        // agents refetch their queues.
        for (const [id, after] of [...this.pushed])
          for (const message of await messagesAfter(this.deps.db, id, after)) this.deliver(message);
        for (const org of new Set([...this.agents.values()].map((a) => a.user.orgCode))) this.nudgeAgents(org);
        return;
      }
    }
  }

  async refresh(conversation: ConversationRow): Promise<Date> {
    const expiresAt = new Date(this.deps.now().getTime() + CHAT_LIVE_SESSION_MS);
    await saveExpiry(this.deps.db, conversation.uuid, expiresAt);
    return expiresAt;
  }

  private deliver(message: ChatMessage): void {
    const id = message.conversationId;
    if (this.pushed.has(id)) this.pushed.set(id, Math.max(this.pushed.get(id) ?? 0, message.seq));
    const frame: ChatServerFrame = { type: 'message', message };
    for (const ws of this.customers.get(message.conversationId) ?? []) send(ws, frame);
    for (const [ws, a] of this.agents) {
      const joined = a.joined.get(message.conversationId);
      if (joined?.held) joined.held.push(message);
      else if (joined && message.seq > joined.floor) send(ws, frame);
    }
  }

  /** The message a sender stored before under this clientId, if any (a resend). */
  async stored(conversationUuid: string, sender: ChatSender, clientId: string): Promise<ChatMessage | undefined> {
    const row = await messageRowByClientId(this.deps.db, conversationUuid, sender, clientId);
    return row ? toMessage(row) : undefined;
  }

  /** Only files this side uploaded to this conversation may be attached. */
  private async attachmentsFor(
    conversationUuid: string,
    sender: ChatSender,
    ids: readonly string[],
  ): Promise<ChatAttachmentRef[]> {
    if (ids.length === 0) return [];
    const rows = await attachmentsUploadedBy(this.deps.db, conversationUuid, sender, ids);
    if (rows.length !== new Set(ids).size) throw new ChatRefusal('An attachment is not part of this chat.');
    return ids.map((id) => rows.find((r) => r.id === id) as ChatAttachmentRef);
  }
}

/**
 * Stores a new conversation; the agents of every server hear of it when it commits (the NOTIFY is
 * sent in the same transaction). Returns its row.
 */
export async function startConversation(deps: Deps, conversation: Parameters<typeof insertConversation>[1]) {
  const hub = chatHubOf(deps);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertConversation(tx, conversation);
    if (inserted) await hub.queueChangedIn(tx, inserted.orgCode);
    return inserted;
  });
  if (row) hub.queueChangedHere(row.orgCode);
  return row;
}

export function send(ws: WebSocket, frame: ChatServerFrame): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
}

/** One hub per set of dependencies (one per server; tests make their own). */
const hubs = new WeakMap<Deps, ChatHub>();
export function chatHubOf(deps: Deps): ChatHub {
  let hub = hubs.get(deps);
  if (!hub) hubs.set(deps, (hub = new ChatHub(deps)));
  return hub;
}
