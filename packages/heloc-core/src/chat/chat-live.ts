/**
 * Live agent chat (shared-surfaces §2 Chat, §4, §5, §7 Chat, §9): the sandbox chat service's paths,
 * its WebSocket frames, and the rules both ends apply — what an attachment may be, how its size
 * reads, how the borrower's outbox and the server's sequence numbers make a dropped connection lose
 * nothing (decision 043-chat-live), and how long to wait before reconnecting.
 */
import type { CHAT_ATTACHMENT_EXTENSIONS } from './chat.js';
import { ACTIVE_CONTENT } from '../conditions/uploads.js';

/** The spec's init / refresh / web-chat-info paths, the nonce paths, and the sandbox's own. */
export const CHAT_PATHS = {
  init: '/service-csp/external/api/v1/twilio/initWebChat',
  refreshToken: '/service-csp/external/api/v1/twilio/refreshToken',
  webChatInfo: '/service-csp/external/api/v1/twilio/web-chat-info',
  authenticate: '/service-csp/customer/secure/api/v1/webchat/authenticate',
  refreshNonce: '/service-csp/customer/secure/api/v1/webchat/refresh',
  /** The borrower's side of a conversation: history, attachments, end (chat token in X-Chat-Token). */
  messages: '/service-csp/external/api/v1/webchat/messages',
  attachments: '/service-csp/external/api/v1/webchat/attachments',
  end: '/service-csp/external/api/v1/webchat/end',
  /** The end-of-chat survey of an agent chat (once, after it ended). */
  survey: '/service-csp/external/api/v1/webchat/survey',
  /** The persistent socket ("omni proxy"); both borrowers and agents connect here. */
  socket: '/service-omni-proxy/ws',
  /** The customer-service agents' console API (signed-in users of type CS_AGENT). */
  agentConversations: '/service-csp/agent/api/v1/conversations',
} as const;

/** The header that carries a borrower's chat token on the REST side. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** The user type of a customer-service agent (shared-surfaces §6: the chat counterparts). */
export const CS_AGENT_TYPE = 'CS_AGENT';
/** A socket that has not said hello (authenticated) within this long is closed. */
export const CHAT_HELLO_TIMEOUT_MS = 10_000;
/** A socket silent for this many ping intervals is taken as dead and closed. */
export const CHAT_MISSED_PINGS = 3;
/** The longest message text (the spec is silent; a chat line, not a document). */
export const CHAT_TEXT_MAX = 4000;
/** The most files one message carries. */
export const CHAT_ATTACHMENTS_MAX = 5;

/** The end-of-chat survey's one question and its answers (the spec leaves the survey's content open). */
export const CHAT_SURVEY_QUESTION = 'How satisfied are you with this chat?';
export const CHAT_SURVEY_RATINGS = [
  'Very satisfied',
  'Satisfied',
  'Neutral',
  'Dissatisfied',
  'Very dissatisfied',
] as const;

/** WebSocket close codes the service uses (4000–4999 are the application's). */
export const CHAT_CLOSE = { unauthenticated: 4401, ended: 4410, dropped: 4000, timeout: 4408 } as const;

export type ChatSender = 'CUSTOMER' | 'AGENT';
export type ChatConversationStatus = 'WAITING' | 'ACTIVE' | 'ENDED';

export interface ChatAttachmentRef {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly mime: string;
}

export interface ChatMessage {
  readonly conversationId: string;
  /** Per conversation, from 1, no gaps: the order of record and the resume point. */
  readonly seq: number;
  readonly sender: ChatSender;
  readonly senderName: string;
  readonly text: string;
  readonly attachments: readonly ChatAttachmentRef[];
  /** The sender's own id for the message (its outbox key); a resend with the same id is the same message. */
  readonly clientId: string;
  readonly createdAt: string;
}

/** Frames a client sends. */
export type ChatClientFrame =
  | { type: 'hello'; token: string; after: number }
  | { type: 'hello-agent'; jwt: string }
  | { type: 'join'; conversationId: string; after: number }
  | { type: 'send'; clientId: string; text: string; attachmentIds: string[]; conversationId?: string }
  | { type: 'ping' };

/** Frames the server sends. */
export type ChatServerFrame =
  | { type: 'ready'; conversationId: string; status: ChatConversationStatus }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; clientId: string; seq: number; conversationId: string }
  | { type: 'queue' }
  | { type: 'ended'; conversationId: string }
  /** `retryAfterSeconds`: the sender is over a limit (issue 23, item 7); the socket stays open. */
  | { type: 'error'; message: string; clientId?: string; retryAfterSeconds?: number }
  | { type: 'pong' };

