import { describe, expect, it } from 'vitest';
import {
  isAllowedRedirectUrl,
  isNotAcceptingApplications,
  isUnauthenticatedResponse,
  keepOnlyPopWebchat,
  loginRedirectFor,
  loginUrl,
  maintenanceFor,
  maintenanceRouteMatches,
  parseMaintenanceRoutes,
  postLoginTarget,
  siteRedirect,
  withKeptQuery,
} from './redirects.js';
import fc from 'fast-check';
import { OPEN_REDIRECT_PAYLOADS } from '../testing/arbitraries.js';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

describe('siteRedirect', () => {
  it.each([
    [
      '/account/heloc/account/heloc-signer/login',
      '?pop-webchat=1&x=2',
      '/account/heloc/heloc-signer/login?pop-webchat=1',
    ],
    ['/account/heloc/account/heloc-signer', '', '/account/heloc/heloc-signer'],
    ['/account/heloc/account/register', '?referrer=abc&step=name', '/account/heloc/register?referrer=abc&step=name'],
    ['/account/heloc/account/settings', '?pop-webchat=true&utm_source=x', '/dashboard?pop-webchat=true'],
    ['/account/heloc', '?x=1', '/dashboard'],
    ['/account/heloc/', '', '/dashboard'],
    ['/', '?pop-webchat=1', '/dashboard?pop-webchat=1'],
    ['/account/heloc/terms', '', '/terms'],
    ['/account/heloc/communications', '', '/communications'],
    ['/account/heloc/privacy', '?a=b', '/privacy'],
    ['/account/heloc/licenses', '', '/licenses'],
    ['/account/heloc/heloc-signer', '?pop-webchat=1', '/account/heloc/heloc-signer/login?pop-webchat=1'],
    ['/account/heloc/heloc-signer/conditions/whatever', '', '/account/heloc/heloc-signer/conditions'],
    [`/account/heloc/${U}/bank`, '', `/account/heloc/${U}`],
    [`/account/heloc/${U}/income/link`, '?utm=1', `/account/heloc/${U}/income/review`],
    [`/account/heloc/${U}/conditions/unknown-place`, '', `/account/heloc/${U}/conditions`],
    // From the site root too: old invitation and referral links (issue 25, item 3).
    ['/account/heloc-signer/login', '?pop-webchat=1&invite=x', '/account/heloc/heloc-signer/login?pop-webchat=1'],
    ['/account/heloc-signer', '', '/account/heloc/heloc-signer'],
    ['/account/heloc-signer/sign/', '', '/account/heloc/heloc-signer/sign'],
    ['/account/register', '?x=1', '/account/heloc/register?x=1'],
    ['/account/register', '?referrer=abc&pop-webchat=1', '/account/heloc/register?referrer=abc&pop-webchat=1'],
    ['/account/foo', '?pop-webchat=true&utm_source=x', '/dashboard?pop-webchat=true'],
    ['/account', '', '/dashboard'],
    ['/account/helocs', '', '/dashboard'],
  ])('%s%s → %s', (path, search, to) => {
    expect(siteRedirect(path, search)?.to).toBe(to);
  });

  it.each([
    `/account/heloc/${U}/product/select`,
    `/account/heloc/${U}/bank/disburse`,
    `/account/heloc/${U}/income/link/TRUV_PAYROLL`,
    `/account/heloc/${U}/conditions/upload-document`,
    '/account/heloc/heloc-signer/conditions/identity',
    '/account/heloc/register',
    '/dashboard',
    '/accounts',
    '/auth/login',
  ])('%s does not redirect', (path) => {
    expect(siteRedirect(path, '?pop-webchat=1')).toBeUndefined();
  });

  it('a legacy /account path leads to the same place from the site root as from under the base path (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('', '?pop-webchat=1', '?referrer=r&x=2'),
        (segments, search) => {
          const tail = segments.length ? `/${segments.join('/')}` : '';
          const site = `/account${tail}`;
          fc.pre(site !== '/account/heloc' && !site.startsWith('/account/heloc/'));
          const fromRoot = siteRedirect(site, search);
          expect(fromRoot).toBeDefined();
          expect(fromRoot).toEqual(siteRedirect(`/account/heloc${site}`, search));
          // Only register keeps the query string; every other legacy redirect keeps pop-webchat alone.
          if (site !== '/account/register') expect(fromRoot?.to).not.toMatch(/referrer|x=2/);
        },
      ),
    );
  });

  it('withKeptQuery carries pop-webchat (and nothing else) onto an automatic redirect', () => {
    expect(withKeptQuery(`/account/heloc/${U}/identity`, '?pop-webchat=1&utm=2')).toBe(
      `/account/heloc/${U}/identity?pop-webchat=1`,
    );
    expect(withKeptQuery(`/account/heloc/${U}/identity`, '?utm=2')).toBe(`/account/heloc/${U}/identity`);
    expect(withKeptQuery('/x?reason=expired#top', '?pop-webchat')).toBe('/x?reason=expired&pop-webchat=#top');
    expect(withKeptQuery('/x?pop-webchat=1', '?pop-webchat=2')).toBe('/x?pop-webchat=1');
  });

  it('keepOnlyPopWebchat', () => {
    expect(keepOnlyPopWebchat('?a=1&pop-webchat=true&b=2')).toBe('?pop-webchat=true');
    expect(keepOnlyPopWebchat('a=1')).toBe('');
  });
});

