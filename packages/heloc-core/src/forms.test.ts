import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  annualIncomeInputSchema,
  birthdateSchema,
  hmdaSchema,
  isAbaRoutingNumber,
  phoneSchema,
  propertySchema,
  routingNumberSchema,
  ssnSchema,
  notLicensedMessage,
  submissionConsentSchema,
} from './forms.js';

const msgs = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('shared field rules', () => {
  it('property: one message per field', () => {
    expect(msgs(propertySchema, { street1: '', city: 'X', state: 'zz', zip: '9' })).toEqual([
      'Required',
      'Must be a US state',
      'Must be a 5-digit ZIP code',
    ]);
    expect(
      v.parse(propertySchema, { street1: ' 1 Main St ', city: 'Austin', state: 'tx', zip: '78701' }),
    ).toMatchObject({ street1: '1 Main St', state: 'TX' });
  });
  it('phone numbers in common forms become 10 digits', () => {
    for (const p of ['(415) 555-0100', '415-555-0100', '+14155550100', '14155550100'])
      expect(v.parse(phoneSchema, p)).toBe('4155550100');
    expect(msgs(phoneSchema, '555-0100')).toEqual(['Must be a 10-digit US phone number']);
    expect(msgs(phoneSchema, '')).toEqual(['Required']);
  });
  it('SSNs', () => {
    expect(v.parse(ssnSchema, '123-45-6789')).toBe('123456789');
    expect(msgs(ssnSchema, '666-12-3456')).toEqual(['Must be a valid Social Security number']);
    expect(msgs(ssnSchema, '12345')).toEqual(['Must be a 9-digit Social Security number']);
  });
  it('birthdates: 18 or older on the given day', () => {
    const schema = birthdateSchema('2026-11-22');
    expect(msgs(schema, '2008-11-22')).toEqual([]);
    expect(msgs(schema, '2008-11-23')).toEqual(['You must be at least 18 years old to apply.']);
    expect(msgs(schema, '1890-01-01')).toEqual(['Must be a real date of birth.']);
    expect(msgs(schema, '2008-02-30')).toEqual(['Must be a date']);
  });
  it('routing numbers carry the ABA checksum', () => {
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(msgs(routingNumberSchema, '021000022')).toEqual(['Must be a valid routing number']);
  });
  it('typed income amounts', () => {
    expect(v.parse(annualIncomeInputSchema, '$150,000')).toBe(150000);
    expect(v.parse(annualIncomeInputSchema, 92222)).toBe(92222);
    expect(msgs(annualIncomeInputSchema, '')).toEqual(['Required']);
    expect(msgs(annualIncomeInputSchema, 'lots')).toEqual(['Must be an amount in dollars']);
  });
  it('HMDA allows declining each question', () => {
    expect(msgs(hmdaSchema, { ethnicity: [], race: ['Asian'], sex: '' })).toEqual([
      'Choose at least one, or that you do not wish to provide it',
      'Required',
    ]);
  });
});

describe('rules the form and the server share', () => {
  it('names the state that is not licensed', () => {
    expect(notLicensedMessage('WY')).toBe('We are not yet lending in WY.');
  });
  it('requires each submission consent with its own message', () => {
    const r = v.safeParse(submissionConsentSchema, {
      esignConsent: false,
      disclosuresAcknowledged: true,
      hardCreditConsent: false,
    });
    expect(r.success).toBe(false);
    expect(r.issues?.map((i) => i.message)).toEqual([
      'You must agree to receive documents electronically (E-SIGN) to continue',
      'You must authorise the credit check to continue',
    ]);
    expect(
      v.safeParse(submissionConsentSchema, {
        esignConsent: true,
        disclosuresAcknowledged: true,
        hardCreditConsent: true,
      }).success,
    ).toBe(true);
  });
});
