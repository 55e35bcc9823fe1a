/** Request bodies of the journey's write side, validated with valibot (and documented in /openapi.json). */
import { createHash, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  accountNumberSchema,
  annualIncomeSchema,
  emailSchema,
  EMPLOYMENT_TYPES,
  firstIssueOnly,
  hmdaSchema,
  ID_FRONT_DOCUMENT_TYPES,
  nameSchema,
  phoneSchema,
  propertySchema,
  requiredString,
  routingNumberSchema,
  SALE_STATUSES,
  ssnSchema,
  submissionConsentSchema,
} from '@heloc/core';

const first = firstIssueOnly;

export const Property = propertySchema;
export const Phone = phoneSchema;
export const EmailField = emailSchema;

export const CreateApplication = v.object({
  property: Property,
  saleStatus: v.picklist(SALE_STATUSES, 'Required'),
  income: v.object({ annualIncome: annualIncomeSchema, employmentType: v.picklist(EMPLOYMENT_TYPES, 'Required') }),
  name: nameSchema,
  /** Age is checked against the server's clock in the route. */
  birthdate: first(v.pipe(requiredString(), v.isoDate('Must be a date'))),
  contact: v.object({ email: EmailField, phone: Phone }),
  referrerUuid: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Must be a valid id')))),
  isCrypto: v.optional(v.boolean(), false),
});

export const Ssn = ssnSchema;

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

export const HmdaBody = hmdaSchema;
export const SubmitBody = submissionConsentSchema;
export const IncomeLinkBody = v.object({ provider: v.picklist(['TRUV', 'POINTSERV', 'PLAID'], 'Required') });
export const EmployerBody = v.object({ employerName: first(v.pipe(requiredString(), v.maxLength(100))), employerPhone: Phone, jobTitle: v.optional(v.pipe(v.string(), v.maxLength(100))) });
export const IdentityTypeField = v.picklist(ID_FRONT_DOCUMENT_TYPES, 'Must be the front of a driver’s license, ID card, passport or permanent resident card');
export const BpoOrderBody = v.object({ contactName: first(v.pipe(requiredString(), v.maxLength(100))), contactPhone: Phone, accessNotes: v.optional(v.pipe(v.string(), v.maxLength(500))) });

const Routing = routingNumberSchema;
const AccountNumber = accountNumberSchema;

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
