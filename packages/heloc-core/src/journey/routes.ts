/**
 * The one route table (applicant-journey §2). Every screen path is declared here once; the app's
 * router, the server's links, the flow explorer and the docs build their paths from it.
 * Paths are relative to BASE_PATH (top level) or to BASE_PATH/{uuid} (per application).
 */
import { BASE_PATH } from '../constants.js';

/** Screens per application, under /account/heloc/{uuid}/. `:type` is a path parameter. */
export const APP_SCREEN_PATHS = [
  'bank/autopay',
  'bank/confirm',
  'bank/disburse',
  'bank/manual-disburse',
  'credit/social',
  'credit/error',
  'complete',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'document/disclosures',
  'error/decline',
  'error/credit',
  'error/income',
  'error/timeout',
  'error/flood-cert',
  'income/review',
  'income/link/:type',
  'income/pointserv-callback',
  'income/upload/:type',
  'income/employer-verification',
  'identity',
  'insurance/upload',
  'insurance/requirements',
  'liens',
  'notary/intro',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/session',
  'notary/error',
  'product/assets',
  'product/select',
  'product/prequal-winback',
  'signing/intro',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'start/profile',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/uw',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/signdocs',
  'payoff/hold',
  'bpo/condition',
  'bpo/hold',
  'bpo/waiting',
  'bpo/estimate-value',
  'bpo/order-bpo',
] as const;
export type AppScreenPattern = (typeof APP_SCREEN_PATHS)[number];

/**
 * Targets of the fallback machine that the §2 list does not name (applicant-journey §2, last
 * paragraph). They are catalogued so that every path the core can return is a known one.
 */
export const FALLBACK_ONLY_PATHS = [
  'merchant/review',
  'merchant/lien-attestation',
  'bank/autopay-manual',
  'income/upload/MANUAL_PAYSTUB',
] as const;
export type FallbackOnlyPath = (typeof FALLBACK_ONLY_PATHS)[number];

/** A concrete screen path relative to the application: patterns with their parameter filled in. */
export type AppScreenPath =
  | Exclude<AppScreenPattern, `${string}:type`>
  | `income/link/${string}`
  | `income/upload/${string}`
  | FallbackOnlyPath;

/** Top-level screens under /account/heloc/. */
export const TOP_LEVEL_PATHS = [
  'plaid-oauth-success',
  'register',
  'register/account-setup',
  'register/support',
] as const;
type TopLevelPath = (typeof TOP_LEVEL_PATHS)[number];

/** The additional signer's area under /account/heloc/heloc-signer/. */
export const SIGNER_PATHS = [
  'heloc-signer/resume',
  'heloc-signer/login',
  'heloc-signer/cancelled',
  'heloc-signer/identity',
  'heloc-signer/intro',
  'heloc-signer/error',
  'heloc-signer/sign',
  // Each signer's own notary visit, booked after signing (decision 089, amendment 4): beyond the spec's catalogue.
  'heloc-signer/notary',
  'heloc-signer/documents',
  'heloc-signer/conditions',
  'heloc-signer/conditions/upload-document',
  'heloc-signer/conditions/identity',
] as const;
export type SignerPath = (typeof SIGNER_PATHS)[number];

export const SITE_ROOT = '/';
export const DASHBOARD_PATH = '/dashboard';
/** The customer-service agents' chat console (apps/web), outside the borrower's site and journey. */
export const AGENT_CONSOLE_PATH = '/agent';
export const LOGIN_PATH = '/auth/login';
/** Asks for a reset link (sent to the sandbox outbox); public. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
/** Where the reset link lands: `?token=…`; public. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Where a phone opens a "continue on your phone" link (`#t=…`); public, the token signs it in. */
export const HANDOFF_PATH = '/auth/handoff';
/** The fragment key of the hand-off token: fragments never reach server logs or a Referer header. */
export const HANDOFF_FRAGMENT_KEY = 't';
export const SIGNER_LOGIN_PATH = `${BASE_PATH}/heloc-signer/login`;
export const REGISTER_PATH = `${BASE_PATH}/register`;
/** Site-level pages reached from legacy paths and the footer. */
export const SITE_PAGES = ['/terms', '/communications', '/privacy', '/licenses'] as const;
/** Where the sibling apps' shell links land: one page naming the app (site-pages.ts SIBLING_APPS). */
const SIBLING_APP_PATH = '/apps';
/** Shell links (shared-surfaces §2); /portfolio only when its flag is on. */
export const SHELL_LINKS = {
  dashboard: '/dashboard',
  settings: '/dashboard/settings',
  support: '/contact',
  exchange: '/exchange',
  pay: '/pay',
  marketplace: '/universal-marketplace',
  passport: '/universal-passport',
  groupManager: '/group-manager',
  portfolio: '/portfolio',
} as const;

