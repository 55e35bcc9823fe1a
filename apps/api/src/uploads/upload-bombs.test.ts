/**
 * Issue 23 items 4 and 8 (uploads): expensive input is bounded before it is expensive, and files
 * are judged by what they are once parsed. A drawn signature that is a PNG bomb, a PDF whose object
 * stream inflates past the limit, PDFs with JavaScript or launch actions, an encrypted PDF whose
 * trailer spells its key with a name escape, markup hidden after an image's or a PDF's end, and a
 * multipart body cut off before its closing boundary — each answers a 4xx naming what was wrong;
 * an ordinary signature and an ordinary PDF are still accepted. The bombs are made here, not kept as
 * fixtures.
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { stepRequest } from '@heloc/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  form,
  OPERATOR,
  openDocuments,
  PNG,
  registerBorrower,
  SIGNED_BY_ANN,
  startSandbox,
  step,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';
import { objectStreamBomb, pngOf } from '../testing/bomb-bytes.js';

let sb: Sandbox;
let b: Borrower;
const CONDITIONS = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;

beforeAll(async () => {
  sb = await startSandbox();
  b = await registerBorrower(sb);
});
afterAll(async () => {
  await sb.close();
});

/** A grey PNG of `width`×`height` zeros: a few KB that decode to width×height bytes. */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(width + 1);
  const rows = Buffer.alloc(row.length * height);
  return pngOf(ihdr, deflateSync(rows, { level: 9 }));
}

