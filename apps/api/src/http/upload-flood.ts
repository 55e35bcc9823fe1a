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
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress, tooManyRequests } from '../auth/throttle.js';
import type { AppEnv } from './context.js';

export const UPLOAD_FLOOD_MESSAGE = (seconds: number) =>
  `Too many uploads from your network in a short time. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then send the file again; nothing you sent before was lost.`;

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

/** The meter, for every multipart write; other requests pass untouched. */
export function uploadFlood(options: {
  burst: number;
  perMinute: number;
  now?: () => number;
}): MiddlewareHandler<AppEnv> {
  const take = addressBuckets(options.burst, options.perMinute);
  const now = options.now ?? Date.now;
  return async (c, next) => {
    if (
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      /^multipart\/form-data/i.test(c.req.header('content-type') ?? '')
    ) {
      const wait = take(clientAddress(c), now());
      if (wait) throw tooManyRequests(UPLOAD_FLOOD_MESSAGE(wait), wait);
    }
    await next();
  };
}
