import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CLOSING_DOCUMENTS,
  CLOSING_DOCUMENT_KINDS,
  closingDocument,
  disclosurePdfPath,
  DOCUMENTS_TO_SIGN,
  SIGN_ESIGN_MESSAGE,
  signDocumentsSchema,
} from './closing-documents.js';

const body = {
  esignConsent: true,
  signature: { type: 'typed', name: 'Ann Lee' },
  initials: 'AL',
  documents: [...DOCUMENTS_TO_SIGN],
};
const firstMessage = (input: unknown) => {
  const r = v.safeParse(signDocumentsSchema, input);
  return r.success ? null : r.issues[0].message;
};

describe('closing documents', () => {
  it('has one row per kind, each naming its regulation', () => {
    expect(CLOSING_DOCUMENTS.map((d) => d.kind)).toEqual([...CLOSING_DOCUMENT_KINDS]);
    for (const d of CLOSING_DOCUMENTS) expect(d.regulation.length, d.kind).toBeGreaterThan(5);
  });

  it('signs the agreement, the closing summary and the notice of right to cancel on signing/sign; the deed before the notary', () => {
    expect(DOCUMENTS_TO_SIGN).toEqual(['CLOSING_SUMMARY', 'NOTE', 'NOTICE_OF_RIGHT_TO_CANCEL']);
    expect(closingDocument('DEED_OF_TRUST').signedAt).toBe('notary');
    expect(closingDocument('NOTICE_OF_RIGHT_TO_CANCEL').regulation).toContain('1026.15(b)');
  });

  it('builds the PDF paths', () => {
    expect(disclosurePdfPath('u1', 'NOTE')).toBe('/service-application/api/v1/application/heloc/u1/disclosures/NOTE');
    expect(disclosurePdfPath('u1', 'NOTE', 'signed')).toBe(
      '/service-application/api/v1/application/heloc/u1/disclosures/NOTE/signed',
    );
  });

  it('accepts a typed or drawn signature with consent, and says what is missing otherwise', () => {
    expect(firstMessage(body)).toBeNull();
    expect(
      firstMessage({
        ...body,
        signature: { type: 'drawn', name: 'Ann Lee', image: 'data:image/png;base64,iVBORw0KGgo=' },
      }),
    ).toBeNull();
    expect(firstMessage({ ...body, esignConsent: false })).toBe(SIGN_ESIGN_MESSAGE);
    expect(firstMessage({ ...body, signature: { type: 'typed', name: '  ' } })).toBe('Required');
    expect(
      firstMessage({ ...body, signature: { type: 'drawn', name: 'Ann', image: 'data:text/html;base64,PGI+' } }),
    ).toBe('Must be a drawn signature');
    expect(firstMessage({ ...body, initials: '12' })).toBe('Must be your initials (letters only)');
    expect(firstMessage({ ...body, documents: ['DEED_OF_TRUST'] })).not.toBeNull();
  });
});
