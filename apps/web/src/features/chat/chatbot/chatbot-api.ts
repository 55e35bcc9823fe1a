/**
 * The chatbot's three calls (shared-surfaces §7), through the one client. Kept beside the chatbot
 * (not in api/) so the whole chatbot is one lazily loaded folder; a stored jwt goes with every call,
 * which is what lets the bot answer a signed-in borrower about their own application.
 */
import type { ChatbotFeedbackBody, ChatbotQuestion } from '@heloc/core';
import { CHATBOT_CALLS as C } from '@heloc/core/contract';
import { call } from '../../../api/call';

export const chatbotApi = {
  ask: (body: ChatbotQuestion) => call(C.chatbotAsk, { json: { senderType: 'APPLICANT', ...body } }),
  history: (conversationId: string) => call(C.chatbotHistory, { params: { conversationId } }),
  feedback: (body: ChatbotFeedbackBody) =>
    call(C.chatbotFeedback, { json: { rating: 0, senderType: 'APPLICANT', ...body } }),
};
