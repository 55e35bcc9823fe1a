/**
 * The reminders part of the communication preferences (settings): what the borrower chose, the
 * consent to texts on record, and the body that saves them. Texts are on only with a consent on
 * record that no STOP or settings change revoked (`textsAllowed`).
 */
import * as v from 'valibot';
import type { CommunicationPreferences } from '../journey/site-pages.js';
import { phoneSchema } from '../forms.js';
import { formatDate, formatPhone } from '../format.js';
import { DEFAULT_REMINDER_FREQUENCY, REMINDER_FREQUENCIES, type ReminderFrequency } from './rules.js';

/** A consent to texts as settings shows it: the number, when, and when and how it ended. */
export interface TextConsentView {
  readonly phone: string;
  readonly givenAt: string;
  readonly stoppedAt: string | null;
  /** 'sms-STOP' (a reply) or 'settings'. */
  readonly stoppedBy: string | null;
}

/** The communication preferences' answer: the three channels, how often, and the texts' consent. */
export type CommunicationSettings = CommunicationPreferences & {
  readonly reminderFrequency: ReminderFrequency;
  readonly textConsent: TextConsentView | null;
};

/**
 * Saving the preferences. Turning texts on needs `textConsent`: the number and the consent text
 * exactly as shown (the server checks it is the text it would show for that number, and records it).
 */
export const communicationSettingsSchema = v.strictObject({
  emailUpdates: v.boolean('Must be true or false'),
  smsUpdates: v.boolean('Must be true or false'),
  marketing: v.boolean('Must be true or false'),
  reminderFrequency: v.optional(
    v.picklist(
      REMINDER_FREQUENCIES.map((f) => f.key),
      'Must be one of all, fewer, statusOnly',
    ),
    DEFAULT_REMINDER_FREQUENCY,
  ),
  textConsent: v.optional(
    v.strictObject({
      phone: phoneSchema,
      text: v.pipe(v.string('Must be the consent text shown'), v.maxLength(2000, 'Must be the consent text shown')),
    }),
  ),
});

/** What the saved preferences' body is (the consent's number and text only when texts are turned on). */
export type CommunicationSettingsBody = v.InferInput<typeof communicationSettingsSchema>;

/** The line settings shows about texts: where they go since when, or when and how they ended. */
export function textConsentLine(consent: TextConsentView | null): string | null {
  if (!consent) return null;
  if (!consent.stoppedAt)
    return `Texts go to ${formatPhone(consent.phone)}; you agreed on ${formatDate(consent.givenAt)}. Reply STOP to any text, or untick the box and save, to end them.`;
  return consent.stoppedBy === 'sms-STOP'
    ? `Texts are off: you replied STOP on ${formatDate(consent.stoppedAt)}. Tick the box to agree again.`
    : `Texts are off: you turned them off on ${formatDate(consent.stoppedAt)}. Tick the box to agree again.`;
}

export const TEXT_CONSENT_MESSAGES = {
  needed: 'textConsent: Texts need your consent: tick the box under the consent text.',
  textChanged: 'textConsent.text: The consent text changed; reload the page and read it again.',
  /** The settings form: texts ticked, the terms not agreed to. */
  agree: 'Tick to agree to the texts’ terms, or untick “Text me about my application”.',
} as const;
