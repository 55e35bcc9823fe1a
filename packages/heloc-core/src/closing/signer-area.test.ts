import { describe, expect, it } from 'vitest';
import { closingDocument } from './closing-documents.js';
import {
  isSignerApplicationWithdrawn,
  isSignerDocumentKind,
  SIGNER_DOCUMENT_KINDS,
  signerConditionLocation,
  signerConditionsEnabled,
  signerDocumentPdfPath,
  signerDocumentsRead,
  signerIdentityPath,
  signerNextScreen,
  signerRedirect,
} from './signer-area.js';

const UUID = '11111111-2222-4333-8444-555555555555';

describe('signer area', () => {
  it('builds the signer’s own paths under the application’s signers', () => {
    expect(signerIdentityPath(UUID)).toMatch(new RegExp(`/${UUID}/signers/me/identity-documents$`));
    expect(signerDocumentPdfPath(UUID, 'NOTICE_OF_RIGHT_TO_CANCEL')).toMatch(
      /\/signers\/me\/documents\/NOTICE_OF_RIGHT_TO_CANCEL$/,
    );
  });

  it('gives the signer the notice of right to cancel and the material disclosures, never the note', () => {
    expect(SIGNER_DOCUMENT_KINDS).toContain('NOTICE_OF_RIGHT_TO_CANCEL');
    expect(isSignerDocumentKind('NOTE')).toBe(false);
    for (const kind of SIGNER_DOCUMENT_KINDS) expect(closingDocument(kind).given).toBe('finalOffer');
  });

  it('offers signing only once every document was opened', () => {
    expect(signerDocumentsRead([])).toBe(false);
    expect(signerDocumentsRead([{ viewedAt: '2026-01-01T00:00:00.000Z' }, { viewedAt: null }])).toBe(false);
    expect(signerDocumentsRead([{ viewedAt: '2026-01-01T00:00:00.000Z' }])).toBe(true);
  });

  it('sends every screen of a withdrawn application to cancelled, and cancelled back to intro otherwise', () => {
    expect(isSignerApplicationWithdrawn('CANCELLED')).toBe(true);
    expect(signerRedirect('heloc-signer/sign', { state: 'CANCELLED' })).toBe('heloc-signer/cancelled');
    expect(signerRedirect('heloc-signer/cancelled', { state: 'DECLINED' })).toBeNull();
    expect(signerRedirect('heloc-signer/cancelled', { state: 'CO_DEED_REQ' })).toBe('heloc-signer/intro');
    expect(signerRedirect('heloc-signer/documents', { state: 'CO_DEED_REQ' })).toBeNull();
  });

  it('walks intro → identity → documents → sign', () => {
    expect(signerNextScreen('heloc-signer/intro')).toBe('heloc-signer/identity');
    expect(signerNextScreen('heloc-signer/identity')).toBe('heloc-signer/documents');
    expect(signerNextScreen('heloc-signer/documents')).toBe('heloc-signer/sign');
    expect(signerNextScreen('heloc-signer/sign')).toBe('heloc-signer/sign');
  });

  it('loads the signer’s conditions only with the flag on and the person record there', () => {
    expect(signerConditionsEnabled(true, { uuid: UUID })).toBe(true);
    expect(signerConditionsEnabled(false, { uuid: UUID })).toBe(false);
    expect(signerConditionsEnabled(undefined, { uuid: UUID })).toBe(false);
    expect(signerConditionsEnabled(true, undefined)).toBe(false);
    expect(signerConditionsEnabled(true, { uuid: null })).toBe(false);
  });

  it('clears ID conditions with an ID and the rest with documents', () => {
    expect(signerConditionLocation('ID_VERIFICATION_FAILURE')).toBe('identity');
    expect(signerConditionLocation('IDENTITY_DOCUMENT_FRAUD_REVIEW')).toBe('identity');
    expect(signerConditionLocation('GENERIC_DOCUMENT_REQUEST')).toBe('upload-document');
  });
});
