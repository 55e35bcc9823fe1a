/**
 * The live bus: what one server pushes to its sockets, every server on the database pushes too
 * (issue 23, item 6; decision 049-servers-share-through-postgres). Events are small — ids and a
 * seq — and each server reads the rows it needs from the database.
 *
 * - `notifyIn(tx, event)` sends `pg_notify` inside the writing transaction, so the other servers
 *   hear of a write exactly when it commits (never of one rolled back).
 * - `emitLocal(event)` tells this process's hubs at once, without a round trip.
 * - `startPgListener` (PostgreSQL only) LISTENs on a dedicated `pg.Client` — never a pooled one: a
 *   LISTEN belongs to one session — and hands the other servers' events to `emitLocal`. When the
 *   database goes away it reconnects with backoff and then emits `resync`, so hubs replay from the
 *   database what they may have missed. Its errors are logged, never thrown: it cannot end the process.
 *
 * On PGlite the bus is an in-process emitter: one process by construction (the data dir is locked
 * to one server), so `emitLocal` reaches every socket; the NOTIFY still runs and nobody listens.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ChatMessage } from '@heloc/core';
import { forgetOnEvent } from './read-cache.js';

export const LIVE_CHANNEL = 'heloc_live';

/** What a server pushes. Keys are short: a NOTIFY payload is at most 8000 bytes. */
export type LiveEvent =
  /**
   * A chat message was stored: conversation, seq, org, whether the agents' queue changed, and the
   * message itself when it fits the payload (then the other servers push it without reading it).
   */
  | { t: 'message'; c: string; s: number; g: string; q?: 1; m?: ChatMessage }
  /** The agents of an organisation refetch their queue (a new chat, an assignment). */
  | { t: 'queue'; g: string }
  /** A conversation ended. */
  | { t: 'ended'; c: string; g: string }
  /** The sandbox's drop: a conversation's borrower sockets (or all when `c` is absent) close. */
  | { t: 'drop'; c?: string }
  /** A user's sessions ended (sign-out, password change or reset): their live sockets close. */
  | { t: 'session-closed'; u: string }
  /** Not sent: the listener reconnected, so events may have been missed; read again. */
  | { t: 'resync' };

type Wire = LiveEvent & { o: string };
type Listener = (event: LiveEvent) => void;
interface Executor {
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>;
}

/** This process (events it sent come back through LISTEN; it has handled them already). */
const ORIGIN = randomUUID();

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a message rides along only well under it. */
export const PAYLOAD_MESSAGE_MAX_BYTES = 7000;

/** The NOTIFY payload of an event sent by this process. */
export const payloadOf = (event: Exclude<LiveEvent, { t: 'resync' }>): string =>
  JSON.stringify({ ...event, o: ORIGIN } satisfies Wire);

export class LiveBus {
  private readonly listeners = new Set<Listener>();

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Tells this process's subscribers (all but `except`, which has handled it itself). */
  emitLocal(event: LiveEvent, except?: Listener): void {
    // The read cache (PGlite) forgets first: a subscriber that reads again must not be answered from it.
    forgetOnEvent(event);
    for (const fn of this.listeners) {
      if (fn === except) continue;
      try {
        fn(event);
      } catch {
        // One subscriber's failure is not another's.
      }
    }
  }

  /** Tells the other servers, inside the caller's transaction when it has one. */
  async notifyIn(executor: Executor, event: Exclude<LiveEvent, { t: 'resync' }>): Promise<void> {
    await executor.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payloadOf(event)})`);
  }

  /**
   * Tells the other servers of several events in one statement (a group commit's messages), in
   * this order: notifications of one transaction are delivered in the order they were sent.
   */
  async notifyAllIn(executor: Executor, events: readonly Exclude<LiveEvent, { t: 'resync' }>[]): Promise<void> {
    if (events.length === 0) return;
    const payloads = JSON.stringify(events.map(payloadOf));
    await executor.execute(
      sql`select pg_notify(${LIVE_CHANNEL}, p.value) from json_array_elements_text(${payloads}::json) with ordinality as p(value, n) order by p.n`,
    );
  }

  /** An event heard on LISTEN: ignored when this process sent it. */
  receive(payload: string | undefined): void {
    if (!payload) return;
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (wire.o === ORIGIN) return;
    const { o: _, ...event } = wire;
    this.emitLocal(event as LiveEvent);
  }
}

/** One bus per database handle (each test sandbox has its own; a server has one). */
const buses = new WeakMap<object, LiveBus>();
export function busOf(db: object): LiveBus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new LiveBus()));
  return bus;
}

export interface PgListener {
  /** Resolves once the first LISTEN is in place (or the first try failed; it keeps trying). */
  readonly ready: Promise<void>;
  /** True while a LISTEN session is open. */
  readonly listening: () => boolean;
  readonly stop: () => Promise<void>;
}

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;

/** LISTENs for the other servers' events on its own connection, reconnecting with backoff. */
export function startPgListener(options: {
  connectionString: string;
  bus: LiveBus;
  log: (line: string) => void;
}): PgListener {
  const { connectionString, bus, log } = options;
  let client: pg.Client | undefined;
  let stopped = false;
  let open = false;
  let delay = BACKOFF_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;
  let reported = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
  };

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return; // an old client's late event
    client = undefined;
    // Said once per outage, not on every retry.
    if (!reported)
      log(`live bus: ${open ? 'LISTEN connection lost' : 'cannot LISTEN'} (${why}); retrying with backoff`);
    reported = true;
    open = false;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    schedule();
  };

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({ connectionString, keepAlive: true });
    client = c;
    // Never an unhandled 'error' event: a dropped connection is a reconnect, not a crash.
    c.on('error', (error) => lost(c, error.message));
    c.on('end', () => lost(c, 'ended'));
    c.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL) bus.receive(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      if (stopped || client !== c) {
        await c.end().catch(() => undefined);
        return;
      }
      open = true;
      reported = false;
      delay = BACKOFF_MIN_MS;
      if (everConnected) {
        log('live bus: LISTEN connection back');
        bus.emitLocal({ t: 'resync' });
      }
      everConnected = true;
      markReady();
    } catch (error) {
      markReady();
      lost(c, error instanceof Error ? error.message : String(error));
    }
  }

  void connect();
  return {
    ready,
    listening: () => open,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      open = false;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