/**
 * The shell's sibling apps (shared-surfaces §1): other products. Their spec paths redirect to
 * `/apps/{path without its slash}`, the page that says so (site-pages.ts names each one).
 */
export const SIBLING_APP_SHELL_PATHS = [
  SHELL_LINKS.marketplace,
  SHELL_LINKS.passport,
  SHELL_LINKS.groupManager,
  SHELL_LINKS.portfolio,
  SHELL_LINKS.pay,
  SHELL_LINKS.exchange,
] as const;

/** Screens that arm the leave-survey (shared-surfaces §2). */
export const LEAVE_SURVEY_SCREENS = [
  'liens',
  'product/select',
  'identity',
  'signing/sign',
] as const satisfies readonly AppScreenPath[];

/** Registration steps, in order (shared-surfaces §2). */
export const REGISTRATION_STEPS = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Full URL path of a screen of one application. */
export function appScreenUrl(uuid: string, screen: AppScreenPath | ''): string {
  return screen === '' ? `${BASE_PATH}/${uuid}` : `${BASE_PATH}/${uuid}/${screen}`;
}

/** Fills a `:type` pattern: `fillPattern('income/upload/:type', 'MANUAL_PAYSTUB')`. */
export function fillPattern(pattern: AppScreenPattern, type: string): AppScreenPath {
  return pattern.replace(':type', encodeURIComponent(type)) as AppScreenPath;
}

export function topLevelUrl(path: TopLevelPath | SignerPath | 'heloc-signer'): string {
  return `${BASE_PATH}/${path}`;
}

export function conditionsUrl(
  uuid: string | null,
  location = 'upload-document',
  query: { conditionUuid?: string; conditionType?: string; conditionEnum?: string } = {},
): string {
  const base =
    uuid === null ? `${BASE_PATH}/heloc-signer/conditions/${location}` : `${BASE_PATH}/${uuid}/conditions/${location}`;
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  return search ? `${base}?${search}` : base;
}

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path against a route pattern: `:uuid` is an application id, any other `:name` one segment, the rest literal. */
function patternMatches(pattern: string, rest: string): boolean {
  const p = pattern.split('/');
  const r = rest.split('/');
  return (
    p.length === r.length &&
    p.every((seg, i) => {
      const at = r[i] ?? '';
      if (seg === ':uuid') return UUID_SEGMENT.test(at);
      return seg.startsWith(':') ? at !== '' : seg === at;
    })
  );
}

type CataloguedRoute =
  | { area: 'app'; uuid: string; screen: AppScreenPath }
  | { area: 'top'; screen: TopLevelPath }
  | { area: 'signer'; screen: SignerPath };

