/**
 * The closing documents: real PDFs filled with the application's figures, the disclosure vault,
 * signing only what was opened, and signed copies whose audit page names the unsigned document's
 * SHA-256. PDFs are read back with pdf.js, a different library from the one that wrote them.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSING_DOCUMENTS,
  disclosurePdfPath,
  disclosuresPath,
  disclosuresResponseSchema,
  DOCUMENTS_TO_SIGN,
  formatCurrency,
  formatDate,
  formatIsoDate,
  fundingDates,
  SIGN_UNOPENED_MESSAGE,
  type ClosingDocumentKind,
} from '@heloc/core';
import { stepRequest } from '@heloc/core/contract';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import {
  openDocuments,
  registerBorrower,
  SIGNED_BY_ANN,
  startSandbox,
  step,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';
import { pdfPages, pdfText } from '../testing/pdf-text.js';
import { documentContent } from './content.js';
import { renderPdf } from './render.js';
import { factsFor } from './vault.js';
import { findApplication } from '../pipeline/store.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function getPdf(b: Borrower, path: string, query = '') {
  const res = await sb.app.request(`${path}${query}`, {
    headers: { authorization: `Bearer ${b.token}`, 'user-agent': 'ClosingDocsTest/1.0', ...b.headers },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    bytes,
    headers: res.headers,
    json: () => JSON.parse(Buffer.from(bytes).toString()) as { errors: string[] },
  };
}

async function vault(b: Borrower) {
  const r = await sb.call('GET', disclosuresPath(b.uuid), { token: b.token, headers: b.headers });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return v.parse(disclosuresResponseSchema, r.body).documents;
}
const entry = (docs: Awaited<ReturnType<typeof vault>>, kind: ClosingDocumentKind) =>
  docs.find((d) => d.kind === kind) as (typeof docs)[number];

async function lineAmount(b: Borrower): Promise<number> {
  return (await sb.call('GET', `/service-application/api/v1/application/heloc/${b.uuid}`, { token: b.token })).body
    .amount as number;
}

describe('at NOTE_SIGNING', () => {
  let b: Borrower;
  beforeAll(async () => {
    b = await registerBorrower(sb);
    expect((await walk(sb, b, { until: 'NOTE_SIGNING' })).state).toBe('NOTE_SIGNING');
  });

  it('the vault answers the core’s schema: submission documents given and consented to, the final offer’s given, the deed not yet', async () => {
    const docs = await vault(b);
    expect(docs.map((d) => d.kind)).toEqual(CLOSING_DOCUMENTS.map((d) => d.kind));
    for (const kind of ['ESIGN_CONSENT', 'CREDIT_CONSENT', 'APPLICATION_SUMMARY'] as const)
      expect(entry(docs, kind)).toMatchObject({
        givenAt: expect.any(String),
        signedAt: expect.any(String),
        href: disclosurePdfPath(b.uuid, kind),
      });
    expect(entry(docs, 'HELOC_PROGRAM_DISCLOSURE')).toMatchObject({ givenAt: expect.any(String), signedAt: null });
    expect(entry(docs, 'CFPB_HELOC_BOOKLET')).toMatchObject({
      href: null,
      externalUrl: expect.stringMatching(/^https:\/\/files\.consumerfinance\.gov\//),
    });
    for (const kind of DOCUMENTS_TO_SIGN)
      expect(entry(docs, kind)).toMatchObject({
        givenAt: expect.any(String),
        viewedAt: null,
        signedAt: null,
        signedHref: null,
      });
    expect(entry(docs, 'DEED_OF_TRUST')).toMatchObject({ givenAt: null, href: null, signedAt: null });
    // Given when the record reached FINAL_OFFER (a background step's due time), before it was first read.
    expect(Date.parse(entry(docs, 'NOTE').givenAt as string)).toBeLessThan(sb.clock.t);
  });

  it('each generated document is a PDF with the borrower’s name, the property and the amount, the same bytes every time', async () => {
    const amount = formatCurrency(await lineAmount(b));
    for (const d of CLOSING_DOCUMENTS.filter(
      (x) => !('externalUrl' in x) && x.given !== 'notary' && x.given !== 'openCondition',
    )) {
      const first = await getPdf(b, disclosurePdfPath(b.uuid, d.kind));
      expect(first.status, d.kind).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      expect(first.headers.get('content-disposition')).toMatch(/^inline; filename="/);
      expect((await PDFDocument.load(first.bytes)).getPageCount()).toBeGreaterThan(0);
      const text = await pdfText(first.bytes);
      expect(text, d.kind).toContain('Ann Lee');
      expect(text, d.kind).toContain('12 Oak Street San Mateo, CA 94401'); // the core's formatAddress
      expect(text, d.kind).toContain(amount);
      expect(text, d.kind).toContain(d.title);
      expect(text).toMatch(/Page 1 of \d/);
      expect(sha((await getPdf(b, disclosurePdfPath(b.uuid, d.kind))).bytes), `${d.kind} is deterministic`).toBe(
        sha(first.bytes),
      );
    }
  });

  it('the program disclosure carries Reg Z §1026.40(d)’s statements; the closing summary the figures', async () => {
    const program = await pdfText((await getPdf(b, disclosurePdfPath(b.uuid, 'HELOC_PROGRAM_DISCLOSURE'))).bytes);
    for (const s of [
      'You should read it carefully and keep a copy for your records',
      'You are not obligated to accept these terms',
      'loss of your dwelling in the event of default',
      '7.60% to 17.20%',
    ])
      expect(program).toContain(s);
    const summary = await pdfText((await getPdf(b, disclosurePdfPath(b.uuid, 'CLOSING_SUMMARY'))).bytes);
    for (const s of ['Origination fee', 'Cash to you after the fee', 'Recording fees', '$0 to $315', 'Monthly payment'])
      expect(summary).toContain(s);
  });

  it('?download=1 answers an attachment', async () => {
    const r = await getPdf(b, disclosurePdfPath(b.uuid, 'CLOSING_SUMMARY'), '?download=1');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Closing-summary-your-account-fees-and-costs-HL\d+\.pdf"/,
    );
  });

  it('refuses an unknown kind (400), the booklet and the deed not given yet (404), and another user’s application (404)', async () => {
    expect((await getPdf(b, `${disclosuresPath(b.uuid)}/PAYSTUB`)).status).toBe(400);
    expect((await getPdf(b, disclosurePdfPath(b.uuid, 'CFPB_HELOC_BOOKLET'))).status).toBe(404);
    const deed = await getPdf(b, disclosurePdfPath(b.uuid, 'DEED_OF_TRUST'));
    expect(deed.status).toBe(404);
    expect(deed.json().errors).toEqual(['This document is not available yet.']);
    expect((await getPdf(b, disclosurePdfPath(b.uuid, 'NOTE', 'signed'))).status).toBe(404);
    const other = await registerBorrower(sb);
    expect((await sb.call('GET', disclosuresPath(b.uuid), { token: other.token })).status).toBe(404);
    expect((await getPdf({ ...other, uuid: b.uuid }, disclosurePdfPath(b.uuid, 'NOTE'))).status).toBe(404);
  });
});

describe('signing', () => {
  let b: Borrower;
  beforeAll(async () => {
    b = await registerBorrower(sb);
    expect((await walk(sb, b, { until: 'NOTE_SIGNING' })).state).toBe('NOTE_SIGNING');
  });

  it('refuses documents never opened (409, naming them), a partial list (400) and a drawing that is not a PNG (400); then signs', async () => {
    const unopened = await step(sb, b, 'signNote', SIGNED_BY_ANN);
    expect(unopened.status).toBe(409);
    expect(unopened.body.errors).toEqual([
      SIGN_UNOPENED_MESSAGE,
      'Closing summary: your account, fees and costs',
      'Home equity line of credit agreement and note',
      'Notice of right to cancel',
    ]);

    await openDocuments(sb, b, ['CLOSING_SUMMARY']);
    const some = await step(sb, b, 'signNote', SIGNED_BY_ANN);
    expect(some.body.errors).toEqual([
      SIGN_UNOPENED_MESSAGE,
      'Home equity line of credit agreement and note',
      'Notice of right to cancel',
    ]);

    await openDocuments(sb, b);
    const partial = await step(sb, b, 'signNote', { ...SIGNED_BY_ANN, documents: ['NOTE'] });
    expect(partial.status).toBe(400);
    expect(partial.body.errors[0]).toMatch(/^documents: Must include every document to sign: Closing summary/);

    const badDrawing = await step(sb, b, 'signNote', {
      ...SIGNED_BY_ANN,
      signature: { type: 'drawn', name: 'Ann Lee', image: 'data:image/png;base64,bm90IGEgcG5n' },
    });
    expect(badDrawing.status).toBe(400);
    expect(badDrawing.body.errors).toEqual(['signature.image: Must be a drawn signature']);
    expect((await vault(b)).every((d) => d.kind !== 'NOTE' || d.signedAt === null)).toBe(true);

    // Signed from a real socket address, with a forged proxy header the sandbox must not believe.
    const { method, url } = stepRequest('signNote', b.uuid);
    const signed = await sb.app.request(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${b.token}`,
          'content-type': 'application/json',
          'user-agent': 'ClosingDocsTest/1.0',
          'x-forwarded-for': '198.51.100.66',
        },
        body: JSON.stringify({ ...SIGNED_BY_ANN, location: { latitude: 37.563, longitude: -122.3255, accuracy: 20 } }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7', remotePort: 40_000, remoteFamily: 'IPv4' } } },
    );
    expect(signed.status, await signed.clone().text()).toBe(200);
  });

  it('keeps a signed note whose audit page names the unsigned document’s SHA-256, the signer, the address and the browser', async () => {
    const docs = await vault(b);
    for (const kind of DOCUMENTS_TO_SIGN)
      expect(entry(docs, kind)).toMatchObject({
        signedAt: new Date(sb.clock.t).toISOString(),
        viewedAt: expect.any(String),
        signedHref: disclosurePdfPath(b.uuid, kind, 'signed'),
      });
    const unsigned = await getPdf(b, disclosurePdfPath(b.uuid, 'NOTE'));
    const signed = await getPdf(b, disclosurePdfPath(b.uuid, 'NOTE', 'signed'));
    expect(signed.status).toBe(200);
    const pages = await pdfPages(signed.bytes);
    const audit = pages.at(-1) as string;
    expect(audit).toContain('Certificate of completion');
    expect(audit).toContain(sha(unsigned.bytes));
    expect(audit).toContain('Ann Lee');
    expect(audit).toContain(b.email);
    expect(audit).toContain('ClosingDocsTest/1.0');
    expect(audit).toContain('IP address 203.0.113.7');
    expect(audit).not.toContain('198.51.100.66');
    // The location the borrower chose to share when signing (shared-surfaces §8 Geolocation, decision 060).
    expect(audit).toContain('Location when signing 37.5630, -122.3255 (within 20 m)');
    expect(audit).toContain(
      'I agree to receive disclosures and documents from Homestead Line, Inc. electronically (E-SIGN consent).',
    );
    expect(audit).toMatch(/Given: \d{4}-\d\d-\d\d/);
    expect(audit).toMatch(/Opened: \d{4}-\d\d-\d\d/);
    expect(audit).toMatch(/Signed: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC · \d\d\/\d\d\/\d{4}, .* PST/);
    // The signature in its box, and the initials on every page of the agreement.
    expect(pages.slice(0, -1).join('\n')).toContain('Electronically signed by Ann Lee on');
    for (const page of pages.slice(0, -1)) expect(page).toContain('Initials: AL');
    expect(pages.length).toBe((await PDFDocument.load(unsigned.bytes)).getPageCount() + 1);
  });

  it('dates the notice of right to cancel once signed: midnight of the third business day (core fundingDates)', async () => {
    const notice = await pdfText((await getPdf(b, disclosurePdfPath(b.uuid, 'NOTICE_OF_RIGHT_TO_CANCEL'))).bytes);
    const signedOn = formatIsoDate(new Date(sb.clock.t), 'America/Los_Angeles');
    expect(notice).toContain(
      `no later than midnight of ${formatDate(fundingDates(signedOn, US_FEDERAL_CALENDAR).rescissionEnds)}`,
    );
    expect(notice).toContain(`the date of the transaction, which is ${formatDate(signedOn)}`);
    expect(notice).toContain(
      'You have a legal right under federal law to cancel this transaction, without cost, within three business days',
    );
  });

  it('signs the deed at the end of the notary session, with the notary’s block, and funds to COMPLETE', async () => {
    expect((await walk(sb, b)).state).toBe('COMPLETE');
    const docs = await vault(b);
    expect(entry(docs, 'DEED_OF_TRUST')).toMatchObject({
      givenAt: expect.any(String),
      signedAt: expect.any(String),
      signedHref: disclosurePdfPath(b.uuid, 'DEED_OF_TRUST', 'signed'),
    });
    const deed = await pdfText((await getPdf(b, disclosurePdfPath(b.uuid, 'DEED_OF_TRUST', 'signed'))).bytes);
    expect(deed).toContain('Notarized remotely by Jordan Avery, Notary Public');
    expect(deed).toContain('Electronically signed by Ann Lee');
    expect(deed).toContain('Sandbox Title & Escrow Company, as trustee');
  });
});

describe('determinism', () => {
  it('the renderer itself (no cache) gives the same bytes for the same facts and date, and other bytes for another date', async () => {
    const b = await registerBorrower(sb);
    await walk(sb, b, { until: 'NOTE_SIGNING' });
    const row = (await findApplication(sb.deps.db, b.uuid))!;
    const facts = await factsFor(sb.deps.db, row);
    const at = new Date('2026-11-23T18:00:00Z');
    const one = await renderPdf(documentContent('NOTE', facts), facts.lender, facts.loanNumber, at);
    const two = await renderPdf(
      documentContent('NOTE', await factsFor(sb.deps.db, row)),
      facts.lender,
      facts.loanNumber,
      at,
    );
    expect(sha(two.bytes)).toBe(sha(one.bytes));
    expect(
      sha(
        (
          await renderPdf(
            documentContent('NOTE', facts),
            facts.lender,
            facts.loanNumber,
            new Date('2026-11-24T18:00:00Z'),
          )
        ).bytes,
      ),
    ).not.toBe(sha(one.bytes));
  });
});

describe('before the final offer', () => {
  it('the note is not given: 404, and the vault says so', async () => {
    const b = await registerBorrower(sb);
    await walk(sb, b, { until: 'INCOME_VERIFICATION' });
    expect((await getPdf(b, disclosurePdfPath(b.uuid, 'NOTE'))).status).toBe(404);
    const docs = await vault(b);
    expect(entry(docs, 'NOTE')).toMatchObject({ givenAt: null, href: null });
    expect(entry(docs, 'ESIGN_CONSENT').givenAt).not.toBeNull();
  });
});

describe('text the standard fonts cannot draw', () => {
  it('a drawn signature and a name outside WinAnsi still sign (no 500)', async () => {
    const b = await registerBorrower(sb);
    await walk(sb, b, { until: 'NOTE_SIGNING' });
    await openDocuments(sb, b);
    const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex').toString('base64')}`;
    const r = await step(sb, b, 'signNote', {
      ...SIGNED_BY_ANN,
      signature: { type: 'drawn', name: 'Ann Lee 李 🖊', image: png },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const audit = (await pdfPages((await getPdf(b, disclosurePdfPath(b.uuid, 'NOTE', 'signed'))).bytes)).at(-1);
    expect(audit).toContain('Drawn by hand, for "Ann Lee ? ?"');
    expect(sb.errors).toEqual([]);
  });
});
