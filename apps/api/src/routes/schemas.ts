/** Request bodies of the journey's write side, validated with valibot (and documented in /openapi.json). */
import { createHash, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { EMPLOYMENT_TYPES, ID_FRONT_DOCUMENT_TYPES, requiredString } from '@heloc/core';

const US_STATES = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'] as const;

const first = <S extends v.GenericSchema>(s: S) => v.config(s, { abortPipeEarly: true });

export const Property = v.object({
  street1: first(v.pipe(requiredString(), v.maxLength(100, 'Cannot be more than 100 characters'))),
  street2: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Cannot be more than 100 characters')))),
  city: first(v.pipe(requiredString(), v.maxLength(60, 'Cannot be more than 60 characters'))),
  state: first(v.pipe(requiredString(), v.toUpperCase(), v.picklist(US_STATES, 'Must be a US state'))),
  zip: first(v.pipe(requiredString(), v.regex(/^\d{5}(-\d{4})?$/, 'Must be a 5-digit ZIP code'))),
});

export const Phone = first(v.pipe(requiredString(), v.transform((s) => s.replace(/[^\d+]/g, '')), v.regex(/^(\+1)?1?\d{10}$/, 'Must be a 10-digit US phone number'), v.transform((s) => s.slice(-10))));
export const EmailField = first(v.pipe(requiredString(), v.maxLength(254, 'Cannot be more than 254 characters'), v.email('Must be a valid email'), v.toLowerCase()));

const IsoDate = first(v.pipe(requiredString(), v.isoDate('Must be a date (yyyy-MM-dd)')));

export const CreateApplication = v.object({
  property: Property,
  saleStatus: v.picklist(['NOT_SELLING', 'PLANNING_TO_SELL_LATER', 'LISTED_FOR_SALE'], 'Required'),
  income: v.object({
    annualIncome: v.pipe(v.number('Required'), v.minValue(0, 'Must be 0 or more'), v.maxValue(100_000_000, 'Must be a real annual income')),
    employmentType: v.picklist(EMPLOYMENT_TYPES, 'Required'),
  }),
  name: v.object({
    firstName: first(v.pipe(requiredString(), v.maxLength(60, 'Cannot be more than 60 characters'))),
    middleName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(60)))),
    lastName: first(v.pipe(requiredString(), v.maxLength(60, 'Cannot be more than 60 characters'))),
    suffix: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(10)))),
  }),
  birthdate: IsoDate,
  contact: v.object({ email: EmailField, phone: Phone }),
  referrerUuid: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Must be a valid id')))),
  isCrypto: v.optional(v.boolean(), false),
});

/** 9 digits with the Social Security Administration's never-issued blocks rejected. */
export const Ssn = first(
  v.pipe(
    requiredString(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{9}$/, 'Must be a 9-digit Social Security number'),
    v.check((s) => !/^(000|666|9\d\d)/.test(s) && s.slice(3, 5) !== '00' && s.slice(5) !== '0000', 'Must be a valid Social Security number'),
  ),
);

/** Only the last four digits and a salted hash are kept; the full number is never stored. */
export function ssnRecord(ssn: string, applicationUuid: string) {
  return { ssnLast4: ssn.slice(-4), ssnHash: createHash('sha256').update(`${applicationUuid}:${ssn}`).digest('hex') };
}

export const ProfileBody = v.object({ ssn: Ssn, softCreditConsent: v.literal(true, 'You must agree to the soft credit check to continue') });
export const SsnBody = v.object({ ssn: Ssn });
export const CreditRetryBody = v.object({ pin: v.optional(v.pipe(v.string(), v.regex(/^\d{4,10}$/, 'Must be 4 to 10 digits'))) });
export const PropertyBody = v.object({ property: Property });
export const DelinquencyBody = v.object({ explanation: first(v.pipe(requiredString(), v.minLength(10, 'Must be at least 10 characters'), v.maxLength(1000, 'Must be at most 1000 characters'))) });
export const EstimatedValueBody = v.object({ estimatedValue: v.pipe(v.number('Required'), v.minValue(50_000, 'Must be at least $50,000'), v.maxValue(20_000_000, 'Must be at most $20,000,000')) });
export const AssetsBody = v.object({ institution: first(v.pipe(requiredString(), v.maxLength(100))) });
export const WinbackBody = v.object({ accept: v.boolean('Required') });
export const OfferBody = v.object({ offerId: first(v.pipe(requiredString(), v.maxLength(40))), drawAmount: v.pipe(v.number('Required'), v.integer('Must be whole dollars'), v.minValue(0)) });
export const ContactBody = v.object({ email: EmailField, phone: Phone });

