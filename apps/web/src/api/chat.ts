/**
 * The live chat's calls (shared-surfaces §7 Chat) through the one client: the borrower side with
 * its chat token (X-Chat-Token), and the agents' console with the agent's own token.
 */
import { CHAT_TOKEN_HEADER, type ChatInitBody } from '@heloc/core';
import { CHAT_CALLS as C, CHAT_ENDPOINTS as E, type RequestBody } from '@heloc/core/contract';
import { call } from './call';

export type { AgentConversation, ChatInit } from '@heloc/core/contract';

const files = (list: readonly File[]) => {
  const body = new FormData();
  for (const f of list) body.append('file', f, f.name);
  return body;
};
const chatHeaders = (token: string) => ({ [CHAT_TOKEN_HEADER]: token });
const agentHeaders = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export const chatApi = {
  init: (body: ChatInitBody) => call(C.chatInit, { json: body }),
  refreshToken: (token: string) => call(C.chatRefreshToken, { json: { token } }),
  history: (token: string) => call(C.chatMessages, { headers: chatHeaders(token) }),
  upload: (token: string, list: readonly File[]) =>
    call(C.chatAttachments, { body: files(list), headers: chatHeaders(token) }),
  download: (token: string, id: string) => call(C.chatAttachment, { params: { id }, headers: chatHeaders(token) }),
  end: (token: string) => call(C.chatEnd, { json: {}, headers: chatHeaders(token) }),
  /** The rating as the survey's buttons name it; the server checks it is one of CHAT_SURVEY_RATINGS. */
  survey: (token: string, rating: string) =>
    call(C.chatSurvey, { json: { rating } as RequestBody<'chatSurvey'>, headers: chatHeaders(token) }),
  authenticate: () => call(C.chatAuthenticate, { json: {} }),
  refreshNonce: (nonce: string) => call(C.chatRefreshNonce, { query: { nonce }, json: {} }),
  openStatus: () => call(E.chatOpenStatus),
  /** Live chat's hours for the week (Pacific time), shown when the chatbot answers instead. */
  week: () => call(E.chatHours, { query: { display: true } }),
  /** The contact id of the chat's channel: the borrower's reference for this conversation. */
  webChatInfo: (omniProxyChannelId: string) => call(C.chatWebChatInfo, { json: { omniProxyChannelId } }),
};

export const agentApi = {
  conversations: (jwt: string) => call(C.agentConversations, { headers: agentHeaders(jwt) }),
  messages: (jwt: string, id: string) => call(C.agentMessages, { params: { id }, headers: agentHeaders(jwt) }),
  upload: (jwt: string, id: string, list: readonly File[]) =>
    call(C.agentAttachments, { params: { id }, body: files(list), headers: agentHeaders(jwt) }),
  download: (jwt: string, id: string, file: string) =>
    call(C.agentAttachment, { params: { id, file }, headers: agentHeaders(jwt) }),
  end: (jwt: string, id: string) => call(C.agentEnd, { params: { id }, json: {}, headers: agentHeaders(jwt) }),
};
