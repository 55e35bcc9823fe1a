/**
 * The chatbot's three calls (shared-surfaces §7; rows of the contract, endpoints.ts): ask, the
 * history of a conversation the caller started, and the feedback on a reply. CHATBOT_PATHS
 * (chat/chatbot.ts) is filled from these rows. Loaded with the chatbot, a lazily loaded folder.
 */
import type { ChatbotAnswer, ChatbotHistory } from '../chat/chatbot.js';
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

/** The spec's three calls (shared-surfaces §7), under one base. */
const CHATBOT_BASE = '/service-chat-chatbot/external/api/v1/message';

export const CHATBOT_CALLS = {
  chatbotAsk: row<ChatbotAnswer, Req<'chatbotAsk'>>()('POST', `${CHATBOT_BASE}/chatWithAutobot`),
  chatbotHistory: row<ChatbotHistory>()('GET', `${CHATBOT_BASE}/getChatHistory/:conversationId`),
  chatbotFeedback: row<{ accepted: true }, Req<'chatbotFeedback'>>()(
    'POST',
    `${CHATBOT_BASE}/setChatReplyUsedWithFeedback`,
  ),
} as const;
