/**
 * Redirect rules (applicant-journey §2, shared-surfaces §2): legacy and site-level redirects,
 * redirect-ups, the login redirect rule, the not-accepting-applications rule and maintenance.
 */
import {
  BASE_PATH,
  DEFAULT_MAINTENANCE_MESSAGE,
  DEFAULT_MAINTENANCE_TITLE,
  KEPT_REDIRECT_QUERY_PARAM,
} from '../constants.js';
import {
  APP_SCREEN_PATHS,
  SIBLING_APP_SHELL_PATHS,
  siblingAppUrl,
  DASHBOARD_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  SIGNER_LOGIN_PATH,
  SIGNER_PATHS,
  SITE_PAGES,
  applicationUuidFromPath,
  appScreenUrl,
} from './routes.js';

interface Redirect {
  /** Path and query to go to. */
  readonly to: string;
  /** 'app' stays in the HELOC app (client navigation); 'site' leaves it for another site page. */
  readonly scope: 'app' | 'site';
  readonly reason: string;
}

/** Keeps only `pop-webchat` of a query string (the only parameter carried across redirects). */
export function keepOnlyPopWebchat(search: string): string {
  const params = new URLSearchParams(search);
  const kept = params.getAll(KEPT_REDIRECT_QUERY_PARAM);
  if (kept.length === 0) return '';
  const out = new URLSearchParams();
  for (const value of kept) out.append(KEPT_REDIRECT_QUERY_PARAM, value);
  return `?${out.toString()}`;
}

/**
 * An automatic redirect's target with the one parameter carried across it (applicant-journey §2:
 * pop-webchat), taken from the query string of the page it leaves. Used by every redirect the app
 * makes by itself — the journey's routing to the decided screen included — never by a link the
 * borrower follows.
 */
export function withKeptQuery(to: string, search: string): string {
  const kept = keepOnlyPopWebchat(search);
  if (kept === '') return to;
  const hash = to.indexOf('#');
  const [path, fragment] = hash === -1 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
  const query = path.indexOf('?');
  if (query === -1) return `${path}${kept}${fragment}`;
  const params = new URLSearchParams(path.slice(query + 1));
  if (params.has(KEPT_REDIRECT_QUERY_PARAM)) return to;
  return `${path}&${kept.slice(1)}${fragment}`;
}

const withQuery = (search: string) =>
  search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;

/**
 * The legacy /account paths of applicant-journey §2, from `rest` — the path after the base path, or
 * the site path itself: old invitation and referral links point at the site root
 * (/account/heloc-signer/login, /account/register?referrer=…) as well as under the base path.
 * Signer paths keep only pop-webchat; register keeps its whole query string (§2); any other /account
 * path goes to the dashboard. The app's own base path (/account/heloc…) is not legacy.
 */
function legacyRedirect(rest: string, search: string, kept: string): Redirect | undefined {
  if (rest === '/account/heloc-signer' || rest.startsWith('/account/heloc-signer/')) {
    const tail = rest.slice('/account/heloc-signer'.length);
    return { to: `${BASE_PATH}/heloc-signer${tail}${kept}`, scope: 'app', reason: 'legacy signer path' };
  }
  if (rest === '/account/register') {
    return { to: `${REGISTER_PATH}${withQuery(search)}`, scope: 'app', reason: 'legacy register path keeps its query' };
  }
  if (rest === '/account' || rest.startsWith('/account/')) {
    return { to: `${DASHBOARD_PATH}${kept}`, scope: 'site', reason: 'other legacy /account path' };
  }
  return undefined;
}

/**
 * Where a path redirects automatically, if anywhere. `pathname` is the browser's full path.
 * Order: legacy /account paths, site pages, the app root, then redirect-ups inside the app.
 */
