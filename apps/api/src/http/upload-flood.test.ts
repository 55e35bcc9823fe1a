/**
 * Issue 23, item 4 (decision 065): uploads from one address are metered before their bodies, the
 * session or the database are touched, so a flood of refused bombs costs the server no more than a
 * flood of status reads. And a refusal that comes before the body is read reaches the sender as an
 * answer over a real socket, not as a reset connection.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { stepRequest } from '@heloc/core/contract';
import {
  addressBuckets,
  HEAVY_BODY_BYTES,
  HOLD_MAX_MS,
  HOLD_PER_ADDRESS,
  isHeavyBody,
  UPLOAD_FLOOD_MESSAGE,
  uploadFlood,
} from './upload-flood.js';
import { objectStreamBomb, pngOf } from '../testing/bomb-bytes.js';
import {
  form,
  OPERATOR,
  PDF,
  PNG,
  registerBorrower,
  startSandbox,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const CONDITIONS = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;

/** A sandbox served on a loopback socket (a refusal before the body is read is a socket matter). */
async function onSocket(env: Record<string, string>) {
  const sb = await startSandbox(env);
  const server = serve({ fetch: sb.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    sb,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await sb.close();
    },
  };
}

describe('the per-address bucket', () => {
  it('lets `burst` through at once, then one per refill; what it asks to wait is what refills a token', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 600 }), (burst, perMinute) => {
        const emptied = () => {
          const take = addressBuckets(burst, perMinute);
          for (let i = 0; i < burst; i++) expect(take('a', 0)).toBe(0);
          return take;
        };
        const take = emptied();
        const wait = take('a', 0);
        expect(wait).toBeGreaterThan(0);
        expect(take('b', 0)).toBe(0); // another address has its own bucket
        expect(take('a', wait * 1000)).toBe(0);
        // The wait asked is the shortest in whole seconds: a second earlier, still refused.
        if (wait > 1) expect(emptied()('a', (wait - 1) * 1000)).toBeGreaterThan(0);
        // Never more than `burst` at once, however long the address was quiet.
        const rested = emptied();
        let passed = 0;
        while (rested('a', 3_600_000) === 0) passed++;
        expect(passed).toBe(burst);
      }),
    );
  });
});

