/**
 * The settings page's rules (dashboard/settings): what a borrower may change and the messages.
 * Apart from site-pages.ts on purpose: the footer (first screen) uses that module, and these
 * schemas would add valibot's object builders to the first screen's JS.
 */
import * as v from 'valibot';
import { emailSchema, nameSchema, passwordSchema, phoneSchema } from '../forms.js';
import { firstIssueOnly as first } from '../schemas.js';

/** The account details a borrower edits in settings (the server validates the same schema). */
export const accountDetailsSchema = v.object({
  firstName: nameSchema.entries.firstName,
  lastName: nameSchema.entries.lastName,
  email: emailSchema,
  phone: phoneSchema,
});
export type AccountDetails = v.InferOutput<typeof accountDetailsSchema>;

/** Changing the password from settings: the current one, and a new one by the password rules. */
export const changePasswordSchema = v.object({
  currentPassword: first(v.pipe(v.string('Required'), v.nonEmpty('Required'))),
  newPassword: passwordSchema,
});

export const SETTINGS_MESSAGES = {
  detailsSaved: 'Your details are saved.',
  passwordChanged: 'Your password is changed. Other devices are signed out.',
  preferencesSaved: 'Your communication preferences are saved.',
  signedOutEverywhere: 'You are signed out on every device.',
  emailTaken: 'email: Another account already uses this email.',
} as const;
