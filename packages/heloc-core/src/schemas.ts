/**
 * valibot schemas for the spec's forms (shared-surfaces §5), with its exact messages. The app's
 * forms use them directly through @mantine/form's schemaResolver; the server validates with them.
 */
import * as v from 'valibot';
import {
  CEO_FEEDBACK_TOPICS,
  CEO_MESSAGE_MAX,
  CHATBOT_FEEDBACK_REASONS,
  CEO_MESSAGE_MIN,
  CHAT_EMAIL_MAX,
  CHAT_NAME_MAX,
  CHATBOT_FEEDBACK_DETAIL_MAX,
  PRODUCT_TYPE,
} from './constants.js';
import { MESSAGES } from './messages.js';

/** A required string: missing or blank → 'Required' (the default schema message). */
export const requiredString = (message: string = MESSAGES.required) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** A field pipe that reports only its first failing rule: one clear message per field. */
export const firstIssueOnly = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

const anEmail = v.pipe(v.string(), v.email());

export const chatPreEngagementSchema = v.object({
  name: firstIssueOnly(v.pipe(requiredString(), v.maxLength(CHAT_NAME_MAX, MESSAGES.cannotBeMoreThan128))),
  // Only the name is required (shared-surfaces §5): an email, when given, is at most 128 characters and valid.
  email: firstIssueOnly(
    v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.maxLength(CHAT_EMAIL_MAX, MESSAGES.cannotBeMoreThan128),
      v.check((email) => email === '' || v.is(anEmail, email), MESSAGES.invalidEmail),
    ),
  ),
});
/** In dev mode the agent (provider) must be chosen too. */
export const chatPreEngagementDevSchema = v.object({
  ...chatPreEngagementSchema.entries,
  agent: requiredString(),
});

export const chatbotFeedbackSchema = v.pipe(
  v.object({
    reason: v.picklist(CHATBOT_FEEDBACK_REASONS, MESSAGES.selectAReason),
    detail: v.optional(v.pipe(v.string(), v.maxLength(CHATBOT_FEEDBACK_DETAIL_MAX, MESSAGES.restrictTo140)), ''),
  }),
  // The text box exists only for 'Other'; anything typed before switching away is dropped.
  v.transform((input) => ({ reason: input.reason, detail: input.reason === 'Other' ? input.detail.trim() : '' })),
);
export type ChatbotFeedback = v.InferOutput<typeof chatbotFeedbackSchema>;

export const ceoFeedbackFormSchema = v.object({
  topic: v.picklist(CEO_FEEDBACK_TOPICS, MESSAGES.required),
  message: firstIssueOnly(
    v.pipe(
      requiredString(),
      v.minLength(CEO_MESSAGE_MIN, MESSAGES.atLeast10),
      v.maxLength(CEO_MESSAGE_MAX, MESSAGES.atMost1000),
    ),
  ),
  marketingConsent: v.pipe(
    v.picklist(['Yes', 'No'], MESSAGES.required),
    v.transform((answer) => answer === 'Yes'),
  ),
});
export type CeoFeedbackForm = v.InferInput<typeof ceoFeedbackFormSchema>;

/** The CEO feedback entity as posted (shared-surfaces §3). */
export const ceoFeedbackSchema = v.object({
  applicationUuid: v.optional(v.pipe(v.string(), v.uuid('Must be a valid id'))),
  message: ceoFeedbackFormSchema.entries.message,
  topic: ceoFeedbackFormSchema.entries.topic,
  marketingConsent: v.boolean(MESSAGES.required),
  pathname: v.pipe(v.string(), v.maxLength(2048)),
  productType: v.literal(PRODUCT_TYPE),
});
export type CeoFeedback = v.InferOutput<typeof ceoFeedbackSchema>;

/** Builds the posted entity from the form (one place for the Yes/No → boolean rule). */
export function ceoFeedbackFromForm(
  form: v.InferOutput<typeof ceoFeedbackFormSchema>,
  context: { pathname: string; applicationUuid?: string },
): CeoFeedback {
  return {
    ...(context.applicationUuid ? { applicationUuid: context.applicationUuid } : {}),
    message: form.message,
    topic: form.topic,
    marketingConsent: form.marketingConsent,
    pathname: context.pathname,
    productType: PRODUCT_TYPE,
  };
}
