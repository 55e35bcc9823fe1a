/**
 * Request bodies the server validates outside the step table (creating an application, inviting a
 * signer, the session-replay link), and what the server alone does with a step's body: hash the
 * SSN, give a linked account its numbers. The steps' own bodies are rows of @heloc/core's JOURNEY_STEPS.
 */
import { createHash, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { apiError } from '../http/errors.js';
import { annualIncomeSchema, emailSchema, EMPLOYMENT_TYPES, firstIssueOnly, nameSchema, phoneSchema, propertySchema, requiredString, SALE_STATUSES, type StepOutput } from '@heloc/core';

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

/** Only the last four digits and a salted hash are kept; the full number is never stored. */
export function ssnRecord(ssn: string, applicationUuid: string) {
  return { ssnLast4: ssn.slice(-4), ssnHash: createHash('sha256').update(`${applicationUuid}:${ssn}`).digest('hex') };
}

export function accountRecord(body: StepOutput<'disbursement'>) {
  // Typing a routing number onto a linked account is the token exchange's business (the
  // link-server branch); until it lands this server refuses it as a client error, never a 500.
  if (body.mode === 'routing') throw apiError(409, 'A routing number can only be added to a linked account that lacks one');
  if (body.mode === 'linked') {
    // Bridge until the link-server branch exchanges the token: the sandbox reads the token as the
    // institution's name, as the old `institution` field was read.
    const institution = body.publicToken;
    // Some banks share only a tokenized account number and no routing number through linking;
    // the borrower then enters the account by hand (bank/disburse). Sandbox: an institution
    // whose name contains "Tokenized".
    if (/tokeni[sz]ed/i.test(institution)) {
      return { uuid: randomUUID(), mode: 'linked' as const, institution, routingNumber: null, accountNumber: 'tok_4417', accountType: 'CHECKING' as const, mask: '4417' };
    }
    // A linked account (the provider's bank-linking flow, simulated): a test bank's numbers.
    return { uuid: randomUUID(), mode: 'linked' as const, institution, routingNumber: '021000021', accountNumber: '000123456789', accountType: 'CHECKING' as const, mask: '6789' };
  }
  return { uuid: randomUUID(), mode: 'manual' as const, routingNumber: body.routingNumber, accountNumber: body.accountNumber, accountType: body.accountType, mask: body.accountNumber.slice(-4) };
}

export const InviteSignerBody = v.object({ email: EmailField, firstName: first(v.pipe(requiredString(), v.maxLength(60))), lastName: first(v.pipe(requiredString(), v.maxLength(60))) });
export const FullStoryBody = v.object({ link: v.pipe(v.string('Required'), v.url('Must be a URL'), v.maxLength(2048)) });
