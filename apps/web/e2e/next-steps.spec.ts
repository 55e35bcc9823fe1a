/**
 * What happens next (issue 28, items 1–3; decision 089) in Chromium against the real server: at each
 * of the journey's waiting points the timeline names what is next, who is on it and when, and the
 * offers screen says how the closing will happen and when the money is expected. What the page shows
 * is checked against the core's own functions (nextSteps, timeToCash, closingPath) on a fixed date in
 * Thanksgiving week (the page's clock is set to Tuesday, November 24, 2026; its timers still run),
 * with the right to cancel and the funding date also pinned by hand, and a Texas property is walked:
 * in El Paso, which keeps Mountain Time, not Texas's Central (the county and zone the server records
 * from the ZIP, decision 094).
 * The borrowers of the waiting points are made through the API and held at their state by the
 * sandbox control (this spec is about waiting, not the steps before); the offers are walked in the UI.
 * Screenshots at 1280 and 390 px when SHOTS_DIR is set.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  APPLICATION_API_PATH,
  closingPath,
  closingPlaceNote,
  dateInZone,
  formatLongDate,
  fundingDates,
  nextSteps,
  nextStepsFacts,
  onDecidedScreen,
  rescissionStartDate,
  propertyTimeZone,
  timeToCash,
  type NextStepsRecord,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import {
  bearer,
  CLOSING_OFFER,
  expectAccessible,
  heldBorrower,
  operatorHeaders,
  registerByApi,
  shoot,
} from './support';

const ADDRESSES = {
  CA: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
  TX: { street1: '9 Mesa Street', city: 'El Paso', state: 'TX', zip: '79901' },
  GA: { street1: '7 Peach Lane', city: 'Atlanta', state: 'GA', zip: '30301' },
} as const;
type Home = keyof typeof ADDRESSES;
/** The county and zone the server's gazetteer records for each home's ZIP (decision 094). */
const PLACES = {
  CA: { state: 'CA', county: 'San Mateo', timeZone: 'America/Los_Angeles' },
  TX: { state: 'TX', county: 'El Paso', timeZone: 'America/Denver' },
  GA: { state: 'GA', county: 'Fulton', timeZone: 'America/New_York' },
} as const;

const panel = (page: Page) => page.getByRole('region', { name: 'What happens next' });

/** Tuesday of Thanksgiving week, 9 am in California: the page's "now" in every test of this file. */
const THANKSGIVING_WEEK = new Date('2026-11-24T17:00:00Z');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(THANKSGIVING_WEEK);
});

/** The core's items for the record, on the page's date where the property is. */
function expected(record: Omit<NextStepsRecord, 'now'>) {
  const facts = nextStepsFacts({ ...record, now: THANKSGIVING_WEEK.toISOString() });
  return {
    items: nextSteps(facts, US_FEDERAL_CALENDAR),
    cash: timeToCash(facts, US_FEDERAL_CALENDAR),
  };
}

/**
 * Every item of the core's answer is in the panel, with who and when, in order; the time to cash
 * too. Each test reads it beside the screen the journey chose, where "continue" is said, not linked.
 */
async function expectPanel(timeline: Locator, record: Omit<NextStepsRecord, 'now'>) {
  const { items: all, cash } = expected(record);
  const items = onDecidedScreen(all);
  expect(items.length).toBeGreaterThan(0);
  const rows = timeline.locator('ol > li');
  await expect(rows).toHaveCount(items.length);
  for (const [i, item] of items.entries()) {
    await expect(rows.nth(i)).toContainText(item.title);
    await expect(rows.nth(i)).toContainText(item.whoLabel);
    await expect(rows.nth(i)).toContainText(item.when);
    if (item.doNow) await expect(rows.nth(i)).toContainText(item.doNow.text);
  }
  if (cash) await expect(timeline).toContainText(cash.headline);
  await expect(timeline.getByRole('link', { name: 'Continue where you left off.' })).toHaveCount(0);
  return items;
}

