/**
 * The employer a verifier can call or write to (income/employer-verification and the `employer`
 * step). Its own module, apart from forms.ts, so that it loads with the journey and not with the
 * registration page, which the first screen's weight counts (decision 007).
 */
import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../forms.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';

const text = (max: number) =>
  first(v.pipe(requiredString(), v.maxLength(max, `Cannot be more than ${max} characters`)));

/** When no phone or email for the employer's HR or verification team is given. */
export const EMPLOYER_CONTACT_REQUIRED = 'Give a phone number or an email for your employer’s HR or verification team';

/** An optional field whose value, when given, must pass `schema`; blank becomes undefined. */
const blankOr = (schema: v.GenericSchema<string, string>, message: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((s) => s === '' || v.is(schema, s), message),
    v.transform((s): string | undefined => (s === '' ? undefined : v.parse(schema, s))),
  );

/**
 * Name, job title, start date, and at least one of an HR phone or email. The start date cannot be
 * after `today` (yyyy-MM-dd, the caller's clock — the core never reads one); without `today` only
 * its form is checked (the step table's static schema; the server checks again with its today).
 */
export const employerSchema = (today?: string) =>
  v.pipe(
    v.object({
      employerName: text(100),
      jobTitle: text(100),
      startDate: first(
        v.pipe(
          requiredString(),
          v.isoDate('Must be a date'),
          v.check((d) => today === undefined || d <= today, 'Cannot be in the future'),
        ),
      ),
      employerPhone: blankOr(phoneSchema, 'Must be a 10-digit US phone number'),
      employerEmail: blankOr(emailSchema, 'Must be a valid email'),
    }),
    v.forward(
      v.partialCheck(
        [['employerPhone'], ['employerEmail']],
        (i) => Boolean(i.employerPhone || i.employerEmail),
        EMPLOYER_CONTACT_REQUIRED,
      ),
      ['employerPhone'],
    ),
  );
