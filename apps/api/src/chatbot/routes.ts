/**
 * The chatbot's three calls at the spec's paths (shared-surfaces §7): ask (chatWithAutobot), read
 * the conversation (getChatHistory, the latest 20) and say a reply missed (setChatReplyUsedWithFeedback).
 *
 * Visitors may ask too, so a token is optional: a valid one makes the caller that user, anything else
 * (none, expired, signed out) a visitor — a stale token in a visitor's browser must not break the
 * chat on a public page, and a visitor gets no personal data. A conversation belongs to whoever
 * started it (a user, or "a visitor" holding its random id); any other caller gets 404. The status
 * answer reads only the caller's own application. A visitor naming an application is answered as any
 * visitor (sign in first), not refused: the chat window passes the application it is open on, and a
 * borrower whose token ran out mid-chat must still get answers — a visitor learns nothing either way.
 *
 * Stored in the telemetry table (kinds chatbot-conversation, chatbot-message, chatbot-feedback; the
 * conversation id as session key) like the leave-survey: a transcript is a record about the
 * product, never part of the application (decision: chatbot).
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  CHAT_HISTORY_SIZE,
  CHATBOT_TEXT,
  chatbotSession,
  chatbotStatusAnswer,
  keepChatbotHistory,
  type ChatbotAnswer,
  type ChatbotHistory,
  type ChatbotReply,
} from '@heloc/core';
import { SharedCounters } from '../auth/rate-limit.js';
import { isSessionActive } from '../auth/sessions.js';
import { clientAddress, tooManyRequests } from '../auth/throttle.js';
import {
  conversationBody,
  feedbackGiven,
  latestApplicationOf,
  latestMessages,
  messageCount,
  questionIn,
} from './repo.js';
import { recordTelemetry } from '../telemetry/repo.js';
import type { AppEnv, SessionUser } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { jsonSuccess } from '../http/openapi.js';
import { loadOrg } from '../http/orgs.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { advance, findApplication, type ApplicationRow } from '../pipeline/store.js';
import { APP_NOT_FOUND } from '../applications/access.js';
import { OWN_STATUS_TOPIC } from './knowledge.js';
import { createKnowledgeSearch, type KnowledgeSearch } from './search.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const QUESTION_NOT_FOUND = 'This answer is not part of the conversation.';
export const FEEDBACK_ALREADY_SENT = 'Feedback was already sent for this answer.';
export const CHATBOT_THROTTLED = 'Too many messages. Please wait a minute and try again.';
export const NO_APPLICATION_YET = 'You have no application yet. You can start one from the registration page.';
const CHATBOT_WINDOW_MS = 60_000;

interface ConversationBody extends Record<string, unknown> {
  readonly ownerUuid: string | null;
  readonly orgCode: string;
  readonly startedAt: string;
}

/** The caller if their token is valid and their session active; otherwise a visitor (null). */
async function optionalUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { jwt, now, db } = c.get('deps');
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  if (!token) return null;
  const result = await jwt.verify(token, now());
  if (typeof result === 'string') return null;
  return (await isSessionActive(db, result.sid, result.user.uuid)) ? result.user : null;
}

async function throttle(c: Context<AppEnv>) {
  const { db, env, now } = c.get('deps');
  const hits = await new SharedCounters(db).hit(`chatbot:addr:${clientAddress(c)}`, CHATBOT_WINDOW_MS, now());
  if (hits.count > env.CHATBOT_RATE_LIMIT) throw tooManyRequests(CHATBOT_THROTTLED, hits.retryAfterSeconds);
}

/** The conversation if the caller started it (404 otherwise: whether it exists is not revealed). */
async function ownConversation(
  c: Context<AppEnv>,
  conversationId: string,
  user: SessionUser | null,
): Promise<ConversationBody> {
  const body = (await conversationBody(c.get('deps').db, conversationId)) as ConversationBody | undefined;
  if (!body || body.ownerUuid !== (user?.uuid ?? null)) throw apiError(404, CONVERSATION_NOT_FOUND);
  return body;
}

/**
 * The organisation's own support line, for answers that send the borrower to a person: each
 * white-label lender has its own number (the footer's), so the knowledge base cannot spell one.
 */
export async function supportLine(c: Context<AppEnv>): Promise<string | null> {
  const org = await loadOrg(c.get('deps').db, c.get('orgCode'));
  const footer = org.footer as { companyNameShort?: string; phoneFormatted?: string; email?: string };
  if (!footer.phoneFormatted) return null;
  return `You can call ${footer.companyNameShort ?? org.orgBrand.name} at ${footer.phoneFormatted}${footer.email ? ` or write to ${footer.email}` : ''}.`;
}

/** The application the status answer is about: the one named (owner only), else the user's latest. */
async function statusApplication(
  c: Context<AppEnv>,
  user: SessionUser,
  applicationId: string | undefined,
): Promise<ApplicationRow | undefined> {
  const { db, now, env } = c.get('deps');
  let row: ApplicationRow | undefined;
  if (applicationId) {
    row = await findApplication(db, applicationId);
    if (!row || row.ownerUuid !== user.uuid) throw apiError(404, APP_NOT_FOUND);
  } else {
    row = await latestApplicationOf(db, user.uuid);
  }
  // The owner reading their own status: due background steps resolve first, as on any owner read.
  return row ? advance(db, row, now(), env.PIPELINE_DELAY_MS) : undefined;
}