/** A one-page PDF made by pdf-lib; `dress` may add to its catalog or page before it is saved. */
async function realPdf(dress: (doc: PDFDocument) => void = () => undefined, useObjectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Pay stub', { x: 20, y: 100, size: 12 });
  dress(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

/** A JPEG's skeleton: SOI, JFIF, a 1×1 frame, a scan and EOI (enough for type and size detection). */
const JPEG = Buffer.from(
  'ffd8' +
    'ffe000104a46494600010100000100010000' +
    'ffc0000b080001000101011100' +
    'ffda0008010100003f00' +
    'd2cf20' +
    'ffd9',
  'hex',
);

async function newCondition(owner: Borrower, categoryEnum = 'GENERIC_DOCUMENT_REQUEST') {
  const r = await sb.call('POST', `/sandbox/applications/${owner.uuid}/conditions`, {
    body: { categoryEnum },
    headers: OPERATOR,
  });
  // One condition of a kind per person (decision 048): asking again answers the open one with 200.
  expect([200, 201]).toContain(r.status);
  return r.body.uuid as string;
}
const upload = async (name: string, bytes: Buffer, type: string, owner: Borrower = b, kind?: string) =>
  sb.call('POST', `${CONDITIONS(owner.uuid)}/${await newCondition(owner, kind)}/documents`, {
    token: owner.token,
    form: form({}, [{ name, blob: new Blob([bytes], { type }) }]),
  });

describe('a drawn signature is measured before it is decoded', () => {
  let signer: Borrower;
  beforeAll(async () => {
    signer = await registerBorrower(sb);
    expect((await walk(sb, signer, { until: 'NOTE_SIGNING' })).state).toBe('NOTE_SIGNING');
    await openDocuments(sb, signer);
  });

  it('a 7000×7000 PNG bomb is refused with the limit named; a real drawing then signs', async () => {
    const bomb = pngBomb(7000, 7000);
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await step(sb, signer, 'signNote', {
      ...SIGNED_BY_ANN,
      signature: { type: 'drawn', name: 'Ann Lee', image: `data:image/png;base64,${bomb.toString('base64')}` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'signature.image: The drawing is 7000 × 7000 pixels; a drawn signature may be at most 4000 × 2000 pixels and 4 megapixels. Clear it and draw again.',
    ]);

    const drawing = `data:image/png;base64,${Buffer.from(await PNG().arrayBuffer()).toString('base64')}`;
    const signed = await step(sb, signer, 'signNote', {
      ...SIGNED_BY_ANN,
      signature: { type: 'drawn', name: 'Ann Lee', image: drawing },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  });
});

describe('uploads are judged by the parsed document, within limits', () => {
  it('a PDF whose object stream inflates past the limit is refused, naming it', async () => {
    const bomb = objectStreamBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const r = await upload('statement.pdf', bomb, 'application/pdf', await registerBorrower(sb));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([
      'statement.pdf inflates to more than 16 MB when read, so it cannot be accepted. Print it to a new PDF or scan it again, then upload that file.',
    ]);
  });

  it('an image whose header says more than the pixel limit is refused before anything decodes it', async () => {
    const r = await upload('photo.png', pngBomb(20_000, 4), 'image/png');
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([
      'photo.png is 20000 × 4 pixels; an uploaded image may be at most 12000 pixels on a side and 50 megapixels. Scan it at a lower resolution, then upload it again.',
    ]);
  });

  const scriptMessage = (name: string) =>
    `${name} contains JavaScript or an action that opens another program, so it cannot be accepted. Print it to a new PDF, then upload that file.`;

  it('a PDF that runs JavaScript when opened (/OpenAction, inside an object stream) is refused', async () => {
    const pdf = await realPdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    );
    const r = await upload('paystub.pdf', pdf, 'application/pdf');
    expect(r).toMatchObject({ status: 415, body: { errors: [scriptMessage('paystub.pdf')] } });
  });

  it('a PDF with a document-level JavaScript name tree is refused', async () => {
    const pdf = await realPdf((doc) => {
      const action = doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(2)') }));
      const tree = doc.context.register(doc.context.obj({ Names: [PDFString.of('boot'), action] }));
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }));
    });
    const r = await upload('paystub.pdf', pdf, 'application/pdf');
    expect(r).toMatchObject({ status: 415, body: { errors: [scriptMessage('paystub.pdf')] } });
  });

  it('a PDF with a /Launch action on a page (/AA) is refused', async () => {
    const pdf = await realPdf((doc) =>
      doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'Launch', F: PDFString.of('calc.exe') } })),
    );
    const r = await upload('paystub.pdf', pdf, 'application/pdf');
    expect(r).toMatchObject({ status: 415, body: { errors: [scriptMessage('paystub.pdf')] } });
  });

  it('an encrypted PDF whose trailer spells the key /Encr#79pt is refused as password-protected', async () => {
    const plain = (await realPdf(undefined, false)).toString('latin1');
    const at = plain.lastIndexOf('trailer');
    const encrypted =
      plain.slice(0, at) +
      plain.slice(at).replace('<<', '<<\n/Encr#79pt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>\n');
    const r = await upload('paystub.pdf', Buffer.from(encrypted, 'latin1'), 'application/pdf');
    expect(r).toMatchObject({
      status: 400,
      body: {
        errors: [
          'This PDF is protected with a password. Open it, print it to a new PDF without a password, and upload that file.',
        ],
      },
    });
  });

  it('an encrypted PDF whose key is escaped in lower case (/E#6ecrypt, which pdf-lib alone leaves undecoded) is refused', async () => {
    const plain = (await realPdf(undefined, false)).toString('latin1');
    const at = plain.lastIndexOf('trailer');
    const encrypted =
      plain.slice(0, at) +
      plain.slice(at).replace('<<', '<<\n/E#6ecrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>\n');
    const r = await upload('paystub.pdf', Buffer.from(encrypted, 'latin1'), 'application/pdf');
    expect(r).toMatchObject({
      status: 400,
      body: {
        errors: [
          'This PDF is protected with a password. Open it, print it to a new PDF without a password, and upload that file.',
        ],
      },
    });
  });

  it('a PDF with more objects than the limit is refused, naming it', async () => {
    const objects = Array.from({ length: 100_001 }, (_, i) => `${i + 3} 0 obj\nnull\nendobj\n`).join('');
    const pdf = Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n${objects}trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    const r = await upload('statement.pdf', pdf, 'application/pdf', await registerBorrower(sb));
    expect(r).toMatchObject({
      status: 422,
      body: {
        errors: [
          'statement.pdf has more than 100000 objects, so it cannot be accepted. Print it to a new PDF or scan it again, then upload that file.',
        ],
      },
    });
  });

  const markupMessage = (name: string) =>
    `${name} contains web page or script code, so it cannot be accepted. Upload a plain scan or photo as a PDF, JPG or PNG file.`;

  it.each([
    [
      '<script> after a JPEG’s EOI',
      'photo.jpg',
      'image/jpeg',
      Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')]),
    ],
    [
      'an <img onerror> after a JPEG’s EOI',
      'photo.jpg',
      'image/jpeg',
      Buffer.concat([JPEG, Buffer.from('<img src=x onerror=alert(document.domain)>')]),
    ],
    [
      'a javascript: link after a PNG’s IEND',
      'photo.png',
      'image/png',
      Buffer.concat([pngBomb(2, 2), Buffer.from('<a href="javascript:alert(1)">open</a>')]),
    ],
  ])('%s is refused', async (_what, name, type, bytes) => {
    const r = await upload(name, bytes, type);
    expect(r).toMatchObject({ status: 415, body: { errors: [markupMessage(name)] } });
  });

  it('markup after a PDF’s last %%EOF is refused', async () => {
    const pdf = Buffer.concat([await realPdf(), Buffer.from('\n<img src=x onerror=alert(document.cookie)>\n')]);
    const r = await upload('statement.pdf', pdf, 'application/pdf');
    expect(r).toMatchObject({ status: 415, body: { errors: [markupMessage('statement.pdf')] } });
  });

  it('an ordinary PDF, PNG and JPEG are accepted and stored', async () => {
    for (const [name, bytes, type] of [
      ['statement.pdf', await realPdf(), 'application/pdf'],
      ['photo.png', pngBomb(800, 600), 'image/png'],
      ['photo.jpg', JPEG, 'image/jpeg'],
    ] as const) {
      const r = await upload(name, bytes, type);
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(201);
      expect(r.body.uploaded).toEqual([expect.objectContaining({ name })]);
    }
  });
});

