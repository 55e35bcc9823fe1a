/**
 * No dead link anywhere (issue 13): for a visitor, a borrower and an additional signer, in each
 * organisation, open the shell, the footer, every menu and dialog, collect every link, and follow
 * each one. An in-site link must render something other than the not-found page; an external one
 * must be on the allowlist; mailto/tel must carry an address. axe runs on every page reached.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { isAllowedExternalLink, SHELL_LINKS, SIBLING_APPS, SITE_PAGE_TABLE } from '@heloc/core';
import { bearer, expectAccessible, operatorHeaders, outboxLink, ownerSetsState, shoot, uniqueEmail } from './support';

const APP = '/service-application/api/v1/application/heloc';
const PASSWORD = 'correct horse battery staple';
const ORGS = ['homestead', 'summitridge', 'keystone'] as const;
/** The credit union needs a referring loan officer and the wholesale lender a broker (apps/api/src/seed/orgs.ts). */
/** A property in a state each organisation lends in. */
const PROPERTY: Record<string, { street1: string; city: string; state: string; zip: string }> = {
  homestead: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
  summitridge: { street1: '12 Oak Street', city: 'Boulder', state: 'CO', zip: '80302' },
  keystone: { street1: '12 Oak Street', city: 'Pittsburgh', state: 'PA', zip: '15222' },
};
const REFERRER: Record<string, string> = {
  summitridge: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a03',
  keystone: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a04',
};
const NOT_FOUND = 'We can’t find that page';

type Role = 'visitor' | 'borrower' | 'signer';