describe('a flood of uploads from one address', () => {
  let sb: Sandbox;
  let b: Borrower;
  beforeAll(async () => {
    sb = await startSandbox({ UPLOAD_BURST: '3', UPLOAD_RATE_LIMIT: '1' });
    b = await registerBorrower(sb);
  });
  afterAll(() => sb.close());

  it('is answered 429 with Retry-After past the burst, before the session is checked; other requests carry on', async () => {
    const { body: condition } = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
      headers: OPERATOR,
    });
    const send = (token?: string) =>
      sb.call('POST', `${CONDITIONS(b.uuid)}/${condition.uuid}/documents`, {
        token,
        form: form({}, [{ name: 'statement.pdf', blob: PDF() }]),
      });
    for (let i = 0; i < 3; i++) expect((await send(b.token)).status).toBe(201);
    const held = await send(b.token);
    expect(held.status).toBe(429);
    // One token a minute: the wait is under a minute, less what the three uploads took (a loaded machine is slow).
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(held.body).toEqual({ errors: [UPLOAD_FLOOD_MESSAGE(wait)] });
    // Without a token the answer is still 429, not 401: the meter runs before the session is read.
    expect((await send()).status).toBe(429);
    // Reads and JSON writes are not metered.
    expect(
      (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${b.uuid}/status`, { token: b.token })).status,
    ).toBe(200);
    expect(sb.errors).toEqual([]);
  });
});

describe('refusals before the body is read, over a real socket', () => {
  let sb: Sandbox;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sb, base, close } = await onSocket({ UPLOAD_BURST: '4', UPLOAD_RATE_LIMIT: '1' }));
  });
  afterAll(() => close());

  it('a struck-out sender’s next 300 KB PDF and a metered upload each read their 429, not a reset connection', async () => {
    const b = await registerBorrower(sb);
    const bomb = objectStreamBomb(64 * 1024 * 1024);
    const post = async (blob: Blob, name: string) => {
      const { body: condition } = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
        body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
        headers: OPERATOR,
      });
      const body = new FormData();
      body.append('file', blob, name);
      const res = await fetch(`${base}${CONDITIONS(b.uuid)}/${condition.uuid}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${b.token}` },
        body,
      });
      return { status: res.status, body: (await res.json()) as { errors: string[] } };
    };
    for (let i = 0; i < 2; i++)
      expect((await post(new Blob([bomb], { type: 'application/pdf' }), 'statement.pdf')).status).toBe(422);
    // Struck out: refused at the PDF's first bytes; the rest of its 300 KB is drained, not parsed.
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300 * 1024, 0x20)]);
    const held = await post(new Blob([large], { type: 'application/pdf' }), 'statement.pdf');
    expect(held.status).toBe(429);
    expect(held.body.errors[0]).toMatch(/^Documents you sent recently could not be read within our limits/);
    // An image from the same sender is still read (the strike is for PDFs) — the fourth of the burst.
    expect((await post(PNG(), 'photo.png')).status).toBe(201);
    // The fifth upload is metered before anything reads it.
    const metered = await post(new Blob([large], { type: 'application/pdf' }), 'statement.pdf');
    expect(metered.status).toBe(429);
    expect(metered.body.errors[0]).toMatch(
      /^Too many uploads from your network in a short time\. Wait \d+ seconds?, then send the file again/,
    );
    expect(sb.errors).toEqual([]);
  });
});

describe('heavy bodies are metered like uploads (decision 084)', () => {
  it('meters multipart, a declared length past HEAVY_BODY_BYTES and a body without a length; never a read or a small write', () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    expect(
      isHeavyBody('POST', headers({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10' })),
    ).toBe(true);
    expect(
      isHeavyBody(
        'POST',
        headers({ 'content-type': 'application/json', 'content-length': String(HEAVY_BODY_BYTES + 1) }),
      ),
    ).toBe(true);
    expect(isHeavyBody('PUT', headers({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }))).toBe(
      true,
    );
    expect(isHeavyBody('POST', headers({ 'content-type': 'application/json', 'content-length': 'lots' }))).toBe(true);
    expect(
      isHeavyBody('POST', headers({ 'content-type': 'application/json', 'content-length': String(HEAVY_BODY_BYTES) })),
    ).toBe(false);
    expect(isHeavyBody('POST', headers({}))).toBe(false);
    expect(isHeavyBody('GET', headers({ 'content-type': 'multipart/form-data', 'transfer-encoding': 'chunked' }))).toBe(
      false,
    );
  });

  it('holds a refusal before it goes out — at most HOLD_PER_ADDRESS at once, then at once — and says what is left to wait', async () => {
    const holds: number[] = [];
    const releases: (() => void)[] = [];
    const app = new Hono();
    app.use(
      uploadFlood({
        burst: 1,
        perMinute: 20,
        now: () => 0,
        hold: (ms) => {
          holds.push(ms);
          return new Promise<void>((resolve) => releases.push(resolve));
        },
      }),
    );
    app.post('/x', (c) => c.text('read'));
    const post = (length: number) =>
      app.request('/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(length) },
        body: '{}',
      });
    expect((await post(HEAVY_BODY_BYTES + 1)).status).toBe(200);
    // One token every 3 s: the next heavy bodies wait 3 s; each is held 2 s (HOLD_MAX_MS).
    const refused = Array.from({ length: HOLD_PER_ADDRESS + 1 }, () => post(HEAVY_BODY_BYTES + 1));
    const immediate = await refused[HOLD_PER_ADDRESS];
    expect(immediate?.status).toBe(429);
    expect(immediate?.headers.get('retry-after')).toBe('3');
    expect(holds).toEqual(Array.from({ length: HOLD_PER_ADDRESS }, () => HOLD_MAX_MS));
    // A small write from the same address is not held or metered.
    expect((await post(100)).status).toBe(200);
    for (const release of releases) release();
    for (const res of await Promise.all(refused.slice(0, HOLD_PER_ADDRESS))) {
      expect(res.status).toBe(429);
      // 3 s to wait, 2 of them spent holding: 1 left.
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ errors: [UPLOAD_FLOOD_MESSAGE(1)] });
    }
    // The hold is over: a refusal is held again.
    expect(holds.length).toBe(HOLD_PER_ADDRESS);
    const again = post(HEAVY_BODY_BYTES + 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(holds.length).toBe(HOLD_PER_ADDRESS + 1);
    releases.at(-1)?.();
    expect((await again).status).toBe(429);
  });
});

describe('a flood of PNG bombs as drawn signatures, over a real socket', () => {
  let sb: Sandbox;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sb, base, close } = await onSocket({ UPLOAD_BURST: '2', UPLOAD_RATE_LIMIT: '1' }));
  });
  afterAll(() => close());

  it('is refused 429 past the burst before its JSON is parsed or its session read; a small write still goes through', async () => {
    const b = await registerBorrower(sb);
    // A 7000 × 7000 RGBA PNG of zeros: ~190 KB of deflate, ~250 KB as a data URL.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(7000, 0);
    ihdr.writeUInt32BE(7000, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    const { deflateSync } = await import('node:zlib');
    const png = pngOf(ihdr, deflateSync(Buffer.alloc((7000 * 4 + 1) * 7000), { level: 9 }));
    const body = JSON.stringify({
      esignConsent: true,
      signature: { type: 'drawn', name: 'Ann Lee', image: `data:image/png;base64,${png.toString('base64')}` },
      initials: 'AL',
      documents: [],
    });
    expect(Buffer.byteLength(body)).toBeGreaterThan(HEAVY_BODY_BYTES);
    const { method, url } = stepRequest('signNote', b.uuid);
    const sign = async (token?: string) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as { errors: string[] },
      };
    };
    // The burst's two are read and judged (not at NOTE_SIGNING: refused by the step's rules, not the meter).
    for (let i = 0; i < 2; i++) expect((await sign(b.token)).status).not.toBe(429);
    const held = await sign(b.token);
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(held.body.errors[0]).toMatch(/^Too many uploads from your network in a short time/);
    // Without a token the answer is still 429, not 401: the meter runs before the session is read.
    expect((await sign()).status).toBe(429);
    // A small JSON write from the same address is not metered.
    const small = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify({ esignConsent: true }),
    });
    expect(small.status).not.toBe(429);
    expect(sb.errors).toEqual([]);
  });
});
