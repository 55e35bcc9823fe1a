/**
 * Field rules shared by the browser's forms and the server's validation: one place for how an
 * address, a phone number, an SSN or a routing number must look, with the messages users see.
 * Each field reports only its first failing rule.
 */
import * as v from 'valibot';
import { ageOn } from './format.js';
import { firstIssueOnly as first, requiredString } from './schemas.js';

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const text = (max: number) =>
  first(v.pipe(requiredString(), v.maxLength(max, `Cannot be more than ${max} characters`)));
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Cannot be more than ${max} characters`))));

export const propertySchema = v.object({
  street1: text(100),
  street2: optionalText(100),
  city: text(60),
  state: first(v.pipe(requiredString(), v.toUpperCase(), v.picklist(US_STATES, 'Must be a US state'))),
  zip: first(v.pipe(requiredString(), v.regex(/^\d{5}(-\d{4})?$/, 'Must be a 5-digit ZIP code'))),
});

/** A US phone number in any common form, normalised to 10 digits. */
export const phoneSchema = first(
  v.pipe(
    requiredString(),
    v.transform((s) => s.replace(/[^\d+]/g, '')),
    v.regex(/^(\+1)?1?\d{10}$/, 'Must be a 10-digit US phone number'),
    v.transform((s) => s.slice(-10)),
  ),
);

export const emailSchema = first(
  v.pipe(
    requiredString(),
    v.maxLength(254, 'Cannot be more than 254 characters'),
    v.email('Must be a valid email'),
    v.toLowerCase(),
  ),
);

export const passwordSchema = first(
  v.pipe(
    v.string('Required'),
    v.nonEmpty('Required'),
    v.minLength(10, 'Must be at least 10 characters'),
    v.maxLength(200, 'Must be at most 200 characters'),
  ),
);

export const nameSchema = v.object({
  firstName: text(60),
  middleName: optionalText(60),
  lastName: text(60),
  suffix: optionalText(10),
});

/** yyyy-MM-dd, at least 18 on `today` (a yyyy-MM-dd date the caller passes in). */
export const birthdateSchema = (today: string) =>
  first(
    v.pipe(
      requiredString(),
      v.check((d) => ageOn(d, today) !== undefined, 'Must be a date'),
      v.check((d) => (ageOn(d, today) ?? -1) >= 18, 'You must be at least 18 years old to apply.'),
      v.check((d) => (ageOn(d, today) ?? 999) <= 120, 'Must be a real date of birth.'),
    ),
  );

export const annualIncomeSchema = first(
  v.pipe(
    v.number('Required'),
    v.minValue(0, 'Must be 0 or more'),
    v.maxValue(100_000_000, 'Must be a real annual income'),
  ),
);

/** A typed dollar amount ("$150,000", "150000") as whole dollars, with the income rules. */
export const annualIncomeInputSchema = first(
  v.pipe(
    v.union([v.number(), v.string()], 'Required'),
    v.transform((x) => (typeof x === 'number' ? String(x) : x).replace(/[$,\s]/g, '')),
    v.nonEmpty('Required'),
    v.regex(/^\d+(\.\d{1,2})?$/, 'Must be an amount in dollars'),
    v.transform(Number),
    v.minValue(0, 'Must be 0 or more'),
    v.maxValue(100_000_000, 'Must be a real annual income'),
  ),
);

/** 9 digits with the never-issued blocks (000, 666, 9xx areas; 00 groups; 0000 serials) refused. */
export const ssnSchema = first(
  v.pipe(
    requiredString(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{9}$/, 'Must be a 9-digit Social Security number'),
    v.check(
      (s) => !/^(000|666|9\d\d)/.test(s) && s.slice(3, 5) !== '00' && s.slice(5) !== '0000',
      'Must be a valid Social Security number',
    ),
  ),
);

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaRoutingNumber(s: string): boolean {
  if (!/^\d{9}$/.test(s)) return false;
  const d = [...s].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

export const routingNumberSchema = first(
  v.pipe(
    requiredString(),
    v.regex(/^\d{9}$/, 'Must be 9 digits'),
    v.check(isAbaRoutingNumber, 'Must be a valid routing number'),
  ),
);
export const accountNumberSchema = first(v.pipe(requiredString(), v.regex(/^\d{4,17}$/, 'Must be 4 to 17 digits')));

export const SALE_STATUSES = ['NOT_SELLING', 'PLANNING_TO_SELL_LATER', 'LISTED_FOR_SALE'] as const;
export const SALE_STATUS_LABELS: Record<(typeof SALE_STATUSES)[number], string> = {
  NOT_SELLING: 'I am not planning to sell',
  PLANNING_TO_SELL_LATER: 'I may sell in the next 12 months',
  LISTED_FOR_SALE: 'It is listed for sale now',
};
export const LISTED_FOR_SALE_MESSAGE = 'A home that is listed for sale cannot secure a HELOC.';

export const HMDA_DECLINE = 'I do not wish to provide this information';
export const HMDA_ETHNICITIES = ['Hispanic or Latino', 'Not Hispanic or Latino', HMDA_DECLINE] as const;
export const HMDA_RACES = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  HMDA_DECLINE,
] as const;
export const HMDA_SEXES = ['Female', 'Male', HMDA_DECLINE] as const;

export const hmdaSchema = v.object({
  ethnicity: v.pipe(
    v.array(v.picklist(HMDA_ETHNICITIES)),
    v.minLength(1, 'Choose at least one, or that you do not wish to provide it'),
  ),
  race: v.pipe(
    v.array(v.picklist(HMDA_RACES)),
    v.minLength(1, 'Choose at least one, or that you do not wish to provide it'),
  ),
  sex: v.picklist(HMDA_SEXES, 'Required'),
});

/** The property's state is not one the organisation lends in (registration and the create call). */
export const notLicensedMessage = (state: string): string => `We are not yet lending in ${state}.`;

/**
 * The consents of the application submission (start/app-summary): E-SIGN consent before any
 * electronic record (E-SIGN Act, 15 U.S.C. §7001(c)), acknowledgement of the HELOC disclosures
 * (Regulation Z §1026.40) and the credit authorisation for the hard pull (FCRA §604(a)(3)(F)).
 * One schema for the form and the server, so the messages cannot drift apart.
 */
export const submissionConsentSchema = v.object({
  esignConsent: v.literal(true, 'You must agree to receive documents electronically (E-SIGN) to continue'),
  disclosuresAcknowledged: v.literal(true, 'You must acknowledge the HELOC disclosures to continue'),
  hardCreditConsent: v.literal(true, 'You must authorise the credit check to continue'),
});
