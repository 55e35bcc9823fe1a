/**
 * The chatbot (shared-surfaces §2, §4, §5, §7, §9): what a conversation keeps, how long it lasts, the
 * wire contract of its three calls, and the borrower's own status in plain words.
 *
 * Pure: the caller passes the clock in (`nowMs`), the server answers from its knowledge base, and the
 * app renders what these functions decide (the end panel once `chatbotSession` says ended).
 */
import * as v from 'valibot';
import { CHAT_HISTORY_SIZE, CHATBOT_FEEDBACK_DETAIL_MAX, CHATBOT_SESSION_MS } from '../constants.js';
import { CHATBOT_FEEDBACK_REASONS } from './chat.js';
import { MESSAGES } from '../messages.js';
import { CHATBOT_CALLS } from '../contract/chatbot-calls.js';
import { endpointPath } from '../contract/endpoints.js';
import {
  PROGRESS_LABELS,
  progressForScreen,
  progressStep,
  COMPLETE_STEP,
  ENOTARY_LABEL,
  MANUAL_NOTARY_LABEL,
} from '../journey/progress.js';
import { screenForServerState } from '../journey/screen-map.js';
import { serverStateKind } from '../journey/server-states.js';

/** The spec's three calls (shared-surfaces §7): the rows CHATBOT_CALLS (contract/chatbot-calls.ts), filled. */
export const CHATBOT_PATHS = {
  chat: CHATBOT_CALLS.chatbotAsk.path,
  history: (conversationId: string) => endpointPath(CHATBOT_CALLS.chatbotHistory, { conversationId }),
  feedback: CHATBOT_CALLS.chatbotFeedback.path,
} as const;

/**
 * Not in the spec: the longest question the bot reads. A question is a sentence or two; 1000 is
 * generous for that and keeps a pasted document out of the search index and the transcript.
 */
export const CHATBOT_QUESTION_MAX = 1000;

/** The bot's own texts (the spec names none besides the feedback messages). */
export const CHATBOT_TEXT = {
  title: 'Virtual assistant',
  greeting:
    'Hi! I am the virtual assistant. Ask me about rates and fees, the steps, documents, the notary, funding or your application.',
  inputLabel: 'Ask a question',
  send: 'Send',
  sending: 'Sending…',
  loadingHistory: 'Loading the conversation…',
  botLabel: 'Virtual assistant',
  youLabel: 'You',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackQuestion: 'What was wrong with this answer?',
  otherLabel: 'Tell us more',
  sendFeedback: 'Send feedback',
  cancelFeedback: 'Cancel',
  feedbackThanks: 'Thank you for your feedback.',
  ended: 'This chat has ended.',
  endChat: 'End chat',
  tooLong: `Please keep your question under ${CHATBOT_QUESTION_MAX} characters.`,
} as const;

/** One question and its answer, as the three calls carry it (shared-surfaces §3 "Chatbot message"). */
interface ChatbotMessage {
  readonly questionId: string;
  readonly questionStr: string;
  readonly responseStr: string;
  /** ISO date-time. */
  readonly createdDt: string;
}

/** Where an answer suggests going next; the app links it with the core's path builders. */
export type ChatbotFollowUp = 'contact' | 'sign-in' | 'application';

/** A reply as the server stores and sends it. */
export interface ChatbotReply extends ChatbotMessage {
  readonly followUp: ChatbotFollowUp | null;
  /** The application a status answer was about (owner only), for the 'application' follow-up. */
  readonly applicationId: string | null;
}

/** chatWithAutobot's answer: the conversation (new or continued) and the reply. */
export interface ChatbotAnswer extends ChatbotReply {
  readonly conversationId: string;
}

/** getChatHistory's answer: the latest 20 replies, oldest first. */
export interface ChatbotHistory {
  readonly conversationId: string;
  /** ISO date-time the conversation started; it ends CHATBOT_SESSION_MS later. */
  readonly startedAt: string;
  readonly messages: readonly ChatbotReply[];
}

const uuid = v.pipe(v.string(), v.uuid('Must be a valid id'));
const optionalShort = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** chatWithAutobot's body (shared-surfaces §7). No conversationId starts a new conversation. */
export const chatbotQuestionSchema = v.object({
  message: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(CHATBOT_QUESTION_MAX, CHATBOT_TEXT.tooLong),
  ),
  conversationId: v.optional(uuid),
  /** The borrower's application, when signed in: the bot then answers about its status (owner only). */
  applicationId: v.optional(uuid),
  senderType: v.optional(v.literal('APPLICANT', 'Must be APPLICANT'), 'APPLICANT'),
  senderId: optionalShort(200),
  organization: optionalShort(100),
  pageUrl: optionalShort(2048),
  tag: optionalShort(100),
  nonce: optionalShort(200),
});
export type ChatbotQuestion = v.InferInput<typeof chatbotQuestionSchema>;

