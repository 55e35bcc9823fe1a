/**
 * Idempotency-Key (IETF httpapi-idempotency-key-header), issue 23 item 8: the same key with the
 * same body replays the first answer (`Idempotent-Replayed: true`); the same key with a different
 * body is 422 and runs nothing — before, it replayed the first answer as if it were this one's. The
 * body's sha256 is stored with the answer (migration 0008). Runs on PGlite and, under test:postgres,
 * on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotency } from '../db/schema.js';
import {
  APP,
  form,
  PDF,
  PNG,
  registerBorrower,
  startSandbox,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const MB = 1024 * 1024;
const KEY_REUSED =
  'This Idempotency-Key was used with a different request body. Send the same body again, or use a new key for a new request.';
const sha256 = (media: string, body: string) => createHash('sha256').update(`${media}\n`).update(body).digest('hex');
let sb: Sandbox;
let b: Borrower;

beforeAll(async () => {
  // A small upload limit, so a multipart body past the limit is quick to send (limit: 3 × 10 + 1 MB).
  sb = await startSandbox({ UPLOAD_MAX_BYTES: String(3 * MB) });
  b = await registerBorrower(sb);
});
afterAll(async () => {
  await sb?.close();
});

const application = (street1: string) => ({
  property: { street1, city: 'San Mateo', state: 'CA', zip: '94401' },
  saleStatus: 'NOT_SELLING',
  income: { annualIncome: 120_000, employmentType: 'FULL_TIME' },
  name: { firstName: 'Ann', lastName: 'Lee' },
  birthdate: '1979-01-01',
  contact: { email: b.email, phone: '4155550100' },
});
const key = () => `key-${crypto.randomUUID()}`;
const applications = async () => ((await sb.call('GET', `${APP}/all`, { token: b.token })).body as unknown[]).length;
const storedRows = (k: string) => sb.deps.db.select().from(idempotency).where(eq(idempotency.key, k));

describe('a JSON create under an Idempotency-Key', () => {
  it('the same body again: the first answer replayed, Idempotent-Replayed: true, one application', async () => {
    const headers = { 'idempotency-key': key() };
    const before = await applications();
    const first = await sb.call('POST', APP, { token: b.token, headers, body: application('3 Pine St') });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await sb.call('POST', APP, { token: b.token, headers, body: application('3 Pine St') });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await applications()).toBe(before + 1);
  });

  it('a different body: 422 { errors }, nothing created, and the first body still replays', async () => {
    const k = key();
    const headers = { 'idempotency-key': k };
    const first = await sb.call('POST', APP, { token: b.token, headers, body: application('4 Pine St') });
    expect(first.status).toBe(201);
    const before = await applications();

    const other = await sb.call('POST', APP, { token: b.token, headers, body: application('5 Elm St') });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ errors: [KEY_REUSED] });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await applications()).toBe(before);

    const same = await sb.call('POST', APP, { token: b.token, headers, body: application('4 Pine St') });
    expect(same).toMatchObject({ status: 201, body: first.body });
    expect(same.headers.get('idempotent-replayed')).toBe('true');

    // The stored row: the answer and the sha256 of the first body.
    const rows = await storedRows(k);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 201,
      body: first.body,
      fingerprint: sha256('application/json', JSON.stringify(application('4 Pine St'))),
    });
  });

  it('a refused request (4xx) is not kept: the corrected body under the same key runs', async () => {
    const k = key();
    const headers = { 'idempotency-key': k };
    const refused = await sb.call('POST', APP, {
      token: b.token,
      headers,
      body: { ...application('6 Pine St'), birthdate: 'not a date' },
    });
    expect(refused.status).toBe(400);
    expect(await storedRows(k)).toHaveLength(0);
    const corrected = await sb.call('POST', APP, { token: b.token, headers, body: application('6 Pine St') });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('a multipart upload under an Idempotency-Key', () => {
  let documentsPath: string;
  beforeAll(async () => {
    const condition = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
      token: b.token,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    expect(condition.status).toBe(201);
    documentsPath = `/service-conditions/external/api/v1/applications/${b.uuid}/conditions/${condition.body.uuid}/documents`;
  });
  const documents = async () =>
    ((await sb.call('GET', `${APP}/${b.uuid}/documents`, { token: b.token })).body as unknown[]).length;

  it('the route still reads the body; the same files again (a new boundary) replay; other files are 422', async () => {
    const headers = { 'idempotency-key': key() };
    const before = await documents();
    const first = await sb.call('POST', documentsPath, {
      token: b.token,
      headers,
      form: form({}, [{ name: 'statement.pdf', blob: PDF() }]),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.uploaded[0].name).toBe('statement.pdf');
    expect(await documents()).toBe(before + 1);

    const again = await sb.call('POST', documentsPath, {
      token: b.token,
      headers,
      form: form({}, [{ name: 'statement.pdf', blob: PDF() }]),
    });
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const other = await sb.call('POST', documentsPath, {
      token: b.token,
      headers,
      form: form({}, [{ name: 'photo.png', blob: PNG() }]),
    });
    expect(other).toMatchObject({ status: 422, body: { errors: [KEY_REUSED] } });
    expect(await documents()).toBe(before + 1);
  });

  it('reading the body for the fingerprint keeps its limit: a chunked body past it is 413, read no further', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled > 200 * MB) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const res = await sb.app.request(documentsPath, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${b.token}`,
        'idempotency-key': key(),
        'content-type': 'multipart/form-data; boundary=zz',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: ['The request is too large.'] });
    expect(pulled).toBeLessThan(40 * MB);
  });
});