/** A borrower made through the API, signed in on the page, held by the operator at `state`. */
async function heldAt(page: Page, home: Home, state: string, status: Record<string, unknown> = {}, data = {}) {
  const { uuid } = await heldBorrower(page, { state, status, data: { ...CLOSING_OFFER, ...data } }, ADDRESSES[home]);
  return uuid;
}

async function hold(page: Page, uuid: string, body: Record<string, unknown>) {
  const held = await page.request.put(`/sandbox/applications/${uuid}/state`, {
    headers: operatorHeaders(),
    data: { dueInMs: 10 * 60_000, ...body },
  });
  expect(held.status(), await held.text()).toBe(200);
}

test('offers, Texas: the closing path and the time to cash up front, from the core’s table and funding rule', async ({
  page,
}) => {
  const { uuid, jwt } = await registerByApi(page, { ...ADDRESSES.TX });
  // The server placed the home from its ZIP: El Paso County, on Mountain Time.
  const read = await page.request.get(`${APPLICATION_API_PATH}/${uuid}`, { headers: bearer(jwt) });
  expect(read.status(), await read.text()).toBe(200);
  expect((await read.json()).property).toMatchObject(PLACES.TX);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 60_000 });

  const path = closingPath('TX');
  expect(path.kind).toBe('inPerson');
  const outlook = page.getByRole('region', { name: 'Closing and your money' });
  await expect(outlook).toContainText(`How you will close: ${path.title.toLowerCase()}.`);
  await expect(outlook).toContainText('Tex. Const. art. XVI §50(a)(6)');
  const note = closingPlaceNote(PLACES.TX);
  expect(note).toContain('El Paso County keeps Mountain Time, not the Central Time');
  await expect(outlook).toContainText(note as string);
  const record = {
    status: { state: 'OFFER_SELECTION' },
    application: { property: PLACES.TX },
    conditions: { needed: 0, submitted: 0 },
  };
  const { cash } = expected(record);
  expect(cash).not.toBeNull();
  await expect(outlook).toContainText(`${cash?.headline}.`);
  // Never earlier than the rules allow: three rescission business days after a signing that needs
  // two business days' notice, Thanksgiving not counted.
  const today = dateInZone(THANKSGIVING_WEEK.toISOString(), propertyTimeZone(PLACES.TX));
  expect(today).toBe('2026-11-24');
  expect(cash?.earliestOn && cash.earliestOn > fundingDates(today, US_FEDERAL_CALENDAR).fundingDate).toBe(true);
  for (const assumption of cash?.assumptions ?? []) await expect(outlook).toContainText(assumption);

  await expectPanel(panel(page), record);
  await expectAccessible(page, 'product/select with the closing outlook');
  await shoot(page, 'next-steps-offers-tx');
});