/**
 * setChatReplyUsedWithFeedback's body: the spec's fields, with the form's `reason` and `detail`
 * beside them so the server checks the same rule as the form (the text box only for 'Other').
 */
export const chatbotFeedbackBodySchema = v.pipe(
  v.object({
    questionId: uuid,
    conversationId: uuid,
    // A missing reason reads the spec's 'Please select a reason', not the generic 'Required': the
    // empty default is checked by the picklist like any other choice that is not a reason.
    reason: v.optional(
      v.picklist(CHATBOT_FEEDBACK_REASONS, MESSAGES.selectAReason),
      '' as (typeof CHATBOT_FEEDBACK_REASONS)[number],
    ),
    detail: v.optional(v.pipe(v.string(), v.maxLength(CHATBOT_FEEDBACK_DETAIL_MAX, MESSAGES.restrictTo140)), ''),
    /** The spec sends 0 for "not helpful"; the only rating the form gives. */
    rating: v.optional(v.literal(0, 'Must be 0'), 0),
    responseToCustomer: optionalShort(4000),
    feedbackMessage: optionalShort(200),
    senderEmail: optionalShort(128),
    senderType: v.optional(v.literal('APPLICANT', 'Must be APPLICANT'), 'APPLICANT'),
    nonce: optionalShort(200),
  }),
  v.transform((b) => ({ ...b, detail: b.reason === 'Other' ? b.detail.trim() : '', feedbackMessage: b.reason })),
);
export type ChatbotFeedbackBody = v.InferInput<typeof chatbotFeedbackBodySchema>;

/** The conversation as kept: the latest CHAT_HISTORY_SIZE (20) questions and answers, oldest first. */
export function keepChatbotHistory<T>(messages: readonly T[], size: number = CHAT_HISTORY_SIZE): T[] {
  const keep = Math.max(0, Math.floor(size));
  return keep === 0 ? [] : messages.slice(-keep);
}

interface ChatbotSession {
  readonly ended: boolean;
  /** Milliseconds left before the end panel replaces the input (0 once ended). */
  readonly remainingMs: number;
}

/**
 * A chatbot session lasts CHATBOT_SESSION_MS (10 minutes) from its start (§4); then the input is
 * replaced by the end panel. A clock that went backwards counts as the start.
 */
export function chatbotSession(
  startedAtMs: number,
  nowMs: number,
  lengthMs: number = CHATBOT_SESSION_MS,
): ChatbotSession {
  const elapsed = Math.max(0, nowMs - startedAtMs);
  const remainingMs = Math.max(0, lengthMs - elapsed);
  return {
    ended: !Number.isFinite(remainingMs) || remainingMs === 0,
    remainingMs: Number.isFinite(remainingMs) ? remainingMs : 0,
  };
}

/** What the bot says about the borrower's own application, from its server state. */
export function chatbotStatusAnswer(
  state: string,
  options: { manualNotary?: boolean; loanNumber?: string | null } = {},
): string {
  const ref = options.loanNumber ? ` (loan number ${options.loanNumber})` : '';
  if (state === 'COMPLETE') return `Your application${ref} is complete and your line has been funded.`;
  if (state === 'CANCELLED') return `Your application${ref} was withdrawn. You can start a new one at any time.`;
  if (state === 'DECLINED')
    return `We were not able to approve your application${ref}. The notice we sent explains why and what you can do.`;
  const target = screenForServerState(state);
  const progress = progressForScreen(target?.path ?? '', options.manualNotary === true);
  const step = progressStep(progress);
  const labels = [...PROGRESS_LABELS, options.manualNotary ? MANUAL_NOTARY_LABEL : ENOTARY_LABEL];
  if (step >= COMPLETE_STEP) return `Your application${ref} has finished every step; funding is on its way.`;
  const label = labels[step] ?? labels[0];
  const where = `Your application${ref} is on step ${step + 1} of ${labels.length}: ${label}.`;
  if (serverStateKind(state) === 'pending')
    return `${where} We are working on it now; the page moves on by itself when we are done.`;
  if (serverStateKind(state) === 'terminal')
    return `${where} It needs your attention: open your application to see what to do next.`;
  return `${where} Open your application to continue where you left off.`;
}