const DECLINE = 'I do not wish to provide this information';
export const HmdaBody = v.object({
  ethnicity: v.pipe(v.array(v.picklist(['Hispanic or Latino', 'Not Hispanic or Latino', DECLINE])), v.minLength(1, 'Required')),
  race: v.pipe(v.array(v.picklist(['American Indian or Alaska Native', 'Asian', 'Black or African American', 'Native Hawaiian or Other Pacific Islander', 'White', DECLINE])), v.minLength(1, 'Required')),
  sex: v.picklist(['Female', 'Male', DECLINE], 'Required'),
});
export const SubmitBody = v.object({
  esignConsent: v.literal(true, 'You must agree to receive documents electronically (E-SIGN) to continue'),
  disclosuresAcknowledged: v.literal(true, 'You must acknowledge the HELOC disclosures to continue'),
  hardCreditConsent: v.literal(true, 'You must authorise the credit check to continue'),
});
export const IncomeLinkBody = v.object({ provider: v.picklist(['TRUV', 'POINTSERV', 'PLAID'], 'Required') });
export const EmployerBody = v.object({ employerName: first(v.pipe(requiredString(), v.maxLength(100))), employerPhone: Phone, jobTitle: v.optional(v.pipe(v.string(), v.maxLength(100))) });
export const IdentityTypeField = v.picklist(ID_FRONT_DOCUMENT_TYPES, 'Must be the front of a driver’s license, ID card, passport or permanent resident card');
export const BpoOrderBody = v.object({ contactName: first(v.pipe(requiredString(), v.maxLength(100))), contactPhone: Phone, accessNotes: v.optional(v.pipe(v.string(), v.maxLength(500))) });

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaRoutingNumber(s: string): boolean {
  if (!/^\d{9}$/.test(s)) return false;
  const d = [...s].map(Number) as number[];
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
const Routing = first(v.pipe(requiredString(), v.regex(/^\d{9}$/, 'Must be 9 digits'), v.check(isAbaRoutingNumber, 'Must be a valid routing number')));
const AccountNumber = first(v.pipe(requiredString(), v.regex(/^\d{4,17}$/, 'Must be 4 to 17 digits')));

export const AccountBody = v.variant('mode', [
  v.object({ mode: v.literal('linked'), institution: first(v.pipe(requiredString(), v.maxLength(100))) }),
  v.object({ mode: v.literal('manual'), routingNumber: Routing, accountNumber: AccountNumber, accountType: v.picklist(['CHECKING', 'SAVINGS'], 'Required') }),
]);

export function accountRecord(body: v.InferOutput<typeof AccountBody>) {
  if (body.mode === 'linked') {
    // Some banks share only a tokenized account number and no routing number through linking;
    // the borrower then enters the account by hand (bank/disburse). Sandbox: an institution
    // whose name contains "Tokenized".
    if (/tokeni[sz]ed/i.test(body.institution)) {
      return { uuid: randomUUID(), mode: 'linked' as const, institution: body.institution, routingNumber: null, accountNumber: 'tok_4417', accountType: 'CHECKING' as const, mask: '4417' };
    }
    // A linked account (the provider's bank-linking flow, simulated): a test bank's numbers.
    return { uuid: randomUUID(), mode: 'linked' as const, institution: body.institution, routingNumber: '021000021', accountNumber: '000123456789', accountType: 'CHECKING' as const, mask: '6789' };
  }
  return { uuid: randomUUID(), mode: 'manual' as const, routingNumber: body.routingNumber, accountNumber: body.accountNumber, accountType: body.accountType, mask: body.accountNumber.slice(-4) };
}

export const AutopayBody = v.variant('payType', [
  v.object({ payType: v.literal('MANUAL') }),
  v.object({ payType: v.literal('AUTOPAY'), useDisbursementAccount: v.literal(true) }),
  v.object({ payType: v.literal('AUTOPAY'), useDisbursementAccount: v.literal(false), account: AccountBody }),
]);
export const LiensBody = v.object({
  attest: v.literal(true, 'You must confirm the liens on your property'),
  liens: v.optional(v.array(v.object({ lender: v.pipe(v.string(), v.maxLength(100)), balance: v.pipe(v.number(), v.minValue(0)) })), []),
});
export const SignNoteBody = v.object({ signatureName: first(v.pipe(requiredString(), v.maxLength(120))) });
export const InviteSignerBody = v.object({ email: EmailField, firstName: first(v.pipe(requiredString(), v.maxLength(60))), lastName: first(v.pipe(requiredString(), v.maxLength(60))) });
export const ManualNotaryBody = v.object({ requestedTime: first(v.pipe(requiredString(), v.isoTimestamp('Must be a date and time'))) });
export const ReserveNotaryBody = v.object({ slot: first(v.pipe(requiredString(), v.isoTimestamp('Must be a date and time'))) });
export const CancelBody = v.object({ reason: first(v.pipe(requiredString(), v.maxLength(500))) });
export const FullStoryBody = v.object({ link: v.pipe(v.string('Required'), v.url('Must be a URL'), v.maxLength(2048)) });
