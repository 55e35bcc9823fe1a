/**
 * Settled screens that wait (issue 25, item 1; decision 050): the flood certificate
 * (GEN_CLOSING_DISCLOSURE waiting on it, error/flood-cert) and the summary being prepared
 * (GEN_SUMMARY_DISCLOSURE, start/app-summary) are refreshed quietly for as long as they show —
 * never the timeout screen after the waiting states' minute. Both borrowers wait side by side, in
 * two browser contexts, for 90 s of the pages' time (their clocks run ahead; every read is a real
 * request to the real server); the walk is paced by the app's own status reads, each of which must
 * come, so the wait is also the proof that refreshing never stops.
 */
import { expect, test, type Page } from '@playwright/test';
import { POLL_WAITING_ATTEMPTS, QUIET_REFRESH_MS } from '@heloc/core';
import { CLOSING_OFFER, heldBorrower } from './support';

const WAIT_MS = 90_000;
const TIMEOUT_HEADING = 'This is taking longer than expected';

/** Every level-1 heading the page ever shows, however briefly (kept on window for the test to read). */
function recordHeadings(page: Page) {
  return page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { __headingsSeen: seen });
    new MutationObserver(() => document.querySelectorAll('h1').forEach((h) => seen.add(h.textContent ?? ''))).observe(
      document,
      { subtree: true, childList: true, characterData: true },
    );
  });
}

/**
 * A borrower made through the API (this walk is about waiting, not registration), signed in on the
 * page; the operator then holds the application at `state` for far longer than the test.
 */
async function heldAt(page: Page, state: string, body: Record<string, unknown>): Promise<string> {
  return (await heldBorrower(page, { state, ...body }, { income: '150000' })).uuid;
}

const isStatusRead = (uuid: string) => (r: { url(): string; request(): { method(): string } }) =>
  r.request().method() === 'GET' && r.url().endsWith(`/${uuid}/status`);

/** The page's own time (its clock is installed, so it runs ahead when the test says so). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * The next status read, the page's clock run ahead a second at a time until it comes (so the app
 * keeps its own cadence: 1, 2, 4, then 5 s, then the quiet refresh). It must come within the quiet
 * refresh's interval of the page's time.
 */
async function nextRead(page: Page, uuid: string) {
  let came = false;
  const asked = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith(`/${uuid}/status`), {
    timeout: 60_000,
  });
  void asked.then(() => (came = true));
  const read = page.waitForResponse(isStatusRead(uuid), { timeout: 60_000 });
  // Counted in the time the test runs the clock ahead, not in the page's time: the installed clock
  // also flows with real time, which a loaded machine stretches (17.1 s once against 17 s). Real
  // time only makes the app's timers fire sooner, so a cadence slower than the quiet refresh still
  // fails here.
  let forwarded = 0;
  while (!came) {
    expect(forwarded, 'the next status read comes within the quiet refresh').toBeLessThanOrEqual(
      QUIET_REFRESH_MS + 2_000,
    );
    await page.clock.fastForward(1_000);
    forwarded += 1_000;
    // A read the second set off is asked of the real server before the clock moves on.
    await page.waitForTimeout(50);
  }
  return read;
}

/**
 * For `ms` of the page's time, read after read: the screen stays, with its URL, and the next status
 * read always comes. The page's clock is run ahead to each read (the waits are the app's own
 * timers; each read is a real request to the real server), so 90 s of waiting take seconds.
 */
async function waitsQuietly(page: Page, uuid: string, heading: string, path: RegExp, ms: number) {
  const start = await pageNow(page);
  let lastRead = start;
  let reads = 0;
  // Until `ms` of the page's time has passed and the reads have gone past the waiting states' 14
  // polls (the read on load counted), after which they used to end in the timeout screen: each
  // next read must still come (nextRead), whatever the machine's pace.
  while (lastRead - start < ms || reads + 1 <= POLL_WAITING_ATTEMPTS) {
    await nextRead(page, uuid);
    reads += 1;
    lastRead = await pageNow(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  // Still read well past the minute after which the waiting states' 14 polls used to run out.
  expect(lastRead - start).toBeGreaterThan(60_000);
  const seen = await page.evaluate(() => [...(window as unknown as { __headingsSeen: Set<string> }).__headingsSeen]);
  expect(seen).not.toContain(TIMEOUT_HEADING);
  // Back on the tab: the status is read again at once (the borrower may have been away for hours).
  // Retried: a focus within the status's 250 ms stale time of the last read rightly reads nothing.
  await expect(async () => {
    const [read] = await Promise.all([
      page.waitForResponse(isStatusRead(uuid), { timeout: 1_000 }),
      page.evaluate(() => window.dispatchEvent(new Event('visibilitychange'))),
    ]);
    expect(read.ok()).toBe(true);
  }).toPass({ timeout: 5_000 });
}

test('the flood certificate and the summary are waited on quietly for 90 s, side by side: no error screen, the status still read', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const floodContext = await browser.newContext();
  const summaryContext = await browser.newContext();
  const flood = await floodContext.newPage();
  const summary = await summaryContext.newPage();
  await Promise.all([recordHeadings(flood), recordHeadings(summary)]);
  // Their clocks run ahead when the test says so (waitsQuietly); until then time flows as ever.
  await Promise.all([flood.clock.install(), summary.clock.install()]);

  const [floodUuid, summaryUuid] = await Promise.all([
    heldAt(flood, 'GEN_CLOSING_DISCLOSURE', {
      status: { waitingOnFloodCert: true, closingDisclosureReady: false },
      data: CLOSING_OFFER,
    }),
    heldAt(summary, 'GEN_SUMMARY_DISCLOSURE', {}),
  ]);
  await expect(flood.getByRole('heading', { level: 1, name: 'We’re checking your home’s flood zone' })).toBeVisible();
  await expect(summary.getByText('Your disclosures are being prepared.')).toBeVisible();

  await Promise.all([
    waitsQuietly(flood, floodUuid, 'We’re checking your home’s flood zone', /\/error\/flood-cert$/, WAIT_MS),
    waitsQuietly(summary, summaryUuid, 'Review and submit your application', /\/start\/app-summary$/, WAIT_MS),
  ]);
  await expect(summary.getByText('Your disclosures are being prepared.')).toBeVisible();
  await floodContext.close();
  await summaryContext.close();
});