describe('isAllowedRedirectUrl', () => {
  it.each(['/dashboard', '/account/heloc/register?step=name', '/a', '/account/heloc/x/product/select#top'])(
    'accepts %s',
    (url) => {
      expect(isAllowedRedirectUrl(url)).toBe(true);
    },
  );
  it.each(OPEN_REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))('rejects %s', (_label, url) => {
    expect(isAllowedRedirectUrl(url)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isAllowedRedirectUrl(undefined)).toBe(false);
    expect(isAllowedRedirectUrl(['/dashboard'])).toBe(false);
  });
});

describe('login', () => {
  it('builds /auth/login with the redirect URL, dropping unsafe ones', () => {
    expect(loginUrl('/account/heloc/x/identity?a=1')).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fx%2Fidentity%3Fa%3D1',
    );
    expect(loginUrl('//evil.example')).toBe('/auth/login');
    expect(postLoginTarget('//evil.example')).toBe('/dashboard');
    expect(postLoginTarget('/account/heloc/register')).toBe('/account/heloc/register');
  });
  it('after sign-in, lands on the one active application, else the dashboard; a kept redirect wins', () => {
    const one = { uuid: 'a1', active: true };
    const old = { uuid: 'a0', active: false };
    expect(postLoginTarget(null, [old, one])).toBe('/account/heloc/a1');
    expect(postLoginTarget(null, [one, { uuid: 'a2', active: true }])).toBe('/dashboard');
    expect(postLoginTarget(null, [old])).toBe('/dashboard');
    expect(postLoginTarget(null, [])).toBe('/dashboard');
    expect(postLoginTarget('/account/heloc/a0/start/profile', [one])).toBe('/account/heloc/a0/start/profile');
    expect(postLoginTarget('//evil.example', [one])).toBe('/account/heloc/a1');
  });
  it('sends signers to their login, the register flow to registration, others to /auth/login', () => {
    expect(loginRedirectFor({ pathname: '/account/heloc/heloc-signer/sign' })).toBe(
      '/account/heloc/heloc-signer/login',
    );
    expect(loginRedirectFor({ pathname: `/account/heloc/${U}/identity`, isSigner: true })).toBe(
      '/account/heloc/heloc-signer/login',
    );
    expect(loginRedirectFor({ pathname: '/account/heloc/register', search: '?step=name' })).toBe(
      '/account/heloc/register?step=name',
    );
    expect(loginRedirectFor({ pathname: `/account/heloc/${U}/identity`, search: '?x=1' })).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${U}/identity?x=1`)}`,
    );
  });
  it('401, and 403 unauthenticated or invalid signature, end the session', () => {
    expect(isUnauthenticatedResponse(401)).toBe(true);
    expect(isUnauthenticatedResponse(403, 'unauthenticated')).toBe(true);
    expect(isUnauthenticatedResponse(403, 'invalid signature')).toBe(true);
    expect(isUnauthenticatedResponse(403, 'forbidden')).toBe(false);
    expect(isUnauthenticatedResponse(500)).toBe(false);
  });
});

describe('not accepting applications', () => {
  const required = { referringLoanOfficerRequired: true, wholesale: false };
  it('root and register need a referrer when one is required', () => {
    expect(isNotAcceptingApplications('root', required)).toBe(true);
    expect(isNotAcceptingApplications('register', required, '')).toBe(true);
    expect(isNotAcceptingApplications('register', required, 'lo-uuid')).toBe(false);
    expect(isNotAcceptingApplications('root', { referringLoanOfficerRequired: false, wholesale: false })).toBe(false);
  });
  it('wholesale closes register, not the root', () => {
    const wholesale = { referringLoanOfficerRequired: false, wholesale: true };
    expect(isNotAcceptingApplications('register', wholesale, 'lo')).toBe(true);
    expect(isNotAcceptingApplications('root', wholesale)).toBe(false);
  });
});

describe('maintenanceFor', () => {
  const flag = (variables: object, flagEnabled = true) => ({ flagEnabled, variables });
  it('uses the defaults', () => {
    expect(maintenanceFor('/account/heloc/register', flag({ routes: '["/register"]' }))).toEqual({
      title: 'Scheduled Maintenance',
      message:
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      showDashboardLink: false,
      matchedRoute: '/register',
    });
  });
  it('uses the flag variables', () => {
    const page = maintenanceFor(
      `/account/heloc/${U}/product/select`,
      flag({ routes: ['/:uuid/product'], message: 'Back at 5', pageTitle: 'Upgrade', shouldShowDashboardLink: true }),
    );
    expect(page).toEqual({
      title: 'Upgrade',
      message: 'Back at 5',
      showDashboardLink: true,
      matchedRoute: '/:uuid/product',
    });
  });
  it('is off when the flag is off, the path is not flagged, or the routes are not JSON', () => {
    expect(maintenanceFor('/account/heloc/register', flag({ routes: '["/register"]' }, false))).toBeUndefined();
    expect(maintenanceFor('/account/heloc/registration', flag({ routes: '["/register"]' }))).toBeUndefined();
    expect(maintenanceFor('/account/heloc/register', flag({ routes: 'not json' }))).toBeUndefined();
    expect(maintenanceFor('/account/heloc/register', null)).toBeUndefined();
  });
  it('matches full paths, parents, uuids and the wildcard', () => {
    expect(maintenanceRouteMatches('/account/heloc/register', '/account/heloc/register/support')).toBe(true);
    expect(maintenanceRouteMatches(`/${U}/identity`, `/account/heloc/${U}/identity`)).toBe(true);
    expect(maintenanceRouteMatches('*', '/account/heloc/anything')).toBe(true);
    expect(maintenanceRouteMatches('/', '/account/heloc/register')).toBe(false);
    expect(parseMaintenanceRoutes('{"a":1}')).toEqual([]);
  });
});
