import { describe, expect, it } from 'vitest';
import {
  allAppScreenPaths,
  APP_SCREEN_PATHS,
  applicationUuidFromPath,
  appScreenUrl,
  conditionsUrl,
  fillPattern,
  isCataloguedScreen,
  matchRoute,
  screenAtPath,
  screenCatalogue,
  screenFolder,
  screenForFolder,
  screenRoutePath,
  topLevelUrl,
} from './routes.js';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

describe('route catalogue', () => {
  it('declares every screen once', () => {
    expect(new Set(APP_SCREEN_PATHS).size).toBe(APP_SCREEN_PATHS.length);
    expect(APP_SCREEN_PATHS).toHaveLength(55);
  });
  it('builds paths from the uuid', () => {
    expect(appScreenUrl(U, 'credit/social')).toBe(`/account/heloc/${U}/credit/social`);
    expect(appScreenUrl(U, '')).toBe(`/account/heloc/${U}`);
    expect(appScreenUrl(U, fillPattern('income/upload/:type', 'MANUAL_PAYSTUB'))).toBe(
      `/account/heloc/${U}/income/upload/MANUAL_PAYSTUB`,
    );
    expect(topLevelUrl('register/support')).toBe('/account/heloc/register/support');
    expect(conditionsUrl(U)).toBe(`/account/heloc/${U}/conditions/upload-document`);
    expect(conditionsUrl(null, 'identity', { conditionUuid: 'c1', conditionEnum: undefined })).toBe(
      '/account/heloc/heloc-signer/conditions/identity?conditionUuid=c1',
    );
  });
  it('matches pathnames back to screens', () => {
    expect(matchRoute(`/account/heloc/${U}/income/link/TRUV_PAYROLL`)).toEqual({
      area: 'app',
      uuid: U,
      screen: 'income/link/TRUV_PAYROLL',
    });
    expect(matchRoute(`/account/heloc/${U}/merchant/review/`)).toEqual({
      area: 'app',
      uuid: U,
      screen: 'merchant/review',
    });
    expect(matchRoute('/account/heloc/register')).toEqual({ area: 'top', screen: 'register' });
    expect(matchRoute('/account/heloc/heloc-signer/sign')).toEqual({ area: 'signer', screen: 'heloc-signer/sign' });
    expect(matchRoute(`/account/heloc/${U}/nope`)).toBeUndefined();
    expect(matchRoute('/account/heloc/not-a-uuid/identity')).toBeUndefined();
    expect(matchRoute('/dashboard')).toBeUndefined();
    expect(isCataloguedScreen('income/upload/')).toBe(false);
  });
  it('finds the application uuid', () => {
    expect(applicationUuidFromPath(`/account/heloc/${U}/identity`)).toBe(U);
    expect(applicationUuidFromPath('/account/heloc/register')).toBeUndefined();
  });
  it('every concrete path is catalogued', () => {
    for (const p of allAppScreenPaths()) expect(isCataloguedScreen(p)).toBe(true);
  });
});

describe('screen folders', () => {
  it('holds the 74 catalogued screens, the signer’s notary visit and the site screens, each once', () => {
    const entries = screenCatalogue();
    // The spec's 74, and heloc-signer/notary (decision 089, amendment 4).
    expect(entries.filter((e) => e.area !== 'site')).toHaveLength(75);
    expect(new Set(entries.map((e) => e.folder)).size).toBe(entries.length);
  });
  it('spells a path parameter as $type and maps folders back to routes', () => {
    expect(screenFolder('income/link/:type')).toBe('income/link/$type');
    expect(screenForFolder('income/link/$type')).toEqual({
      area: 'app',
      folder: 'income/link/$type',
      pattern: 'income/link/:type',
    });
    expect(screenForFolder('income/upload/MANUAL_PAYSTUB')?.area).toBe('app');
    expect(screenForFolder('credit-social')).toBeUndefined();
  });
  it('gives each area its router path', () => {
    const path = (folder: string) => screenRoutePath(screenForFolder(folder)!);
    expect(path('credit/social')).toBe('credit/social');
    expect(path('income/link/$type')).toBe('income/link/:type');
    expect(path('register')).toBe('/account/heloc/register');
    expect(path('heloc-signer/resume')).toBe('/account/heloc/heloc-signer/resume');
    expect(path('auth/login')).toBe('/auth/login');
    expect(path('dashboard')).toBe('/dashboard');
  });
});

describe('the screen a path shows', () => {
  /** A screen's full path with its parameters filled as a browser would have them. */
  const full = (entry: ReturnType<typeof screenCatalogue>[number]) =>
    (entry.area === 'app' ? `/account/heloc/${U}/${entry.pattern}` : screenRoutePath(entry)).replace(
      /:(\w+)/g,
      (_, name: string) => (name === 'type' ? 'TRUV_PAYROLL' : 'exchange'),
    );

  it('every catalogued screen, from its own path, with or without a trailing slash', () => {
    for (const entry of screenCatalogue()) {
      expect(screenAtPath(full(entry)), full(entry)).toEqual(entry);
      expect(screenAtPath(`${full(entry)}/`), `${full(entry)}/`).toEqual(entry);
    }
  });

  it('none for a path no screen has, or an application screen under something not an application id', () => {
    expect(screenAtPath('/account/heloc/no-such-page')).toBeUndefined();
    expect(screenAtPath('/')).toBeUndefined();
    expect(screenAtPath('/account/heloc/not-a-uuid/conditions')).toBeUndefined();
    expect(screenAtPath(`/account/heloc/${U}/no-such-step`)).toBeUndefined();
  });
});
