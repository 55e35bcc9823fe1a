import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { siteRedirect } from './redirects.js';
import { screenCatalogue, SHELL_LINKS } from './routes.js';
import { accountDetailsSchema } from '../shell/settings.js';
import {
  isAllowedExternalLink,
  privacyLink,
  SIBLING_APPS,
  siblingApp,
  SITE_PAGE_TABLE,
  todaysHours,
} from './site-pages.js';

const week = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  weekday: String(d),
  weekdayValue: d,
  isOpen: d < 6,
  startTime: d < 6 ? '06:00' : null,
  endTime: d < 6 ? '18:00' : null,
}));

describe('site pages', () => {
  it('catalogues a screen folder for every site page and the sibling-app page', () => {
    const folders = screenCatalogue().map((e) => e.folder);
    for (const { path } of Object.values(SITE_PAGE_TABLE)) expect(folders).toContain(path.slice(1));
    expect(folders).toContain('apps/$app');
  });

  it('sends every sibling app of the shell to the page that names it, keeping only pop-webchat', () => {
    for (const a of SIBLING_APPS)
      expect(siteRedirect(a.shellPath, '?x=1&pop-webchat=true')?.to).toBe(`/apps/${a.key}?pop-webchat=true`);
    expect(siblingApp(SHELL_LINKS.exchange)?.label).toBe('Exchange');
    expect(siblingApp('nope')).toBeUndefined();
  });

  it('honours an external privacy URL only on an allowlisted https host', () => {
    expect(
      privacyLink({ privacyPolicyUrl: 'https://www.summitridgecu.org/privacy', privacyLinkIsExternal: true }),
    ).toEqual({ href: 'https://www.summitridgecu.org/privacy', external: true });
    expect(privacyLink({ privacyPolicyUrl: 'https://evil.example/privacy', privacyLinkIsExternal: true })).toEqual({
      href: '/privacy',
      external: false,
    });
    expect(privacyLink({ privacyPolicyUrl: '/privacy', privacyLinkIsExternal: false })).toEqual({
      href: '/privacy',
      external: false,
    });
    expect(isAllowedExternalLink('http://summitridgecu.org/')).toBe(false);
    expect(isAllowedExternalLink('https://summitridgecu.org.evil.example/')).toBe(false);
    expect(isAllowedExternalLink('https://user@summitridgecu.org/')).toBe(false);
  });

  it("gives today's hours in Pacific time, also when UTC has already moved to the next day", () => {
    // Friday 17:00 PT is Saturday 00:00 UTC: the borrower's today is still Friday.
    expect(todaysHours(week, new Date('2025-06-07T00:00:00Z'))).toEqual({
      open: true,
      label: 'Open today 6:00 AM – 6:00 PM PT',
    });
    expect(todaysHours(week, new Date('2025-06-08T18:00:00Z'))).toEqual({ open: false, label: 'Closed today' });
    expect(todaysHours([], new Date('2025-06-04T18:00:00Z')).open).toBe(false);
  });

  it('validates account details with the shared field messages', () => {
    const r = v.safeParse(accountDetailsSchema, { firstName: 'Ann', lastName: '', email: 'x', phone: '12' });
    expect(r.success).toBe(false);
    const ok = v.parse(accountDetailsSchema, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ANN@example.com',
      phone: '(415) 555-0100',
    });
    expect(ok).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4155550100' });
  });
});