describe('a multipart body cut off before its closing boundary', () => {
  const truncated = (type = 'application/pdf') => {
    const boundary = 'cut-off-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\nContent-Type: ${type}\r\n\r\n%PDF-1.7\n1 0 obj<<>>endobj\n`;
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  };

  it('answers 400 on a condition’s documents', async () => {
    const condition = await newCondition(b);
    const { body, type } = truncated();
    const res = await sb.app.request(`${CONDITIONS(b.uuid)}/${condition}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': type },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: ['The multipart body ended before its closing boundary: send the whole form again.'],
    });
  });

  it('answers 400 on identity-documents', async () => {
    const who = await registerBorrower(sb);
    await walk(sb, who, { until: 'IDENTITY_VERIFICATION' });
    const { method, url } = stepRequest('identityUploaded', who.uuid);
    const { body, type } = truncated('image/jpeg');
    const res = await sb.app.request(url, {
      method,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': type, ...who.headers },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: ['The multipart body ended before its closing boundary: send the whole form again.'],
    });
  });

  it('left no unhandled server error behind', () => {
    expect(sb.errors).toEqual([]);
  });
});

describe('a sender whose PDFs keep being refused for what they cost waits before the next is read', () => {
  const waitMessage = (minutes: number) =>
    `Documents you sent recently could not be read within our limits, so your next PDF can be checked in ${minutes} minutes. Print the document to a new PDF or scan it again, then upload that file.`;

  it('after two bombs, the account’s next PDF — even an ordinary one — is answered 429 before it is parsed; images and other borrowers carry on', async () => {
    const attacker = await registerBorrower(sb);
    const bomb = objectStreamBomb(64 * 1024 * 1024);
    for (let i = 0; i < 2; i++)
      expect((await upload('statement.pdf', bomb, 'application/pdf', attacker)).status).toBe(422);

    // An ordinary PDF would be accepted (201) if it were read: the 429 shows it was never parsed.
    const held = await upload('statement.pdf', await realPdf(), 'application/pdf', attacker);
    expect(held).toMatchObject({ status: 429, body: { errors: [waitMessage(15)] } });
    expect(Number(held.headers.get('retry-after'))).toBe(15 * 60);
    expect((await upload('statement.pdf', bomb, 'application/pdf', attacker)).status).toBe(429);

    // Only PDFs wait: the same borrower's photo is judged as ever, and another borrower's PDF is read.
    expect((await upload('photo.jpg', JPEG, 'image/jpeg', attacker, 'PROPERTY_LEGAL_DESCRIPTION')).status).toBe(201);
    expect((await upload('statement.pdf', await realPdf(), 'application/pdf', await registerBorrower(sb))).status).toBe(
      201,
    );

    // When the window has passed, the account's PDFs are read again.
    sb.clock.t += 15 * 60_000;
    const again = await upload('statement.pdf', await realPdf(), 'application/pdf', attacker);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('an address that keeps sending bombs from new accounts waits too', async () => {
    sb.clock.t += 60 * 60_000; // a fresh hour for this address
    const bomb = objectStreamBomb(64 * 1024 * 1024);
    // Six strikes from three accounts (two each) fill the address's hour.
    for (let account = 0; account < 3; account++) {
      const sender = await registerBorrower(sb);
      for (let i = 0; i < 2; i++)
        expect((await upload('statement.pdf', bomb, 'application/pdf', sender)).status).toBe(422);
    }
    const fresh = await registerBorrower(sb);
    const held = await upload('statement.pdf', await realPdf(), 'application/pdf', fresh);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBe(60 * 60);
    sb.clock.t += 60 * 60_000;
  });

  it('a PDF refused for JavaScript is no strike: the borrower may send the corrected file at once', async () => {
    const who = await registerBorrower(sb);
    const scripted = await realPdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    );
    for (let i = 0; i < 3; i++)
      expect((await upload('paystub.pdf', scripted, 'application/pdf', who)).status).toBe(415);
    expect((await upload('paystub.pdf', await realPdf(), 'application/pdf', who)).status).toBe(201);
  });
});
