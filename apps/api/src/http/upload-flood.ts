/**
 * Uploads from one address are metered before anything else is done for them (issue 23, item 4;
 * decision 065). A refused bomb costs no worker (decision 064), but each upload still costs a
 * signed-in request's work — the token checked, the session and the application read, the
 * multipart body streamed — several status reads' worth on a server whose database shares its
 * event loop (PGlite). An attacker posting refused bombs as fast as the answers come (45 a second
 * from one loop on loopback) would so take half the server from every other borrower.
 *
 * So a multipart write from an address takes a token from that address's bucket first: BURST
 * tokens, refilled at PER_MINUTE. Past them the answer is 429 with Retry-After, before the body
 * middleware, the session or the database is touched; the node adapter drains the unread body,
 * so the sender reads the answer rather than a reset connection. A borrower uploading a paystub,
 * an ID's two sides or a few statements never comes near it (each request carries up to 10 files).
 *
 * Kept in this process's memory, not the database: counting a flood in PostgreSQL would cost what
 * it saves. With several servers each meters what reaches it, which bounds the work per server —
 * the point of this meter; the account-wide limits (strikes, quotas) stay in the database.
 *
 * Metered are uploads and every other heavy body (decision 084): a multipart write, a body that
 * declares more than HEAVY_BODY_BYTES, or one sent in chunks without a length. A drawn signature
 * is a few tens of KB; a 7000 × 7000 PNG bomb as a data URL is 250 KB of JSON that would otherwise
 * be parsed before its header was judged — a refusal of its own costing several status reads.
 *
 * A refused request is answered after a short hold (at most HOLD_MAX_MS, never past its wait),
 * without its body being read: the sender's connection waits on TCP back-pressure, costing the
 * server a socket and a timer, not the bytes. A loop posting refused bodies as fast as answers
 * come thus slows to one post per hold instead of hundreds a second (nginx's `limit_req` queues
 * the same way). At most HOLD_PER_ADDRESS answers are held per address at once; past them the
 * answer is immediate, so a flood of connections cannot hold an unbounded number of sockets.
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress, tooManyRequests } from '../auth/throttle.js';
import type { AppEnv } from './context.js';

export const UPLOAD_FLOOD_MESSAGE = (seconds: number) =>
  `Too many uploads from your network in a short time. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then send the file again; nothing you sent before was lost.`;

/** A body that declares more than this is metered like an upload (a drawn signature is well under it). */
export const HEAVY_BODY_BYTES = 64 * 1024;
/** The longest a refused heavy request is held before its 429 goes out. */
export const HOLD_MAX_MS = 2_000;
/** The most refused requests held at once for one address; past them the 429 is immediate. */
export const HOLD_PER_ADDRESS = 4;

/** True for a write whose body is an upload or heavy enough to meter (see above). */
export function isHeavyBody(method: string, header: (name: string) => string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  if (/^multipart\/form-data/i.test(header('content-type') ?? '')) return true;
  const length = header('content-length');
  if (length === undefined) return header('transfer-encoding') !== undefined;
  const declared = Number(length);
  return !Number.isFinite(declared) || declared > HEAVY_BODY_BYTES;
}

/** How many addresses are remembered at most; full buckets are forgotten first (they are the default). */
const MAX_ADDRESSES = 50_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket per address: `burst` tokens, refilled at `perMinute`. Returns the seconds to wait, or 0. */
export function addressBuckets(burst: number, perMinute: number) {
  const buckets = new Map<string, Bucket>();
  const refill = (b: Bucket, now: number) => Math.min(burst, b.tokens + ((now - b.at) * perMinute) / 60_000);
  return (address: string, now: number): number => {
    const bucket = buckets.get(address) ?? { tokens: burst, at: now };
    const tokens = refill(bucket, now);
    if (tokens < 1) return Math.max(1, Math.ceil(((1 - tokens) * 60_000) / perMinute / 1000));
    if (!buckets.has(address) && buckets.size >= MAX_ADDRESSES) {
      for (const [key, b] of buckets) if (refill(b, now) >= burst) buckets.delete(key);
      if (buckets.size >= MAX_ADDRESSES) buckets.delete(buckets.keys().next().value as string);
    }
    buckets.set(address, { tokens: tokens - 1, at: now });
    return 0;
  };
}

/** The meter, for every upload and heavy body; other requests pass untouched. */
export function uploadFlood(options: {
  burst: number;
  perMinute: number;
  now?: () => number;
  /** Waits before a refusal goes out (tests pass their own clock). */
  hold?: (ms: number) => Promise<void>;
}): MiddlewareHandler<AppEnv> {
  const take = addressBuckets(options.burst, options.perMinute);
  const now = options.now ?? Date.now;
  const hold = options.hold ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const held = new Map<string, number>();
  return async (c, next) => {
    if (isHeavyBody(c.req.method, (name) => c.req.header(name))) {
      const address = clientAddress(c);
      const wait = take(address, now());
      if (wait) {
        const holding = held.get(address) ?? 0;
        const ms = holding < HOLD_PER_ADDRESS ? Math.min(wait * 1000, HOLD_MAX_MS) : 0;
        if (ms) {
          held.set(address, holding + 1);
          try {
            await hold(ms);
          } finally {
            const left = (held.get(address) ?? 1) - 1;
            if (left > 0) held.set(address, left);
            else held.delete(address);
          }
        }
        // What is left of the wait once the hold is over, in whole seconds (at least one).
        const left = Math.max(1, wait - Math.floor(ms / 1000));
        throw tooManyRequests(UPLOAD_FLOOD_MESSAGE(left), left);
      }
    }
    await next();
  };
}
