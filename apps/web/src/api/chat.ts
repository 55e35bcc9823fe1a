/**
 * The live chat's calls (shared-surfaces §7 Chat) through the one client: the borrower side with
 * its chat token (X-Chat-Token), and the agents' console with the agent's own token.
 */
import {
  CHAT_PATHS,
  CHAT_TOKEN_HEADER,
  type ChatAttachmentRef,
  type ChatConversationStatus,
  type ChatInitBody,
  type ChatMessage,
} from '@heloc/core';
import { CHAT_ENDPOINTS as E } from '@heloc/core/contract';
import { http } from '../lib/http-client';
import { call } from './call';

export interface ChatInit {
  readonly token: string;
  readonly conversationSid: string;
  readonly omniProxyChannelId: string;
  readonly expiration: string;
  readonly friendlyName: string;
}

export interface AgentConversation {
  readonly conversationId: string;
  readonly friendlyName: string;
  readonly emailAddress: string | null;
  readonly status: ChatConversationStatus;
  readonly lastSeq: number;
  readonly createdAt: string;
  readonly pageUrl: string | null;
  /** How the chat was routed (§7): the agents' queue is chosen by skill. */
  readonly skill: string | null;
  readonly application: {
    uuid: string;
    loanNumber: string;
    state: string;
    address: string | null;
    amount: number | null;
  } | null;
}

const files = (list: readonly File[]) => {
  const body = new FormData();
  for (const f of list) body.append('file', f, f.name);
  return body;
};
const chatHeaders = (token: string) => ({ [CHAT_TOKEN_HEADER]: token });
const agentHeaders = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export const chatApi = {
  init: (body: ChatInitBody) => http.post<ChatInit>(CHAT_PATHS.init, { json: body }),
  refreshToken: (token: string) =>
    http.post<{ token: string; expiration: string }>(CHAT_PATHS.refreshToken, { json: { token } }),
  history: (token: string) =>
    http.get<{ status: ChatConversationStatus; messages: ChatMessage[] }>(CHAT_PATHS.messages, {
      headers: chatHeaders(token),
    }),
  upload: (token: string, list: readonly File[]) =>
    http.post<ChatAttachmentRef[]>(CHAT_PATHS.attachments, { body: files(list), headers: chatHeaders(token) }),
  download: (token: string, id: string) =>
    http.get<Uint8Array | string>(`${CHAT_PATHS.attachments}/${id}`, { headers: chatHeaders(token) }),
  end: (token: string) => http.post<{ ended: true }>(CHAT_PATHS.end, { json: {}, headers: chatHeaders(token) }),
  survey: (token: string, rating: string) =>
    http.post<{ saved: true }>(CHAT_PATHS.survey, { json: { rating }, headers: chatHeaders(token) }),
  authenticate: () => http.post<{ nonce: string }>(CHAT_PATHS.authenticate, { json: {} }),
  refreshNonce: (nonce: string) => http.put<{ nonce: string }>(CHAT_PATHS.refreshNonce, { query: { nonce }, json: {} }),
  openStatus: () => call(E.chatOpenStatus),
  /** Live chat's hours for the week (Pacific time), shown when the chatbot answers instead. */
  week: () => call(E.chatHours, { query: { display: true } }),
  /** The contact id of the chat's channel: the borrower's reference for this conversation. */
  webChatInfo: (omniProxyChannelId: string) =>
    http.post<{ contactId: string }>(CHAT_PATHS.webChatInfo, { json: { omniProxyChannelId } }),
};

export const agentApi = {
  conversations: (jwt: string) =>
    http.get<AgentConversation[]>(CHAT_PATHS.agentConversations, { headers: agentHeaders(jwt) }),
  messages: (jwt: string, id: string) =>
    http.get<{ status: ChatConversationStatus; messages: ChatMessage[] }>(
      `${CHAT_PATHS.agentConversations}/${id}/messages`,
      { headers: agentHeaders(jwt) },
    ),
  upload: (jwt: string, id: string, list: readonly File[]) =>
    http.post<ChatAttachmentRef[]>(`${CHAT_PATHS.agentConversations}/${id}/attachments`, {
      body: files(list),
      headers: agentHeaders(jwt),
    }),
  download: (jwt: string, id: string, file: string) =>
    http.get<Uint8Array | string>(`${CHAT_PATHS.agentConversations}/${id}/attachments/${file}`, {
      headers: agentHeaders(jwt),
    }),
  end: (jwt: string, id: string) =>
    http.post<{ ended: true }>(`${CHAT_PATHS.agentConversations}/${id}/end`, { json: {}, headers: agentHeaders(jwt) }),
};
