/**
 * Who may try a password, and who may register, right now (NIST SP 800-63B §5.2.2, OWASP's
 * authentication cheat sheet; docs/decisions, "sec-data: login and registration throttling").
 *
 * Only failures count. A successful login is never counted, so a borrower who signs in often is
 * never throttled. Failures are counted three ways, all in SharedCounters (the database):
 *
 * | counter                    | limit (L = LOGIN_RATE_LIMIT) | blocks                                       |
 * | -------------------------- | ---------------------------- | -------------------------------------------- |
 * | account × address          | L per 15 min                 | that address, for that account               |
 * | address (any account)      | 5 L per 15 min               | that address, unless it knows the account    |
 * | account (any address)      | 10 L per 15 min (100: NIST)  | every address that does not know the account |
 *
 * "Knows the account": signed in to it successfully in the last 30 days. So failures from
 * elsewhere — however many — never lock the owner out of a device they have used; a guesser
 * spread over many addresses still meets the account's cap. The pair limit is the only one the
 * owner can meet, and only by failing themselves (or from behind the guesser's own address).
 *
 * A blocked attempt is answered before the password is checked: no hashing, no answer to learn from.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { SharedCounters } from './rate-limit.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const KNOWN_ADDRESS_MS = 30 * 86_400_000;
export const REGISTER_WINDOW_MS = 10 * 60_000;
/** How long a repeated refusal of registration takes to arrive (see registrationThrottle). */
export const REFUSAL_DELAY_MS = 1000;
export const ADDRESS_FACTOR = 5;
export const ACCOUNT_FACTOR = 10;

export interface Attempt {
  readonly org: string;
  readonly email: string;
  readonly address: string;
  readonly now: Date;
}

const keys = (a: Attempt) => ({
  pair: `login:pair:${a.org}:${a.email}:${a.address}`,
  address: `login:addr:${a.address}`,
  account: `login:acct:${a.org}:${a.email}`,
  known: `login:known:${a.org}:${a.email}:${a.address}`,
});

/** The client's address as the socket saw it (the sandbox is not behind a proxy it trusts). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request without a socket (tests that do not give one)
  }
}

/** 429 with `{ errors }` and a Retry-After in whole seconds. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HTTPException {
  return new HTTPException(429, {
    res: new Response(JSON.stringify({ errors: [message] }), {
      status: 429,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(Math.max(1, retryAfterSeconds)),
      },
    }),
  });
}

export const LOGIN_THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const REGISTRATION_THROTTLED =
  'Too many registrations from this network. Please wait a few minutes and try again.';

export function loginThrottle(counters: SharedCounters, limit: number) {
  return {
    /** Seconds to wait when this attempt may not be tried now; undefined when it may. */
    async blocked(a: Attempt): Promise<number | undefined> {
      const k = keys(a);
      const [pair, address, account, known] = await counters.peekMany([k.pair, k.address, k.account, k.known], a.now);
      if (pair!.count >= limit) return pair!.retryAfterSeconds;
      if (known!.count > 0) return undefined;
      if (address!.count >= ADDRESS_FACTOR * limit) return address!.retryAfterSeconds;
      if (account!.count >= ACCOUNT_FACTOR * limit) return account!.retryAfterSeconds;
      return undefined;
    },
    async failed(a: Attempt): Promise<void> {
      const k = keys(a);
      await counters.hit(k.pair, LOGIN_WINDOW_MS, a.now);
      await counters.hit(k.address, LOGIN_WINDOW_MS, a.now);
      await counters.hit(k.account, LOGIN_WINDOW_MS, a.now);
    },
    /** The owner is in: their own failures from here are forgiven, and this address is known. */
    async succeeded(a: Attempt): Promise<void> {
      const k = keys(a);
      await counters.reset(k.pair);
      await counters.hit(k.known, KNOWN_ADDRESS_MS, a.now);
    },
  };
}

export function registrationThrottle(counters: SharedCounters, limit: number) {
  // An address over its limit stays over it until its window ends (the count never goes down
  // inside a window), so this server remembers that and answers the flood's next requests without
  // a database round trip: refusing must cost far less than the reads of the borrowers beside it.
  const blockedUntil = new Map<string, number>();
  return {
    /** Counts the attempt (every one costs a password hash); seconds to wait when over the limit. */
    async hit(address: string, now: Date): Promise<number | undefined> {
      const until = blockedUntil.get(address);
      if (until !== undefined && until > now.getTime()) {
        // Told once already and still asking: a flood. Answering slowly (a tarpit; the wait is a
        // timer, not work) caps each of its connections at one request a second, so the borrowers
        // beside it stop queueing behind a stream of refusals.
        await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
        return Math.ceil((until - now.getTime()) / 1000);
      }
      const w = await counters.hit(`register:addr:${address}`, REGISTER_WINDOW_MS, now);
      if (w.count <= limit) return undefined;
      if (blockedUntil.size >= 10_000) blockedUntil.clear(); // bounded: forgetting only costs a round trip
      blockedUntil.set(address, now.getTime() + w.retryAfterSeconds * 1000);
      return w.retryAfterSeconds;
    },
  };
}
