/**
 * An account or an address whose PDFs keep being refused for what reading them costs waits before
 * its next PDF is read (issue 23, item 4; decision 047). Reading a PDF bomb up to its limit — 16 MB
 * inflated, 100,000 objects, 5 s, 192 MB of heap — happens off the event loop, but it still takes a
 * core: an attacker posting bomb after bomb would share the machine's CPU with every other borrower.
 * So each refusal for a resource limit is a strike, counted in the database's `rate_limits` table
 * (every server on one PostgreSQL counts the same), and past the strikes allowed in a window the
 * next PDF is answered 429 with Retry-After before a single byte of it is parsed:
 *
 * | key                          | strikes allowed | window  |
 * | ---------------------------- | --------------- | ------- |
 * | pdf:strike:acct:<user uuid>  | 2               | 15 min  |
 * | pdf:strike:addr:<address>    | 6               | 60 min  |
 *
 * Only the resource limits strike (inflated, objects, timeout, memory). A PDF with JavaScript, one
 * that is encrypted or one that cannot be read at all costs little to judge and is often an honest
 * mistake; a genuine scan never comes near the limits, so a borrower meets this only by sending the
 * same oversized file again and again, and the message says what to do instead.
 */
import type { Context } from 'hono';
import type { HTTPException } from 'hono/http-exception';
import { clientAddress, tooManyRequests } from '../auth/throttle.js';
import { SharedCounters } from '../auth/rate-limit.js';
import type { AppEnv } from '../http/context.js';
import type { PdfJudgement } from './pdf-check.js';

export const PDF_STRIKES = {
  perAccount: 2,
  accountWindowMs: 15 * 60_000,
  perAddress: 6,
  addressWindowMs: 60 * 60_000,
} as const;

/** The judgements that cost a worker its limit: the ones a bomb earns. */
const STRIKES: ReadonlySet<PdfJudgement> = new Set(['inflated', 'objects', 'timeout', 'memory']);

export const strikesMessage = (minutes: number) =>
  `Documents you sent recently could not be read within our limits, so your next PDF can be checked in ${minutes} minute${minutes === 1 ? '' : 's'}. Print the document to a new PDF or scan it again, then upload that file.`;

/** Who is sending this PDF, and the counters their strikes are kept in. */
export interface PdfSender {
  readonly counters: SharedCounters;
  readonly keys: readonly { readonly key: string; readonly limit: number; readonly windowMs: number }[];
  readonly now: Date;
}

/** The sender of a request's PDFs: its address, and its account when signed in. */
export function pdfSender(c: Context<AppEnv>): PdfSender {
  const { db, now } = c.get('deps');
  const user = c.get('user');
  return {
    counters: new SharedCounters(db),
    now: now(),
    keys: [
      ...(user
        ? [
            {
              key: `pdf:strike:acct:${user.uuid}`,
              limit: PDF_STRIKES.perAccount,
              windowMs: PDF_STRIKES.accountWindowMs,
            },
          ]
        : []),
      {
        key: `pdf:strike:addr:${clientAddress(c)}`,
        limit: PDF_STRIKES.perAddress,
        windowMs: PDF_STRIKES.addressWindowMs,
      },
    ],
  };
}

/**
 * This process's memory of what the database said: key → the end of its struck-out window (ms).
 * A struck-out window only ever ends, so remembering it is safe on any number of servers; it
 * spares the database (and, on PGlite, the event loop) a read per refused PDF, which is what
 * keeps a flood of refused bombs as cheap as a flood of status reads.
 */
const struckOutUntil = new Map<string, number>();
const MEMO_MAX = 10_000;

function remember(key: string, until: number, now: number) {
  if (struckOutUntil.size >= MEMO_MAX) for (const [k, end] of struckOutUntil) if (end <= now) struckOutUntil.delete(k);
  if (struckOutUntil.size < MEMO_MAX) struckOutUntil.set(key, until);
}

const refusal = (seconds: number) => tooManyRequests(strikesMessage(Math.ceil(seconds / 60)), seconds);

/** The 429 this sender's next PDF gets when it has used its strikes, or undefined. */
export async function struckOutRefusal(sender: PdfSender): Promise<HTTPException | undefined> {
  const now = sender.now.getTime();
  const remembered = sender.keys.map((k) => struckOutUntil.get(k.key) ?? 0).filter((until) => until > now);
  if (remembered.length) return refusal(Math.ceil((Math.max(...remembered) - now) / 1000));
  const counts = await sender.counters.peekMany(
    sender.keys.map((k) => k.key),
    sender.now,
  );
  const waits = counts
    .filter((count, i) => count.count >= sender.keys[i]!.limit)
    .map((count) => count.retryAfterSeconds);
  counts.forEach(
    (count, i) =>
      count.count >= sender.keys[i]!.limit && remember(sender.keys[i]!.key, now + count.retryAfterSeconds * 1000, now),
  );
  if (!waits.length) return undefined;
  return refusal(Math.max(...waits));
}

/** Throws the 429 when this sender has used its strikes; before any parsing. */
export async function refuseIfStruckOut(sender: PdfSender): Promise<void> {
  const refusal = await struckOutRefusal(sender);
  if (refusal) throw refusal;
}

/**
 * Whether a multipart file part is a PDF, from what arrives first: its declared type, its name or
 * the `%PDF-` header in its first bytes. A struck-out sender's PDF is refused on this, so the rest
 * of the body is never read, let alone parsed (decision 064).
 */
export function startsLikePdf(declared: string, filename: string, first: Uint8Array): boolean {
  if (/^application\/pdf/i.test(declared) || /\.pdf$/i.test(filename)) return true;
  return Buffer.from(first.buffer, first.byteOffset, Math.min(first.length, 1024)).includes('%PDF-');
}

/** Counts a strike when the judgement is one a bomb earns. */
export async function countStrike(sender: PdfSender, judgement: PdfJudgement): Promise<void> {
  if (!STRIKES.has(judgement)) return;
  for (const k of sender.keys) {
    const count = await sender.counters.hit(k.key, k.windowMs, sender.now);
    if (count.count >= k.limit)
      remember(k.key, sender.now.getTime() + count.retryAfterSeconds * 1000, sender.now.getTime());
  }
}