test('the flood certificate: who and when, and the timeline moves the moment the record does', async ({ page }) => {
  const uuid = await heldAt(page, 'CA', 'GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true });
  await expect(page).toHaveURL(/\/error\/flood-cert$/, { timeout: 30_000 });
  const items = await expectPanel(panel(page), {
    status: { state: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true },
    application: { property: PLACES.CA },
    conditions: { needed: 0, submitted: 0 },
  });
  expect(items.find((i) => i.id === 'flood')?.who).toBe('us');
  await expectAccessible(page, 'error/flood-cert with the timeline');
  await shoot(page, 'next-steps-flood-cert');

  // The certificate comes: the same status read that moves the screen moves the timeline.
  await hold(page, uuid, { state: 'FINAL_OFFER', status: { waitingOnFloodCert: false } });
  await expect(panel(page)).not.toContainText('The flood certificate for your home', { timeout: 60_000 });
  await expectPanel(panel(page), {
    status: { state: 'FINAL_OFFER' },
    application: { property: PLACES.CA },
    conditions: { needed: 0, submitted: 0 },
  });
});

test('a co-signer: on them, with what the borrower can do now', async ({ page }) => {
  await heldAt(page, 'CA', 'CO_DEED_REQ', {}, { coDeedStatus: 'PENDING' });
  await expect(page.getByRole('heading', { level: 1, name: 'Everyone on the title signs' })).toBeVisible({
    timeout: 30_000,
  });
  const items = await expectPanel(panel(page), {
    status: { state: 'CO_DEED_REQ' },
    application: { property: PLACES.CA, coDeedStatus: 'PENDING' },
    conditions: { needed: 0, submitted: 0 },
  });
  expect(items.find((i) => i.id === 'coSigner')?.whoLabel).toBe('Your co-signer');
  await expect(panel(page).getByRole('link', { name: 'Invite them, or remind them to sign.' })).toHaveAttribute(
    'href',
    /\/signing\/additional$/,
  );
  await shoot(page, 'next-steps-co-signer');
});

test('the notary in Texas: in person at an office, the first visit the rules allow, and why', async ({ page }) => {
  await heldAt(page, 'TX', 'GEN_NOTARY_DISCLOSURE', { notaryDisclosureReady: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Get your deed notarized' })).toBeVisible({
    timeout: 30_000,
  });
  // One table: the notary screen refuses eNotary and says why, as the offers screen did.
  await expect(page.getByText(closingPath('TX').why)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose eNotary' })).toHaveCount(0);
  const items = await expectPanel(panel(page), {
    status: { state: 'GEN_NOTARY_DISCLOSURE' },
    application: { property: PLACES.TX },
    conditions: { needed: 0, submitted: 0 },
  });
  expect(items.find((i) => i.id === 'notary')?.title).toBe('Sign your deed at a title company’s office');
  await expectAccessible(page, 'notary/intro (Texas) with the timeline');
  await shoot(page, 'next-steps-notary-tx');
});

test('an attorney state: the attorney’s review is ours, with its usual date', async ({ page }) => {
  await heldAt(page, 'GA', 'ATTORNEY_REVIEW');
  await expect(page).toHaveURL(/\/notary\/intro$/, { timeout: 30_000 });
  const items = await expectPanel(panel(page), {
    status: { state: 'ATTORNEY_REVIEW' },
    application: { property: PLACES.GA },
    conditions: { needed: 0, submitted: 0 },
  });
  expect(items.find((i) => i.id === 'attorney')).toMatchObject({ who: 'us', status: 'now' });
});

test('the right to cancel, recording and funding: the complete screen’s rule, then the dashboard', async ({ page }) => {
  // Signed on Tuesday of Thanksgiving week: the three days to cancel are Wednesday, Friday and
  // Saturday (Thanksgiving is not a business day for rescission; Saturday is), and the money goes
  // on Monday, the next banking day.
  const signedAt = THANKSGIVING_WEEK.toISOString();
  const funding = { noteSignedAt: signedAt, notarySessionCompletedAt: signedAt };
  await heldAt(page, 'CA', 'RESCISSION', { primaryParticipantAcceptComplete: true }, funding);
  await expect(page).toHaveURL(/\/complete$/, { timeout: 30_000 });
  const record = {
    status: { state: 'RESCISSION' },
    application: { property: PLACES.CA },
    conditions: { needed: 0, submitted: 0 },
    funding: { ...funding, propertyTimeZone: propertyTimeZone(PLACES.CA) },
  };
  const items = await expectPanel(panel(page), record);
  const dates = fundingDates(rescissionStartDate(record.funding) as string, US_FEDERAL_CALENDAR);
  expect(dates).toEqual({ rescissionEnds: '2026-11-28', fundingDate: '2026-11-30' });
  expect(items.find((i) => i.id === 'rescission')?.when).toBe(
    `Ends at midnight on ${formatLongDate(dates.rescissionEnds)}`,
  );
  expect(items.find((i) => i.id === 'funding')?.date).toBe(dates.fundingDate);
  expect(items.find((i) => i.id === 'recording')).toMatchObject({
    who: 'county',
    title: 'San Mateo County records your deed',
  });
  // The complete screen dates the same day.
  await expect(page.getByText(formatLongDate(dates.fundingDate), { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'complete with the timeline');
  await shoot(page, 'next-steps-complete');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  await expectPanel(panel(page), record);
  await expectAccessible(page, 'dashboard with the timeline');
  await shoot(page, 'next-steps-dashboard');
});
