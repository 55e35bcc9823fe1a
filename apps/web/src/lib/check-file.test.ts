import { UPLOAD_MESSAGES } from '@heloc/core';
import { describe, expect, it } from 'vitest';
import { checkFile } from './check-file';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });

describe('checkFile', () => {
  it('accepts a PDF and a PNG named as what they are', async () => {
    expect(await checkFile(file([PDF], 'paystub.pdf', 'application/pdf'))).toBeNull();
    expect(await checkFile(file([PNG], 'front.png', 'image/png'))).toBeNull();
  });

  it('refuses a Word document, whatever it is called', async () => {
    expect(await checkFile(file(['PK\u0003\u0004 not a pdf'], 'paystub.pdf', 'application/pdf'))).toEqual({
      kind: 'notAccepted',
      message: UPLOAD_MESSAGES.notAccepted('paystub.pdf'),
    });
  });

  it('refuses a password-protected PDF with the way to fix it', async () => {
    const problem = await checkFile(
      file([PDF.replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 2 0 R')], 'locked.pdf', 'application/pdf'),
    );
    expect(problem).toEqual({ kind: 'encryptedPdf', message: UPLOAD_MESSAGES.encryptedPdf });
  });

  it('refuses an oversized file without reading it', async () => {
    expect((await checkFile(file([new Uint8Array(3000)], 'big.pdf', 'application/pdf'), 2048))?.kind).toBe('tooLarge');
  });

  it('refuses a PNG carrying a script', async () => {
    expect((await checkFile(file([PNG, '<script>alert(1)</script>'], 'x.png', 'image/png')))?.kind).toBe(
      'activeContent',
    );
  });
});
