/**
 * The live chat's calls (shared-surfaces §7 Chat; rows of the contract, endpoints.ts): the
 * borrower's side — init, token refresh, the channel's contact id, history, attachments, end, the
 * survey (chat token in X-Chat-Token) and the nonce of a signed-in borrower — and the agents'
 * console. The paths are CHAT_PATHS (chat/chat-live.ts), which the server's socket and tests read
 * too; the rows are built from them, so each is spelled once. Loaded with the chat, not with the
 * first screen (CHAT_ENDPOINTS, the chat's hours, is a table of its own).
 */
import {
  CHAT_PATHS as P,
  type ChatAttachmentRef,
  type ChatConversationStatus,
  type ChatMessage,
} from '../chat/chat-live.js';
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

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

type Transcript = { status: ChatConversationStatus; messages: ChatMessage[] };

export const CHAT_CALLS = {
  /* ---------- the borrower's ---------- */
  chatInit: row<ChatInit, Req<'chatInit'>>()('POST', P.init),
  chatRefreshToken: row<{ token: string; expiration: string }, Req<'chatRefreshToken'>>()('POST', P.refreshToken),
  chatWebChatInfo: row<{ contactId: string }, Req<'chatWebChatInfo'>>()('POST', P.webChatInfo),
  /** `?after=` a sequence number (0 when left out). */
  chatMessages: row<Transcript>()('GET', P.messages),
  /** Multipart: the repeatable field `file`. */
  chatAttachments: row<ChatAttachmentRef[]>()('POST', P.attachments),
  /** The bytes (always a download). */
  chatAttachment: row<Uint8Array | string>()('GET', `${P.attachments}/:id`),
  /** Sends `{}`: the server reads no body. */
  chatEnd: row<{ ended: true }, Req<'chatEnd'>>()('POST', P.end),
  chatSurvey: row<{ saved: true }, Req<'chatSurvey'>>()('POST', P.survey),
  /** Sends `{}`: the server reads no body. */
  chatAuthenticate: row<{ nonce: string }, Req<'chatAuthenticate'>>()('POST', P.authenticate),
  /** `?nonce=`; sends `{}`: the server reads no body. */
  chatRefreshNonce: row<{ nonce: string }, Req<'chatRefreshNonce'>>()('PUT', P.refreshNonce),

  /* ---------- the agents' console ---------- */
  /** `?skill=` keeps one queue. */
  agentConversations: row<AgentConversation[]>()('GET', P.agentConversations),
  agentMessages: row<Transcript>()('GET', `${P.agentConversations}/:id/messages`),
  /** Multipart: the repeatable field `file`. */
  agentAttachments: row<ChatAttachmentRef[]>()('POST', `${P.agentConversations}/:id/attachments`),
  agentAttachment: row<Uint8Array | string>()('GET', `${P.agentConversations}/:id/attachments/:file`),
  /** Sends `{}`: the server reads no body. */
  agentEnd: row<{ ended: true }, Req<'agentEnd'>>()('POST', `${P.agentConversations}/:id/end`),
} as const;