export function siteRedirect(pathname: string, search = ''): Redirect | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const kept = keepOnlyPopWebchat(search);
  const inApp = path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);
  const rest = inApp ? path.slice(BASE_PATH.length) || '/' : path;

  if (!inApp) {
    if (path === '/')
      return { to: `${DASHBOARD_PATH}${kept}`, scope: 'site', reason: 'root path goes to the dashboard' };
    const sibling = SIBLING_APP_SHELL_PATHS.find((p) => p === path);
    if (sibling)
      return {
        to: `${siblingAppUrl(sibling.slice(1))}${kept}`,
        scope: 'site',
        reason: 'a sibling app of the shell is not part of this product',
      };
    return legacyRedirect(path, search, kept);
  }
  const legacy = legacyRedirect(rest, search, kept);
  if (legacy) return legacy;
  const sitePage = SITE_PAGES.find((page) => rest === page);
  if (sitePage) return { to: `${sitePage}${kept}`, scope: 'site', reason: 'site-level page' };
  if (rest === '/') return { to: `${DASHBOARD_PATH}${kept}`, scope: 'site', reason: 'root path goes to the dashboard' };

  if (rest === '/heloc-signer') {
    return { to: `${SIGNER_LOGIN_PATH}${kept}`, scope: 'app', reason: 'signer index redirects to login' };
  }
  if (rest.startsWith('/heloc-signer/conditions/') && !(SIGNER_PATHS as readonly string[]).includes(rest.slice(1))) {
    return {
      to: `${BASE_PATH}/heloc-signer/conditions${kept}`,
      scope: 'app',
      reason: 'unknown signer conditions path redirects up',
    };
  }
  const uuid = applicationUuidFromPath(rest);
  if (uuid && rest.startsWith(`/${uuid}/`)) {
    const screen = rest.slice(uuid.length + 2);
    if (screen === 'bank')
      return { to: `${BASE_PATH}/${uuid}${kept}`, scope: 'app', reason: 'bank index redirects up' };
    if (screen === 'income/link') {
      return {
        to: `${BASE_PATH}/${uuid}/income/review${kept}`,
        scope: 'app',
        reason: 'income/link alone redirects to review',
      };
    }
    if (screen.startsWith('conditions/') && !(APP_SCREEN_PATHS as readonly string[]).includes(screen)) {
      return {
        to: `${BASE_PATH}/${uuid}/conditions${kept}`,
        scope: 'app',
        reason: 'unknown conditions path redirects up',
      };
    }
  }
  return undefined;
}

/* ---------- login ---------- */

// Whitespace, control characters and backslashes: browsers strip or rewrite them, turning
// "/\tevil" or "/\\evil" into protocol-relative URLs.
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/;
const PROBE_ORIGIN = 'https://origin.invalid';

/** A redirectUrl is honoured only if it starts with a slash and a lowercase letter (and stays in-site). */
export function isAllowedRedirectUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !/^\/[a-z]/.test(url) || UNSAFE_CHARACTERS.test(url)) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** /auth/login?redirectUrl={path}; an unsafe path is dropped, not passed on. */
export function loginUrl(redirectUrl?: string): string {
  return isAllowedRedirectUrl(redirectUrl)
    ? `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}`
    : LOGIN_PATH;
}

/**
 * Where to go after a successful login: the kept redirect if it is safe; otherwise the borrower's
 * application when exactly one is active (there is nothing to choose on the dashboard); otherwise
 * the dashboard.
 */
export function postLoginTarget(
  redirectUrl: unknown,
  applications?: readonly { readonly uuid: string; readonly active: boolean }[],
): string {
  if (isAllowedRedirectUrl(redirectUrl)) return redirectUrl;
  const active = (applications ?? []).filter((a) => a.active);
  return active.length === 1 && active[0] ? appScreenUrl(active[0].uuid, '') : DASHBOARD_PATH;
}

/**
 * Where an unauthenticated request sends the user (shared-surfaces §8): the signer login for
 * signers, the registration for the register flow, otherwise /auth/login with the current path.
 */
