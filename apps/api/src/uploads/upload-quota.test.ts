/**
 * Uploads count against a disk quota (issue 23, item 7): one account's stored documents may take at
 * most UPLOAD_QUOTA_BYTES. An upload that would pass it is refused with 413 naming the quota, and
 * none of its files is kept; another account is not affected. Before, an account could store
 * documents until the disk was full.
 */
import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema.js';
import { form, OPERATOR, registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

const CONDITIONS = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;
let sb: Sandbox;
let pdf: Buffer;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Pay stub', { x: 20, y: 100, size: 12 });
  pdf = Buffer.from(await doc.save());
  // Room for two of these documents, not three.
  sb = await startSandbox({ UPLOAD_QUOTA_BYTES: String(Math.max(1024, pdf.length * 2 + 10)) });
});
afterAll(async () => sb?.close());

async function upload(b: Borrower, name: string) {
  const opened = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
    body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    headers: OPERATOR,
  });
  expect([200, 201]).toContain(opened.status);
  return sb.call('POST', `${CONDITIONS(b.uuid)}/${opened.body.uuid}/documents`, {
    token: b.token,
    form: form({}, [{ name, blob: new Blob([pdf], { type: 'application/pdf' }) }]),
  });
}

const stored = async (b: Borrower) =>
  (await sb.deps.db.select({ name: documents.name }).from(documents).where(eq(documents.applicationUuid, b.uuid))).map(
    (d) => d.name,
  );

describe('the upload quota', () => {
  it('keeps uploads up to the quota, refuses the one past it with 413 naming it, and keeps nothing of it', async () => {
    const ann = await registerBorrower(sb);
    expect((await upload(ann, 'one.pdf')).status).toBe(201);
    expect((await upload(ann, 'two.pdf')).status).toBe(201);
    const third = await upload(ann, 'three.pdf');
    expect(third.status, JSON.stringify(third.body)).toBe(413);
    expect(third.body.errors).toEqual([expect.stringMatching(/we keep for one account/)]);
    expect(await stored(ann)).toEqual(['one.pdf', 'two.pdf']);

    // Another account has its own quota.
    const sam = await registerBorrower(sb);
    expect((await upload(sam, 'one.pdf')).status).toBe(201);
  });
});