/** What each attachment extension must be, by its bytes (txt has no signature: it must be clean text). */
export const CHAT_ATTACHMENT_TYPES: Record<(typeof CHAT_ATTACHMENT_EXTENSIONS)[number], readonly string[]> = {
  jpg: ['image/jpeg'],
  png: ['image/png'],
  amr: ['audio/amr'],
  mp3: ['audio/mpeg'],
  mp4: ['video/mp4', 'audio/mp4'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
};
/**
 * The `accept` attribute of the chat's file input (a test keeps it equal to the extensions). A
 * literal, not `.map().join()`: a call at module level is kept by the bundler as a possible side
 * effect, and it pulled the whole chat rules into the first screen's code.
 */
export const CHAT_ATTACHMENT_ACCEPT = '.jpg,.png,.amr,.mp3,.mp4,.pdf,.txt';

export const CHAT_MESSAGES = {
  notAccepted: (name: string) => `${name} is not a JPG, PNG, AMR, MP3, MP4, PDF or TXT file.`,
  misnamed: (name: string) => `${name} is not what its name says. Send it with the name its type has.`,
  activeContent: (name: string) => `${name} contains web page or script code, so it cannot be sent.`,
  encryptedPdf: (name: string) => `${name} is protected with a password, so it cannot be sent.`,
  empty: (name: string) => `${name} is empty.`,
  tooLarge: (name: string, maxBytes: number) => `${name} is larger than ${formatChatFileSize(maxBytes)}.`,
  tooMany: `Attach at most ${CHAT_ATTACHMENTS_MAX} files to one message.`,
  textTooLong: `A message can be at most ${CHAT_TEXT_MAX} characters.`,
  notAgent: 'This page is for customer-service agents.',
  ended: 'This chat has ended.',
  surveyNotOpen: 'The survey opens when a chat with an agent has ended.',
  surveyAnswered: 'This survey has already been answered.',
  /** Issue 23, item 5: the socket of a user who signed out (or whose password changed) closes. */
  signedOut: 'Signed out.',
  /** Issue 23, item 7: the limits on anonymous chats, messages and attachments. */
  tooManyChats: 'Too many chats were started from this network. Please wait a while and try again.',
  slowDown: 'You are sending messages too quickly. Please wait a moment and send it again.',
  attachmentQuota:
    'This chat has reached its limit for attachments. Please wait a while or send fewer or smaller files.',
} as const;

/** Sizes as the spec shows them: bytes below 1 KB, KB below 1 MB, else MB (one decimal, trailing .0 dropped). */
export function formatChatFileSize(bytes: number): string {
  const one = (n: number) => String(Math.round(n * 10) / 10);
  if (!Number.isFinite(bytes) || bytes < 1024)
    return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))} bytes`;
  if (bytes < 1024 * 1024) return `${one(bytes / 1024)} KB`;
  return `${one(bytes / 1024 / 1024)} MB`;
}

interface ChatAttachmentFacts {
  readonly name: string;
  readonly size: number;
  /** The type found in the bytes; 'text/plain' when the bytes are clean UTF-8 text without a signature. */
  readonly detected: string | undefined;
  readonly hasActiveContent: boolean;
  readonly encrypted: boolean;
}

/** Why a chat attachment cannot be sent, or null. Pure; the browser and the server run the same rule. */
export function chatAttachmentProblem(file: ChatAttachmentFacts, maxBytes: number): string | null {
  if (file.size === 0) return CHAT_MESSAGES.empty(file.name);
  if (file.size > maxBytes) return CHAT_MESSAGES.tooLarge(file.name, maxBytes);
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const allowed = (CHAT_ATTACHMENT_TYPES as Record<string, readonly string[]>)[ext];
  if (!allowed) return CHAT_MESSAGES.notAccepted(file.name);
  if (!file.detected || !allowed.includes(file.detected)) return CHAT_MESSAGES.misnamed(file.name);
  if (file.hasActiveContent) return CHAT_MESSAGES.activeContent(file.name);
  if (file.detected === 'application/pdf' && file.encrypted) return CHAT_MESSAGES.encryptedPdf(file.name);
  return null;
}

/** Markup found in a text attachment or a PDF makes it a web page too. */
export const CHAT_ACTIVE_CONTENT = ACTIVE_CONTENT;

/**
 * Reconnect delay after `attempt` failed tries: 1 s doubling, capped at 30 s (TanStack's retryer).
 * Never decreasing, never over the cap.
 */
export function chatReconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, Math.floor(attempt)), 30_000);
}

/** A message the borrower has typed but the server has not acknowledged yet. */
export interface ChatOutboxItem {
  readonly clientId: string;
  readonly text: string;
  readonly attachments: readonly ChatAttachmentRef[];
}

/**
 * The conversation as the borrower sees it: acknowledged messages in sequence order (each seq once,
 * a resent message never shown twice), then what is still in the outbox, marked pending.
 */
export function chatTimeline(
  received: readonly ChatMessage[],
  outbox: readonly ChatOutboxItem[],
): { messages: ChatMessage[]; pending: ChatOutboxItem[] } {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of received) bySeq.set(m.seq, m);
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const delivered = new Set(messages.map((m) => m.clientId));
  return { messages, pending: outbox.filter((o) => !delivered.has(o.clientId)) };
}

/** The highest seq with every seq below it present: where a reconnect resumes. */
export function chatResumePoint(received: readonly ChatMessage[]): number {
  const seqs = new Set(received.map((m) => m.seq));
  let n = 0;
  while (seqs.has(n + 1)) n++;
  return n;
}
