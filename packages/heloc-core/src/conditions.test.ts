import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bankMask, conditionLocation, conditionText, paystubsRequired, uploadLabel, visibleConditions } from './conditions.js';
import type { Condition } from './entities.js';

const c = (categoryEnum: string, created: string, over: Partial<Condition> = {}): Condition => ({ uuid: `${categoryEnum}-${created}`, categoryEnum, created, ...over });

describe('visibleConditions', () => {
  it('keeps catalogued categories, oldest first', () => {
    const out = visibleConditions([
      c('GENERIC_DOCUMENT_REQUEST', '2026-03-01T00:00:00Z'),
      c('APPRAISAL_REVIEW', '2026-01-01T00:00:00Z'),
      c('MISSING_PHONE_NUMBER', '2026-02-01T00:00:00Z'),
      c('BANK_ACCOUNT_FRAUD_REVIEW', 'garbage'),
    ]);
    expect(out.map((x) => x.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER', 'GENERIC_DOCUMENT_REQUEST', 'BANK_ACCOUNT_FRAUD_REVIEW']);
  });
});

describe('condition details', () => {
  it('paystubs required defaults to 1', () => {
    expect(paystubsRequired({ xtraData: { numDocsRequired: 3 } })).toBe(3);
    expect(paystubsRequired({ xtraData: null })).toBe(1);
    expect(paystubsRequired({ xtraData: { numDocsRequired: 0 } })).toBe(1);
  });
  it('upload label turns plural above one document', () => {
    expect(uploadLabel(1)).toBe('Upload Document');
    expect(uploadLabel(2)).toBe('Upload Documents');
  });
  it('bank mask is the last 4 characters', () => {
    expect(bankMask('000123456789')).toBe('6789');
    expect(bankMask('12')).toBe('12');
    expect(bankMask(null)).toBe('');
  });
  it('bank account fraud review has its exact text', () => {
    expect(conditionText(c('BANK_ACCOUNT_FRAUD_REVIEW', 'x'))).toBe(
      "Based on the account connected ending with the last 4 digits, we weren't able to verify ownership.",
    );
    expect(conditionText(c('GENERIC_DOCUMENT_REQUEST', 'x', { commentsToBorrower: ' Send a W-2 ' }))).toBe('Send a W-2');
    expect(conditionText(c('GENERIC_DOCUMENT_REQUEST', 'x', { notes: 'n' }))).toBe('n');
    expect(conditionText(c('GENERIC_DOCUMENT_REQUEST', 'x'))).toBe('');
  });
  it('locations', () => {
    expect(conditionLocation('ID_VERIFICATION_FAILURE')).toBe('identity');
    expect(conditionLocation('IDENTITY_DOCUMENT_FRAUD_REVIEW')).toBe('identity');
    expect(conditionLocation('MISSING_PHONE_NUMBER')).toBe('conditions/phone-number');
    expect(conditionLocation('GENERIC_DOCUMENT_REQUEST')).toBe('conditions/upload-document');
  });
  fcTest.prop([fc.string()])('bank mask never exceeds 4 characters', (s) => {
    expect(bankMask(s).length).toBeLessThanOrEqual(4);
  });
});