/** Which catalogued screen a full pathname is, if any. */
export function matchRoute(pathname: string): CataloguedRoute | undefined {
  const prefix = `${BASE_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  const top = TOP_LEVEL_PATHS.find((p) => p === rest);
  if (top) return { area: 'top', screen: top };
  const signer = SIGNER_PATHS.find((p) => p === rest);
  if (signer) return { area: 'signer', screen: signer };
  const [uuid, ...segments] = rest.split('/');
  if (!uuid || !UUID_SEGMENT.test(uuid)) return undefined;
  const screen = segments.join('/');
  const known =
    (FALLBACK_ONLY_PATHS as readonly string[]).includes(screen) ||
    APP_SCREEN_PATHS.some((pattern) => patternMatches(pattern, screen));
  return known ? { area: 'app', uuid, screen: screen as AppScreenPath } : undefined;
}

/** The application uuid: the first UUID-looking path segment (shared-surfaces §2). */
export function applicationUuidFromPath(pathname: string): string | undefined {
  return pathname.split('/').find((segment) => UUID_SEGMENT.test(segment));
}

/** Every concrete catalogued path relative to an application (patterns filled with an example). */
export function allAppScreenPaths(): AppScreenPath[] {
  const filled = APP_SCREEN_PATHS.map((p) =>
    p.includes(':type') ? fillPattern(p, 'TRUV_PAYROLL') : (p as AppScreenPath),
  );
  return [...filled, ...FALLBACK_ONLY_PATHS];
}

/** Is a relative screen path (as returned by the screen rules) in the catalogue? */
export function isCataloguedScreen(screen: string): screen is AppScreenPath {
  return (
    (FALLBACK_ONLY_PATHS as readonly string[]).includes(screen) ||
    APP_SCREEN_PATHS.some((pattern) => patternMatches(pattern, screen))
  );
}

/**
 * Site-level screens outside /account/heloc (sign-in, the dashboard). They are not in the spec's
 * 74-screen catalogue, but they are screens of this app and follow the same folder rule.
 */
const SITE_SCREEN_PATHS = [
  'auth/login',
  'auth/forgot-password',
  'auth/reset-password',
  'auth/handoff',
  'dashboard',
  'dashboard/settings',
  'terms',
  'privacy',
  'licenses',
  'communications',
  'accessibility',
  'contact',
  'coming-soon',
  'apps/:app',
  // The sandbox operator's read of the CEO feedback received (issue 14; operator token, never stored).
  'operator/feedback',
] as const;
type SiteScreenPath = (typeof SITE_SCREEN_PATHS)[number];

/** One screen of the app, wherever it sits: a folder under `screens/` and the route it serves. */
export type ScreenEntry =
  | { readonly area: 'app'; readonly folder: string; readonly pattern: AppScreenPattern | FallbackOnlyPath }
  | { readonly area: 'top'; readonly folder: string; readonly pattern: TopLevelPath }
  | { readonly area: 'signer'; readonly folder: string; readonly pattern: SignerPath }
  | { readonly area: 'site'; readonly folder: string; readonly pattern: SiteScreenPath };

/**
 * The folder of a route pattern: the route path itself, with a `:type` parameter spelled `$type`
 * (colons are not portable in file names; `apps/:app` → `apps/$app`). Per-application, top-level and signer paths never share
 * a first segment, so one `screens/` tree holds them all.
 */
export function screenFolder(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '$$$1');
}

/** Every screen the app must have: the spec’s catalogue (74), the signer’s notary visit and the site screens. */
export function screenCatalogue(): ScreenEntry[] {
  return [
    ...[...APP_SCREEN_PATHS, ...FALLBACK_ONLY_PATHS].map((pattern) => ({
      area: 'app' as const,
      folder: screenFolder(pattern),
      pattern,
    })),
    ...TOP_LEVEL_PATHS.map((pattern) => ({ area: 'top' as const, folder: pattern, pattern })),
    ...SIGNER_PATHS.map((pattern) => ({ area: 'signer' as const, folder: pattern, pattern })),
    ...SITE_SCREEN_PATHS.map((pattern) => ({ area: 'site' as const, folder: screenFolder(pattern), pattern })),
  ];
}

/** The catalogued screen a folder (relative to `screens/`) stands for, if any. */
export function screenForFolder(folder: string): ScreenEntry | undefined {
  return screenCatalogue().find((entry) => entry.folder === folder);
}

/**
 * The router path of a screen: per-application screens relative to `${BASE_PATH}/:uuid` (nested
 * under the journey root), the others absolute.
 */
export function screenRoutePath(entry: ScreenEntry): string {
  switch (entry.area) {
    case 'app':
      return entry.pattern;
    case 'top':
    case 'signer':
      return `${BASE_PATH}/${entry.pattern}`;
    case 'site':
      return `/${entry.pattern}`;
  }
}

/**
 * The catalogued screen a full path shows, whatever its area (a trailing slash ignored), if any. A
 * literal path wins over a pattern that also matches it, as the router ranks them
 * (`income/upload/MANUAL_PAYSTUB` over `income/upload/:type`).
 */
export function screenAtPath(pathname: string): ScreenEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  const params = (entry: ScreenEntry) => entry.pattern.split(':').length;
  return screenCatalogue()
    .filter((entry) =>
      patternMatches(entry.area === 'app' ? `${BASE_PATH}/:uuid/${entry.pattern}` : screenRoutePath(entry), path),
    )
    .sort((a, b) => params(a) - params(b))[0];
}

/** The page that says a sibling app is not part of this product: `/apps/exchange`. */
export function siblingAppUrl(key: string): string {
  return `${SIBLING_APP_PATH}/${encodeURIComponent(key)}`;
}
