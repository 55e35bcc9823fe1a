/**
 * Every stored file comes back as a download, never as a page: `Content-Disposition: attachment`
 * (RFC 6266 `filename*` for names outside ASCII), `X-Content-Type-Options: nosniff`, and a
 * Content-Type from the short list of what uploads accept — whatever the stored row says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema.js';
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

let sb: Sandbox;
let a: Borrower;
let conditionUuid: string;

const CONDITION_DOCS = (uuid: string, condition: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/${condition}/documents`;

beforeAll(async () => {
  sb = await startSandbox();
  a = await registerBorrower(sb);
  const opened = await sb.call('POST', `/sandbox/applications/${a.uuid}/conditions`, {
    token: a.token,
    body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
  });
  expect(opened.status).toBe(201);
  conditionUuid = opened.body.uuid;
});
afterAll(async () => {
  await sb.close();
});

async function uploadAndDownload(name: string, blob: Blob) {
  const up = await sb.call('POST', CONDITION_DOCS(a.uuid, conditionUuid), {
    token: a.token,
    form: form({}, [{ name, blob }]),
  });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  const list = (await sb.call('GET', `${APP}/${a.uuid}/documents`, { token: a.token })).body as {
    uuid: string;
    name: string;
  }[];
  const doc = list.findLast((d) => d.name === up.body.uploaded[0].name);
  return sb.app.request(`${APP}/${a.uuid}/documents/${doc?.uuid}`, { headers: { authorization: `Bearer ${a.token}` } });
}

const expectDownload = (r: Response, type: string) => {
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe(type);
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.headers.get('content-disposition')).toMatch(/^attachment; /);
};

describe('stored files are served as attachments', () => {
  it('a plain name: attachment with that name', async () => {
    const r = await uploadAndDownload('statement.pdf', PDF());
    expectDownload(r, 'application/pdf');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`,
    );
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a name outside ASCII: an ASCII fallback and the exact name in filename* (RFC 6266/8187)', async () => {
    const r = await uploadAndDownload('résumé😀.pdf', PDF());
    expectDownload(r, 'application/pdf');
    const disposition = r.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="resume\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe('résumé😀.pdf');
  });

  it('quotes, semicolons and backslashes cannot break out of the filename parameter', async () => {
    const r = await uploadAndDownload('a";b=c;x.png', PNG());
    expectDownload(r, 'image/png');
    const disposition = r.headers.get('content-disposition') ?? '';
    expect(disposition.split(';').map((p) => p.trim().split('=')[0])).toEqual(['attachment', 'filename', 'filename*']);
    // FormData sends the quote percent-encoded (as browsers do); the rest of the name comes back whole.
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toMatch(/^a(?:"|%22);b=c;x\.png$/);
  });

  it('a stored type outside the upload list is sent as application/octet-stream, still an attachment', async () => {
    const [row] = await sb.deps.db
      .insert(documents)
      .values({
        applicationUuid: a.uuid,
        uploadedBy: a.identityUuid,
        type: 'SUPPORT',
        name: 'page.html',
        mime: 'text/html',
        size: 30,
        sha256: '0'.repeat(64),
        content: Buffer.from('<script>alert(1)</script>     '),
        createdAt: new Date(),
      })
      .returning();
    const r = await sb.app.request(`${APP}/${a.uuid}/documents/${row?.uuid}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expectDownload(r, 'application/octet-stream');
  });
});
