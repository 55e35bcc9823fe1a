/** The vault's client: the PDF comes back as bytes through the one client (signed in), and a download is a real <a download> click. */
import { disclosurePdfPath, disclosuresPath } from '@heloc/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, fakeServer } from '../test/fake-server';
import { tokenStore } from '../lib/storage';
import { disclosureFileName, downloadDisclosure, fetchDisclosurePdf, fetchDisclosures } from './disclosures';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStore.clear();
});

describe('api/disclosures', () => {
  it('reads the vault and a PDF as bytes, with the borrower’s token', async () => {
    const server = fakeServer();
    tokenStore.set('jwt-1');
    let auth: string | null = null;
    server.on('GET', disclosuresPath(U), () => ({ documents: [] }));
    server.on('GET', disclosurePdfPath(U, 'NOTE'), (req) => {
      auth = req.headers.get('authorization');
      return new Response(PDF, { headers: { 'content-type': 'application/pdf' } });
    });
    expect(await fetchDisclosures(U)).toEqual([]);
    const bytes = await fetchDisclosurePdf(U, 'NOTE');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes).startsWith('%PDF-')).toBe(true);
    expect(auth).toBe('Bearer jwt-1');
  });

  it('downloads the signed copy under the name given, through an object URL', async () => {
    const server = fakeServer();
    server.on(
      'GET',
      disclosurePdfPath(U, 'NOTE', 'signed'),
      () => new Response(PDF, { headers: { 'content-type': 'application/pdf' } }),
    );
    const created = vi.fn(() => 'blob:test/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await downloadDisclosure(
      U,
      'NOTE',
      'signed',
      disclosureFileName('Home equity line of credit agreement and note', 'HL2026001', 'signed'),
    );
    expect(clicked).toEqual([
      { href: 'blob:test/1', download: 'Home-equity-line-of-credit-agreement-and-note-HL2026001-signed.pdf' },
    ]);
  });

  it('a refused PDF is a RequestError with the server’s sentence', async () => {
    const server = fakeServer();
    server.on('GET', disclosurePdfPath(U, 'DEED_OF_TRUST'), () =>
      json({ errors: ['This document is not available yet.'] }, 404),
    );
    await expect(fetchDisclosurePdf(U, 'DEED_OF_TRUST')).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('This document is not available yet') as string,
    });
  });
});