const replyOf = (body: Record<string, unknown>): ChatbotReply => ({
  questionId: String(body.questionId),
  questionStr: String(body.questionStr),
  responseStr: String(body.responseStr),
  createdDt: String(body.createdDt),
  followUp: (body.followUp as ChatbotReply['followUp']) ?? null,
  applicationId: (body.applicationId as string | null) ?? null,
});

const ConversationParam = v.object({ conversationId: uuidParam });

export function chatbotRoutes(search: KnowledgeSearch = createKnowledgeSearch()) {
  const app = new Hono<AppEnv>();

  onEndpoint(
    app,
    'chatbotAsk',
    [
      describeRoute({
        tags: ['chat'],
        summary:
          'Asks the chatbot a question (visitors too); starts a conversation when none is given. 410 once the 10-minute session has ended.',
        responses: {
          200: jsonSuccess('The reply.', {
            type: 'object',
            required: ['conversationId', 'questionId', 'questionStr', 'responseStr', 'createdDt'],
          }),
        },
      }),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      await throttle(c);
      const question = c.req.valid('json');
      const user = await optionalUser(c);
      const at = now();
      let conversationId = question.conversationId;
      if (conversationId) {
        const conversation = await ownConversation(c, conversationId, user);
        if (chatbotSession(Date.parse(conversation.startedAt), at.getTime()).ended)
          throw apiError(410, CHATBOT_TEXT.ended);
      } else {
        conversationId = randomUUID();
        const body: ConversationBody = {
          ownerUuid: user?.uuid ?? null,
          orgCode: c.get('orgCode'),
          startedAt: at.toISOString(),
        };
        await recordTelemetry(db, { kind: 'chatbot-conversation', sessionKey: conversationId, body, createdAt: at });
      }
      const match = search.match(question.message);
      let responseStr = match.answer;
      let followUp = match.followUp ?? null;
      let applicationId: string | null = null;
      if (followUp === 'contact') {
        const line = await supportLine(c);
        if (line) responseStr = `${responseStr} ${line}`;
      }
      if (match.entry?.id === OWN_STATUS_TOPIC && user) {
        const row = await statusApplication(c, user, question.applicationId);
        if (row) {
          responseStr = chatbotStatusAnswer(row.state, {
            manualNotary: (row.data as { manualNotary?: boolean }).manualNotary === true,
            loanNumber: row.loanNumber,
          });
          followUp = 'application';
          applicationId = row.uuid;
        } else {
          responseStr = NO_APPLICATION_YET;
          followUp = null;
        }
      }
      // The order within a conversation: clocks repeat (two questions in one millisecond, a test's fixed clock).
      const n = await messageCount(db, conversationId);
      const reply: ChatbotReply = {
        questionId: randomUUID(),
        questionStr: question.message,
        responseStr,
        createdDt: at.toISOString(),
        followUp,
        applicationId,
      };
      await recordTelemetry(db, {
        kind: 'chatbot-message',
        sessionKey: conversationId,
        body: {
          ...reply,
          seq: n + 1,
          topic: match.entry?.id ?? null,
          score: match.score,
          ownerUuid: user?.uuid ?? null,
          pageUrl: question.pageUrl ?? null,
        },
        createdAt: at,
      });
      return c.json({ conversationId, ...reply } satisfies ChatbotAnswer);
    },
  );

  onEndpoint(
    app,
    'chatbotHistory',
    [
      describeRoute({
        tags: ['chat'],
        summary: 'The latest 20 questions and replies of a conversation the caller started, oldest first.',
      }),
      validate('param', ConversationParam),
    ],
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const conversation = await ownConversation(c, conversationId, await optionalUser(c));
      const rows = await latestMessages(c.get('deps').db, conversationId, CHAT_HISTORY_SIZE);
      const messages = keepChatbotHistory(rows.reverse().map((r) => replyOf(r.body)));
      return c.json({ conversationId, startedAt: conversation.startedAt, messages } satisfies ChatbotHistory);
    },
  );

  onEndpoint(
    app,
    'chatbotFeedback',
    [
      describeRoute({
        tags: ['chat'],
        summary: 'Says a reply missed, with one of the spec’s reasons (and text for Other); once per reply.',
        responses: {
          201: jsonSuccess('Stored.', {
            type: 'object',
            required: ['accepted'],
            properties: { accepted: { const: true } },
          }),
        },
      }),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      await throttle(c);
      const feedback = c.req.valid('json');
      const user = await optionalUser(c);
      await ownConversation(c, feedback.conversationId, user);
      const question = await questionIn(db, feedback.conversationId, feedback.questionId);
      if (!question) throw apiError(404, QUESTION_NOT_FOUND);
      if (await feedbackGiven(db, feedback.conversationId, feedback.questionId))
        throw apiError(409, FEEDBACK_ALREADY_SENT);
      await recordTelemetry(db, {
        kind: 'chatbot-feedback',
        sessionKey: feedback.conversationId,
        // The reply as stored, not as the client says it was: feedback is about what the bot answered.
        body: {
          questionId: feedback.questionId,
          reason: feedback.reason,
          detail: feedback.detail,
          rating: feedback.rating,
          responseToCustomer: (question.body as { responseStr?: string }).responseStr ?? null,
          ownerUuid: user?.uuid ?? null,
        },
        createdAt: now(),
      });
      return c.json({ accepted: true as const }, 201);
    },
  );

  return app;
}
