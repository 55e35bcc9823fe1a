/**
 * The chatbot's three calls (shared-surfaces §7), through the one client. Kept beside the chatbot
 * (not in api/) so the whole chatbot is one lazily loaded folder; a stored jwt goes with every call,
 * which is what lets the bot answer a signed-in borrower about their own application.
 */
import {
  CHATBOT_PATHS,
  type ChatbotAnswer,
  type ChatbotFeedbackBody,
  type ChatbotHistory,
  type ChatbotQuestion,
} from '@heloc/core';
import { http } from '../../../lib/http-client';

export const chatbotApi = {
  ask: (body: ChatbotQuestion) =>
    http.post<ChatbotAnswer>(CHATBOT_PATHS.chat, { json: { senderType: 'APPLICANT', ...body } }),
  history: (conversationId: string) => http.get<ChatbotHistory>(CHATBOT_PATHS.history(conversationId)),
  feedback: (body: ChatbotFeedbackBody) =>
    http.post<{ accepted: true }>(CHATBOT_PATHS.feedback, { json: { rating: 0, senderType: 'APPLICANT', ...body } }),
};
