/** Chat rules (shared-surfaces §4, §5). */

export const CHAT_MODES = ['messaging-cloud', 'contact-center', 'stream', 'talk', 'chatbot'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
type ChatProvider = 'live-agent' | 'chatbot' | ChatMode;

/**
 * Without a dev mode: a stored live session keeps live agent chat; otherwise the chatbot outside
 * operating hours and a live agent inside them.
 */
export function chatProvider(input: {
  devMode?: string | null;
  hasStoredLiveSession: boolean;
  withinOperatingHours: boolean;
}): ChatProvider {
  if (input.devMode && (CHAT_MODES as readonly string[]).includes(input.devMode)) return input.devMode as ChatMode;
  if (input.hasStoredLiveSession) return 'live-agent';
  return input.withinOperatingHours ? 'live-agent' : 'chatbot';
}

/** The fixed allowlist of company and partner domains whose links become clickable in chat: every seeded lender's own domain among them. */
const CHAT_LINK_HOSTS = [
  'homesteadline.com',
  'help.homesteadline.com',
  'summitridgecu.org',
  'keystonehomelending.com',
  'consumerfinance.gov',
  'nmlsconsumeraccess.org',
] as const;

/**
 * A link is clickable only over https (or http), without credentials, on the default port, and
 * when its host is an allowlisted domain or a subdomain of one.
 */
export function isAllowedChatLink(url: string, allowlist: readonly string[] = CHAT_LINK_HOSTS): boolean {
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (typeof url !== 'string' || /[\s\u0000-\u001f\u007f\\]/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password || parsed.port) return false;
  if (!/^https?:\/\/[^/?#@]+/i.test(url)) return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return allowlist.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Splits chat text into plain text and clickable links (never HTML). */
export function linkifyChatText(
  text: string,
  allowlist: readonly string[] = CHAT_LINK_HOSTS,
): { kind: 'text' | 'link'; value: string }[] {
  const out: { kind: 'text' | 'link'; value: string }[] = [];
  const re = /https?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0].replace(/[).,;:!?]+$/, '');
    if (m.index > last) out.push({ kind: 'text', value: text.slice(last, m.index) });
    out.push({ kind: isAllowedChatLink(raw, allowlist) ? 'link' : 'text', value: raw });
    last = m.index + raw.length;
    re.lastIndex = last;
  }
  if (last < text.length) out.push({ kind: 'text', value: text.slice(last) });
  return out;
}

export const CHAT_ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;

export function isAllowedChatAttachment(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/** A message may be sent when it has text or a file. */
export function canSendChatMessage(text: string, attachmentCount: number): boolean {
  return text.trim() !== '' || attachmentCount > 0;
}

/** Enter sends; Shift+Enter inserts a newline. */
export function chatKeyAction(key: string, shiftKey: boolean): 'send' | 'newline' | 'none' {
  if (key !== 'Enter') return 'none';
  return shiftKey ? 'newline' : 'send';
}

// Kept in constants.ts: the form schemas (on the first screen) read them, and importing them from
// here pulled every chat rule into the first screen's code (a module reached from the entry
// carries all its used exports there).
export { CHATBOT_FEEDBACK_REASONS, CEO_FEEDBACK_TOPICS } from '../constants.js';
