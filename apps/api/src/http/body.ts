/**
 * Request bodies, read once and on the stream: the byte limits hold whether or not the client
 * sends Content-Length (a chunked body is counted as it arrives and cut off at the limit, never
 * buffered whole), JSON is parsed here with a depth limit, and every string that reaches a route
 * — JSON values and keys, query values, the path — is free of control characters and lone
 * surrogates. One middleware for every route, so a new route cannot forget any of it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { apiError } from './errors.js';

/** The media types Hono's JSON validator parses: everything it would read goes through here first. */
export const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
export const JSON_MAX_BYTES = 1024 * 1024;
export const JSON_MAX_DEPTH = 32;
/** Bodies that are neither JSON nor multipart: no route reads one, so they get the JSON allowance. */
export const OTHER_MAX_BYTES = 1024 * 1024;

export const NOT_JSON = 'The request body is not valid JSON.';
export const TOO_LARGE = 'The request is too large.';
export const BAD_TEXT = 'Must not contain control characters or invalid Unicode';

/**
 * C0 controls other than tab, line feed and carriage return (PostgreSQL refuses NUL in text and
 * jsonb — the 500 this prevents — and the others are never typed by a person), and UTF-16
 * surrogates without their partner (not Unicode at all; they cannot be stored as UTF-8).
 */
const BAD_STRING =
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isCleanText = (s: string) => !BAD_STRING.test(s);

/** Thrown by the counting stream when a body passes its limit; readers map it to 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(TOO_LARGE);
    this.name = 'BodyTooLargeError';
  }
}

/** A pass-through that errors the stream once more than `max` bytes have gone by. */
export function countingStream(max: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(new BodyTooLargeError());
      else controller.enqueue(chunk);
    },
  });
}

/** Reads a whole body of at most `max` bytes; stops reading (and drops the rest) as soon as it is over. */
export async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: Awaited<ReturnType<typeof reader.read>>;
    try {
      step = await reader.read();
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw apiError(413, TOO_LARGE);
      throw apiError(400, 'The request body could not be read.');
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw apiError(413, TOO_LARGE);
    }
    chunks.push(step.value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing so that a
 * body nested 10,000 deep is refused before anything recursive (the parser, valibot, the JSON
 * Schema walkers, jsonb) sees it. Stops counting once past `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      // A string is jumped over to its closing quote (one not escaped by an odd run of
      // backslashes) with indexOf: a 250 KB data URL costs one native scan, not a JS loop.
      for (let from = i + 1; ; ) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return false; // unterminated: JSON.parse refuses it
        let slashes = 0;
        while (text.charCodeAt(quote - 1 - slashes) === 0x5c) slashes++;
        from = quote + 1;
        if (slashes % 2 === 0) {
          i = quote;
          break;
        }
      }
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** The path (`a.b.0.c`) of the first string or key in a parsed JSON value that is not clean text, or null. */
export function findUncleanText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUncleanText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      // A bad key is reported at its parent: the key itself is not printable.
      if (!isCleanText(key)) return path;
      const found = findUncleanText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

const badText = (path: string[]) => apiError(400, path.length ? `${path.join('.')}: ${BAD_TEXT}` : BAD_TEXT);

const decodeOrRaw = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    // Not valid percent-encoding of UTF-8 (e.g. an encoded lone surrogate): that is invalid Unicode.
    return '\ud800';
  }
};

export interface BodyLimits {
  /** Largest multipart body: the most files a route takes times the per-file limit, plus the fields. */
  readonly multipartMaxBytes: number;
}

export const bodies =
  (limits: BodyLimits): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // The path and the query reach routes as strings too (organisation codes, flag keys, orgCode=…).
    const url = new URL(c.req.url);
    if (!isCleanText(decodeOrRaw(url.pathname))) throw badText([]);
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (!isCleanText(name)) throw badText([]);
      if (values.some((value) => !isCleanText(value))) throw badText([name]);
    }

    // A GET or HEAD has no body here (the Node adapter never gives it one): `c.req.raw` is not
    // touched, so the adapter need not build a full Request for every poll (decision 079).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const type = c.req.header('content-type') ?? '';
    const media = type.split(';')[0]?.trim().toLowerCase() ?? '';

    if (JSON_MEDIA_TYPE.test(media)) {
      const bytes = await readAtMost(raw.body, JSON_MAX_BYTES);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw apiError(400, NOT_JSON);
      }
      if (jsonDepthExceeds(text, JSON_MAX_DEPTH))
        throw apiError(400, `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw apiError(400, NOT_JSON);
      }
      const bad = findUncleanText(parsed);
      if (bad) throw badText(bad);
      // What the validators read: Hono's c.req.json() parses the cached text, never the stream again.
      // (Hono types the cache by its values but stores promises of them.)
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
      return next();
    }

    // Anything else is counted on the stream by whoever reads it (the multipart reader, or nobody).
    const max = media === 'multipart/form-data' ? limits.multipartMaxBytes : OTHER_MAX_BYTES;
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > max) throw apiError(413, TOO_LARGE);
    c.req.raw = new Request(raw, { body: raw.body.pipeThrough(countingStream(max)), duplex: 'half' } as RequestInit);
    limitOf.set(c.req.raw, max);
    return next();
  };

/** The byte limit of each counted (non-JSON) request body, for a reader before the route's. */
const limitOf = new WeakMap<Request, number>();

/**
 * The whole request body for a middleware that must see it before the route does (the
 * idempotency fingerprint), within the same limits (413 past them), leaving it readable for the
 * route: JSON comes from the text already parsed above; any other body is read here and the
 * request is given a copy of it.
 */
export async function peekBody(c: Context<AppEnv>): Promise<Uint8Array> {
  const cached = (c.req.bodyCache as Record<string, unknown>).text as Promise<string> | undefined;
  if (cached) return new TextEncoder().encode(await cached);
  const raw = c.req.raw;
  if (!raw.body) return new Uint8Array(0);
  const bytes = await readAtMost(raw.body, limitOf.get(raw) ?? OTHER_MAX_BYTES);
  c.req.raw = new Request(raw, { body: bytes, duplex: 'half' } as RequestInit);
  return bytes;
}