/** A borrower (and, through the borrower's invitation, a signer) made through the API: the crawl is about links, not registration. */
async function accounts(page: Page, org: string): Promise<{ borrower: string; signer: string }> {
  const headers = { 'x-org': org };
  const email = uniqueEmail();
  const reg = await page.request.post('/identity/api/v1/registration/register', {
    headers,
    data: { email, password: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const jwt = (await reg.json()).jwt as string;
  const created = await page.request.post(APP, {
    // The wholesale lender takes applications only from its brokers' system: the operator stands in for it.
    headers: { ...headers, ...bearer(jwt), ...(org === 'keystone' ? operatorHeaders() : {}) },
    data: {
      property: PROPERTY[org],
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 150000, employmentType: 'FULL_TIME' },
      name: { firstName: 'Ann', lastName: 'Lee' },
      birthdate: '1980-04-02',
      contact: { email, phone: '415-555-0100' },
      isCrypto: false,
      ...(REFERRER[org] ? { referrerUuid: REFERRER[org] } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uuid = (await created.json()).uuid as string;
  // Only an application at co-deed may invite its additional signer.
  await ownerSetsState(page, uuid, jwt, { state: 'CO_DEED_REQ' });
  const signerEmail = uniqueEmail();
  expect(
    (
      await page.request.post(`${APP}/${uuid}/signers`, {
        headers: { ...headers, ...bearer(jwt) },
        data: { email: signerEmail, firstName: 'Sam', lastName: 'Lee' },
      })
    ).status(),
  ).toBe(201);
  const inviteToken = new URL(
    await outboxLink(page.request, signerEmail, 'signer-invitation'),
    'http://x',
  ).searchParams.get('invite');
  const signerReg = await page.request.post('/identity/api/v1/registration/register', {
    headers,
    data: { email: signerEmail, password: PASSWORD, inviteToken },
  });
  expect(signerReg.status()).toBe(201);
  return { borrower: jwt, signer: (await signerReg.json()).jwt as string };
}

async function contextFor(browser: Browser, org: string, token: string | null) {
  const context = await browser.newContext();
  await context.addInitScript(
    ([o, t]) => {
      localStorage.setItem('heloc_org', o as string);
      if (t) localStorage.setItem('jwt', t);
    },
    [org, token] as const,
  );
  return context;
}

/** Every href on the page now (menus and dialogs must be open to be counted). */
const hrefs = (page: Page) => page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));

/** Opens the shell's menus and dialogs one by one and collects the links each shows. */
async function collectLinks(page: Page): Promise<string[]> {
  const found = new Set(await hrefs(page));
  const openers: [string, RegExp][] = [
    ['button', /^Apps$/],
    ['button', /^Account menu for/],
    ['button', /^Your privacy options$/],
    ['button', /^Notifications/],
  ];
  for (const [role, name] of openers) {
    const opener = page.getByRole(role as 'button', { name }).first();
    if (!(await opener.isVisible().catch(() => false))) continue;
    await opener.click();
    await expect(page.locator('[role=menu], [role=dialog]').first()).toBeVisible();
    for (const h of await hrefs(page)) found.add(h);
    await page.keyboard.press('Escape');
    // Escape closes every menu and dialog (WCAG 2.1.2): none may be left over the page.
    await expect(page.locator('[role=menu], [role=dialog]'), `${String(name)} closes on Escape`).toHaveCount(0, {
      timeout: 5_000,
    });
  }
  // The phone's navigation drawer holds the side navigation and the apps.
  await page.setViewportSize({ width: 390, height: 844 });
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible().catch(() => false)) {
    await burger.click({ timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    for (const h of await hrefs(page)) found.add(h);
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return [...found];
}

/**
 * Follows an in-site link the way a link inside the app does: the router's own navigation (the
 * history entry pushed, popstate), not a reload of the whole app for each of ~110 pages (a full load
 * per page made this the suite's longest file; decision 092). Each level-1 heading on the page is
 * stamped first, so the page reached is the one whose heading is new. A link the app answers with
 * its not-found page, or that shows nothing new (a redirect back to the same screen), is opened
 * again by a full load — the server may serve it (the flow explorer) — and that answer counts.
 */
async function follow(page: Page, url: string): Promise<'in-app' | 'load'> {
  if (page.url() !== 'about:blank') {
    await page.evaluate((path) => {
      for (const h of document.querySelectorAll('h1')) h.setAttribute('data-crawl-seen', '');
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
    const fresh = page.locator('h1:not([data-crawl-seen])').first();
    const shown = await fresh
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown && (await page.getByText(NOT_FOUND).count()) === 0) return 'in-app';
  }
  await page.goto(url);
  return 'load';
}

/** Follows the link, waits until the page has rendered its content (a level-1 heading), then tells whether it is not-found. */
async function rendersSomething(
  page: Page,
  url: string,
  how: Record<'in-app' | 'load', number>,
): Promise<string | null> {
  how[await follow(page, url)]++;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return (await page.getByText(NOT_FOUND).count()) > 0 ? `${url} answered "${NOT_FOUND}"` : null;
}

// The three organisations' crawls share nothing (each makes its own accounts): either worker may take
// any of them, so the longest file of the suite no longer runs its 3 crawls one after another.
test.describe.configure({ mode: 'parallel' });

// The portfolio link shows only with its flag (a site-wide switch this spec does not turn: specs run
// side by side); its page is followed here directly, like any link the apps menu shows.
const FLAGGED_APPS = new Set<string>([SHELL_LINKS.portfolio]);

for (const org of ORGS) {
  test(`no dead link for a visitor, a borrower and a signer of ${org}`, async ({ browser, page }) => {
    test.setTimeout(600_000);
    const tokens = await accounts(page, org);
    const starts: Record<Role, { token: string | null; pages: string[] }> = {
      visitor: { token: null, pages: ['/account/heloc/register', SITE_PAGE_TABLE.contact.path] },
      borrower: { token: tokens.borrower, pages: [SITE_PAGE_TABLE.dashboard.path] },
      signer: { token: tokens.signer, pages: ['/account/heloc/heloc-signer/resume'] },
    };
    const problems: string[] = [];
    const checkedByAxe = new Set<string>();
    for (const [role, { token, pages }] of Object.entries(starts) as [Role, (typeof starts)[Role]][]) {
      const context = await contextFor(browser, org, token);
      const tab = await context.newPage();
      const links = new Set<string>();
      for (const start of pages) {
        await tab.goto(start);
        await expect(tab.locator('footer').first()).toBeVisible();
        await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
        for (const h of await collectLinks(tab)) links.add(h);
      }
      const origin = new URL(tab.url()).origin;
      const inSite = new Set<string>();
      const how = { 'in-app': 0, load: 0 };
      for (const link of links) {
        const u = new URL(link);
        if (u.protocol === 'mailto:') {
          if (!/^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(u.pathname)) problems.push(`${role}: bad mailto ${link}`);
        } else if (u.protocol === 'tel:') {
          if (!/^\+?\d{10,11}$/.test(u.pathname)) problems.push(`${role}: bad tel ${link}`);
        } else if (u.origin === origin) {
          inSite.add(`${u.pathname}${u.search}`);
        } else if (!isAllowedExternalLink(link)) {
          problems.push(`${role}: external link to a host off the allowlist: ${link}`);
        }
      }
      // Every sibling app the apps menu names must be among the links followed.
      if (role === 'borrower') {
        for (const a of SIBLING_APPS)
          if (!FLAGGED_APPS.has(a.shellPath)) expect([...inSite], `${org} apps menu`).toContain(a.shellPath);
        for (const path of FLAGGED_APPS) inSite.add(path);
      }
      for (const path of [...inSite].sort()) {
        const problem = await rendersSomething(tab, path, how);
        if (problem) problems.push(`${role}: ${problem}`);
        const key = new URL(tab.url()).pathname;
        if (!checkedByAxe.has(`${role}:${key}`)) {
          checkedByAxe.add(`${role}:${key}`);
          await expectAccessible(tab, `${org} ${role} ${key}`);
        }
        if (org === 'homestead' && role !== 'signer') await shoot(tab, `${role}${key.replaceAll('/', '-')}`);
      }
      console.info(
        `${org} ${role}: ${links.size} links, ${inSite.size} in-site pages followed (${how['in-app']} in the app, ${how.load} by a full load)`,
      );
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}