export function loginRedirectFor(input: { pathname: string; search?: string; isSigner?: boolean }): string {
  const search = input.search ?? '';
  const inSignerArea = input.pathname.startsWith(`${BASE_PATH}/heloc-signer`);
  if (input.isSigner || inSignerArea) return SIGNER_LOGIN_PATH;
  if (input.pathname === REGISTER_PATH || input.pathname.startsWith(`${REGISTER_PATH}/`)) {
    return `${REGISTER_PATH}${withQuery(search)}`;
  }
  return loginUrl(`${input.pathname}${withQuery(search)}`);
}

/** 403 bodies that mean the session is gone, like a 401 (shared-surfaces §8). */
export function isUnauthenticatedResponse(status: number, message?: string | null): boolean {
  if (status === 401) return true;
  return status === 403 && (message === 'unauthenticated' || message === 'invalid signature');
}

/* ---------- not accepting applications ---------- */

interface AcceptanceSettings {
  readonly referringLoanOfficerRequired: boolean;
  readonly wholesale: boolean;
}

/**
 * applicant-journey §2: shown at the root and at register when a referring loan officer is required
 * and none is given (register needs a `referrer` query parameter), and for wholesale on register.
 */
export function isNotAcceptingApplications(
  page: 'root' | 'register',
  settings: AcceptanceSettings,
  referrer?: string | null,
): boolean {
  const missingReferrer = settings.referringLoanOfficerRequired && !referrer;
  if (page === 'root') return missingReferrer;
  return missingReferrer || settings.wholesale;
}

/* ---------- maintenance ---------- */

export interface MaintenanceFlag {
  readonly flagEnabled: boolean;
  readonly variables?: {
    /** A JSON list of paths, or the parsed list. */
    readonly routes?: string | readonly string[] | null;
    readonly message?: string | null;
    readonly pageTitle?: string | null;
    readonly shouldShowDashboardLink?: boolean | null;
  } | null;
}

interface MaintenancePage {
  readonly title: string;
  readonly message: string;
  readonly showDashboardLink: boolean;
  readonly matchedRoute: string;
}

export function parseMaintenanceRoutes(routes: string | readonly string[] | null | undefined): string[] {
  if (Array.isArray(routes)) return routes.filter((r): r is string => typeof r === 'string');
  if (typeof routes !== 'string' || routes.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(routes);
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

const UUID_IN_PATH = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/**
 * A flagged route matches a path when it equals it or is a parent of it. Routes may be written
 * relative to the base path ("/register") or in full ("/account/heloc/register"); ":uuid" stands
 * for any application id; "*" flags every route.
 */
export function maintenanceRouteMatches(route: string, pathname: string): boolean {
  if (route.trim() === '*') return true;
  const normalise = (p: string) => {
    const trimmed = p.trim().replace(/\/+$/, '') || '/';
    const rel =
      trimmed === BASE_PATH ? '/' : trimmed.startsWith(`${BASE_PATH}/`) ? trimmed.slice(BASE_PATH.length) : trimmed;
    return rel.replace(UUID_IN_PATH, '/:uuid');
  };
  const r = normalise(route);
  const p = normalise(pathname);
  if (r === '/') return p === '/';
  return p === r || p.startsWith(`${r}/`);
}

export function maintenanceFor(
  pathname: string,
  flag: MaintenanceFlag | null | undefined,
): MaintenancePage | undefined {
  if (!flag?.flagEnabled) return undefined;
  const vars = flag.variables ?? {};
  const matchedRoute = parseMaintenanceRoutes(vars.routes).find((route) => maintenanceRouteMatches(route, pathname));
  if (matchedRoute === undefined) return undefined;
  return {
    title: vars.pageTitle?.trim() || DEFAULT_MAINTENANCE_TITLE,
    message: vars.message?.trim() || DEFAULT_MAINTENANCE_MESSAGE,
    showDashboardLink: vars.shouldShowDashboardLink === true,
    matchedRoute,
  };
}
