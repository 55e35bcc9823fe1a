/**
 * The paths the app and the server share (shared-surfaces §7): the conditions service, the
 * additional signers and the signer's own area. Ids are encoded where the builders say they are.
 */
import { describe, expect, it } from 'vitest';
import { CONDITIONS_MESSAGES } from './conditions.js';
import { endpointPath } from '../contract/endpoints.js';
import { CONDITION_ENDPOINTS as E } from '../contract/condition-endpoints.js';
import {
  isSignerIdCondition,
  signerDocumentPdfPath,
  signerDocumentsPath,
  signerIdentityPath,
} from '../closing/signer-area.js';
import { signerPath, signerResendPath, signersPath, signerSignPath } from '../closing/signers.js';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const C = '1c8d3f9a-2e3b-4d4c-8f9a-8b7c6d5e4f3a';

describe('shared API paths', () => {
  it('the conditions service', () => {
    const base = `/service-conditions/external/api/v1/applications/${U}/conditions`;
    expect(endpointPath(E.conditions, { uuid: U })).toBe(`${base}/external-applicants`);
    expect(endpointPath(E.conditionDocuments, { uuid: U, conditionUuid: C })).toBe(`${base}/${C}/documents`);
    expect(endpointPath(E.conditionPhone, { uuid: U, conditionUuid: C })).toBe(`${base}/${C}/phone-number`);
    // An id is one path segment, whatever it holds.
    expect(endpointPath(E.conditionDocuments, { uuid: 'a/b', conditionUuid: 'c?d' })).toBe(
      '/service-conditions/external/api/v1/applications/a%2Fb/conditions/c%3Fd/documents',
    );
  });

  it('the additional signers and the signer’s own area', () => {
    const base = `/service-application/api/v1/application/heloc/${U}/signers`;
    expect(signersPath(U)).toBe(base);
    expect(signerPath(U, C)).toBe(`${base}/${C}`);
    expect(signerResendPath(U, C)).toBe(`${base}/${C}/resend`);
    expect(signerSignPath(U)).toBe(`${base}/me/sign`);
    expect(signerIdentityPath(U)).toBe(`${base}/me/identity-documents`);
    expect(signerDocumentsPath(U)).toBe(`${base}/me/documents`);
    expect(signerDocumentPdfPath(U, 'NOTICE_OF_RIGHT_TO_CANCEL')).toBe(
      `${base}/me/documents/NOTICE_OF_RIGHT_TO_CANCEL`,
    );
  });

  it('the signer’s ID conditions, and the dashboard’s count of what is owed', () => {
    expect(isSignerIdCondition('IDENTITY_DOCUMENT_FRAUD_REVIEW')).toBe(true);
    expect(isSignerIdCondition('GENERIC_DOCUMENT_REQUEST')).toBe(false);
    expect(CONDITIONS_MESSAGES.owed(1)).toBe('We need one more thing from you.');
    expect(CONDITIONS_MESSAGES.owed(3)).toBe('We need 3 more things from you.');
  });
});
