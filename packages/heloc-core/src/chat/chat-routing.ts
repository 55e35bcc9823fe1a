/**
 * How a live chat is routed (shared-surfaces §7 Chat init body, §2 query parameters; decision 059):
 * the tag, the skill the agents' queue is chosen by, the welcome message, the provider mode, the
 * organisation, the nonce and the extra attributes — and, outside production only, the mode and
 * userToken query parameters. The feature attributes (DDP_Pilot) are read from the URL in
 * feature-attributes.ts: every page does that, and this module belongs to the chat's own chunks.
 */
import { CHAT_MODES, type ChatMode } from './chat.js';

/** Every chat from this product carries this tag (the provider's reports group by it). */
const CHAT_TAG = 'HELOC';

/**
 * The agents' queues: a borrower asking about an application they have goes to the servicing
 * queue (the agent sees the application); anyone else — a visitor, or a signed-in user on a page
 * without an application — to the sales queue.
 */
const CHAT_SKILLS = { applicant: 'HELOC_APPLICANT', prospect: 'HELOC_PROSPECT' } as const;
type ChatSkill = (typeof CHAT_SKILLS)[keyof typeof CHAT_SKILLS];
export const chatSkill = (input: { hasApplication: boolean }): ChatSkill =>
  input.hasApplication ? CHAT_SKILLS.applicant : CHAT_SKILLS.prospect;

/** The greeting the provider shows first, in the borrower's name. */
const chatWelcomeMessage = (name: string, lenderName: string): string =>
  `Hi ${name.trim()}, thanks for reaching out to ${lenderName}. An agent will be with you shortly.`;

/** The dev-only chat parameters (§2): a provider mode, and the talk provider's user token. */
const CHAT_DEV_PARAMS = { mode: 'mode', userToken: 'userToken' } as const;
interface ChatDevChoice {
  readonly mode: ChatMode | null;
  readonly userToken: string | null;
}
/** Read outside production only; an unknown mode is no mode. */
export function chatDevChoice(search: string, isProduction: boolean): ChatDevChoice {
  if (isProduction) return { mode: null, userToken: null };
  const params = new URLSearchParams(search);
  const mode = params.get(CHAT_DEV_PARAMS.mode);
  const userToken = params.get(CHAT_DEV_PARAMS.userToken);
  return {
    mode: mode && (CHAT_MODES as readonly string[]).includes(mode) ? (mode as ChatMode) : null,
    userToken: userToken && /^[\w.-]{1,512}$/.test(userToken) ? userToken : null,
  };
}

/**
 * The provider mode a live chat starts in: the dev mode when one is chosen (never 'chatbot': that
 * is not a live chat); else the contact-center provider when the nice-on-assignment flag routes
 * chats there, else the messaging-cloud provider.
 */
export function liveChatMode(input: {
  devMode: ChatMode | null;
  niceOnAssignment: boolean;
}): Exclude<ChatMode, 'chatbot'> {
  if (input.devMode && input.devMode !== 'chatbot') return input.devMode;
  return input.niceOnAssignment ? 'contact-center' : 'messaging-cloud';
}

export interface ChatInitBody {
  readonly identity: string;
  readonly email?: string;
  readonly applicationUuid: string | null;
  readonly tag: string;
  readonly skill: ChatSkill;
  readonly welcomeMessage: string;
  readonly pageUrl: string;
  readonly chatMode: Exclude<ChatMode, 'chatbot'>;
  readonly orgCode: string;
  readonly nonce?: string;
  /** The talk provider's user token (dev only): passed on, never stored with the chat. */
  readonly userToken?: string;
  readonly extraAttributes: Record<string, string>;
}

/** The init body of a live chat (§7): everything the provider routes by. */
export function chatInitBody(input: {
  name: string;
  email?: string;
  applicationUuid: string | null;
  pageUrl: string;
  orgCode: string;
  lenderName: string;
  signedIn: boolean;
  nonce?: string;
  dev: ChatDevChoice;
  niceOnAssignment: boolean;
  featureAttributes: Record<string, string>;
}): ChatInitBody {
  const chatMode = liveChatMode({ devMode: input.dev.mode, niceOnAssignment: input.niceOnAssignment });
  const email = input.email?.trim();
  return {
    identity: input.name.trim(),
    ...(email ? { email } : {}),
    applicationUuid: input.applicationUuid,
    tag: CHAT_TAG,
    skill: chatSkill({ hasApplication: input.applicationUuid !== null && input.signedIn }),
    welcomeMessage: chatWelcomeMessage(input.name, input.lenderName),
    pageUrl: input.pageUrl,
    chatMode,
    orgCode: input.orgCode,
    ...(input.nonce ? { nonce: input.nonce } : {}),
    // The talk provider signs its user in with this token (dev only).
    ...(chatMode === 'talk' && input.dev.userToken ? { userToken: input.dev.userToken } : {}),
    extraAttributes: { ...input.featureAttributes, signedIn: String(input.signedIn) },
  };
}
