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
import { addressBuckets, UPLOAD_FLOOD_MESSAGE } from '../http/upload-flood.js';
import { objectStreamBomb } from '../testing/bomb-bytes.js';
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
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    sb = await startSandbox({ UPLOAD_BURST: '4', UPLOAD_RATE_LIMIT: '1' });
    server = serve({ fetch: sb.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await sb.close();
  });

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
