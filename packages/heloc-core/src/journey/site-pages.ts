/**
 * The site's own pages (shared-surfaces §2): the legal texts, support, settings, "coming soon",
 * and the sibling apps of the shell, which this product does not contain. One table, so that the
 * shell, the footer, the router, the server and the link crawl all agree on what exists.
 */
import type { OperatingHoursEntry } from '../entities.js';
import { formatHoursRange } from '../format.js';
import { DASHBOARD_PATH, SHELL_LINKS, SIBLING_APP_SHELL_PATHS } from './routes.js';

/** Pages whose text is the organisation's own (served per organisation by the API). */
export const SITE_TEXT_PAGES = ['terms', 'privacy', 'licenses', 'communications', 'accessibility'] as const;
export type SiteTextPage = (typeof SITE_TEXT_PAGES)[number];

/** Every site page: its path (absolute) and the title it shows. */
export const SITE_PAGE_TABLE = {
  terms: { path: '/terms', title: 'Terms of Use' },
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  licenses: { path: '/licenses', title: 'Licenses' },
  communications: { path: '/communications', title: 'Electronic Communications' },
  accessibility: { path: '/accessibility', title: 'Accessibility Statement' },
  contact: { path: SHELL_LINKS.support, title: 'Contact support' },
  comingSoon: { path: '/coming-soon', title: 'Coming soon' },
  settings: { path: SHELL_LINKS.settings, title: 'Settings' },
  dashboard: { path: DASHBOARD_PATH, title: 'Your applications' },
} as const satisfies Record<string, { path: string; title: string }>;
type SitePageKey = keyof typeof SITE_PAGE_TABLE;

export const sitePageUrl = (key: SitePageKey): string => SITE_PAGE_TABLE[key].path;
/**
 * The sibling apps of the shared shell (shared-surfaces §1): they are other products. Their shell
 * paths stay the spec's (/exchange, /pay …) and land on one "not part of this product" page.
 */
const SIBLING_LABELS: Record<(typeof SIBLING_APP_SHELL_PATHS)[number], string> = {
  [SHELL_LINKS.marketplace]: 'Marketplace',
  [SHELL_LINKS.passport]: 'Passport',
  [SHELL_LINKS.groupManager]: 'Group Manager',
  [SHELL_LINKS.portfolio]: 'Portfolio Manager',
  [SHELL_LINKS.pay]: 'Pay',
  [SHELL_LINKS.exchange]: 'Exchange',
};
/** The key is the shell path without its slash: the redirect (redirects.ts) needs no table. */
export const SIBLING_APPS = SIBLING_APP_SHELL_PATHS.map((shellPath) => ({
  key: shellPath.slice(1),
  label: SIBLING_LABELS[shellPath],
  shellPath,
}));
type SiblingApp = (typeof SIBLING_APPS)[number];

/** The sibling app a shell path (/exchange) or an app key (exchange) names, if any. */
export function siblingApp(pathOrKey: string): SiblingApp | undefined {
  const key = pathOrKey.replace(/\/+$/, '');
  return SIBLING_APPS.find((a) => a.shellPath === key || a.key === key);
}

/** External hosts a site link may go to (an organisation's own privacy page, NMLS Consumer Access). */
const EXTERNAL_LINK_HOSTS = [
  'nmlsconsumeraccess.org',
  'summitridgecu.org',
  'homesteadline.com',
  'keystonehomelending.com',
  'consumerfinance.gov',
] as const;

/** An https link to an allowlisted host (or a subdomain of one), without credentials or port. */
export function isAllowedExternalLink(url: string, hosts: readonly string[] = EXTERNAL_LINK_HOSTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Where the footer's privacy link goes: the organisation's external privacy page when it has one
 * and the host is allowlisted (privacyLinkIsExternal), otherwise the site's own /privacy.
 */
export function privacyLink(footer: { privacyPolicyUrl: string; privacyLinkIsExternal: boolean }): {
  href: string;
  external: boolean;
} {
  if (footer.privacyLinkIsExternal && isAllowedExternalLink(footer.privacyPolicyUrl))
    return { href: footer.privacyPolicyUrl, external: true };
  return { href: SITE_PAGE_TABLE.privacy.path, external: false };
}

/** Operating hours are kept and shown in Pacific time (shared-surfaces §2, legal footer). */
const OPERATING_HOURS_ZONE = 'America/Los_Angeles';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday (1 = Monday … 7 = Sunday) and minutes since midnight of an instant in a zone. */
function weekdayAndMinutes(
  now: Date,
  timeZone: string = OPERATING_HOURS_ZONE,
): { weekdayValue: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    weekdayValue: WEEKDAYS.indexOf(get('weekday')) + 1,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** One weekday of an operating-hours answer (shared-surfaces §3). */
type HoursEntry = Pick<OperatingHoursEntry, 'weekdayValue' | 'isOpen' | 'startTime' | 'endTime'>;

/** Today's support hours, in the hours' own zone: 'Open today 6:00 AM – 6:00 PM PT' or closed. */
export function todaysHours(
  entries: readonly HoursEntry[],
  now: Date,
  timeZone: string = OPERATING_HOURS_ZONE,
): { open: boolean; label: string } {
  const { weekdayValue } = weekdayAndMinutes(now, timeZone);
  const today = entries.find((e) => e.weekdayValue === weekdayValue);
  const range = today?.isOpen ? formatHoursRange(today.startTime, today.endTime) : undefined;
  return range ? { open: true, label: `Open today ${range}` } : { open: false, label: 'Closed today' };
}

/** Communication preferences a borrower can choose (stored per account). */
export const COMMUNICATION_CHANNELS = [
  { key: 'emailUpdates', label: 'Email me about my application' },
  { key: 'smsUpdates', label: 'Text me about my application' },
  { key: 'marketing', label: 'Send me offers and news' },
] as const;
type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number]['key'];
export type CommunicationPreferences = Record<CommunicationChannel, boolean>;
export const DEFAULT_COMMUNICATION_PREFERENCES: CommunicationPreferences = {
  emailUpdates: true,
  smsUpdates: false,
  marketing: false,
};
