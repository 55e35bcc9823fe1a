/**
 * The property, valuation, lien and payoff branches (issue 12), walked through the UI alone from
 * the application's first screen to their recovery or final screen (the account and application
 * made through the API as the register screen would, and for the long walks the steps to
 * submission too: those screens are journey.spec.ts's; decision 092). Street words pick the sandbox scenarios
 * (apps/api/README.md); several words in one street take several branches in one walk — each
 * branch fires at its own point of the journey (valuation after identity, liens and payoff after
 * the bank, the property's condition at final title), so one long walk covers three.
 * Axe on every branch screen; SHOTS_DIR=dir saves each at 1280 and 390 px.
 */
import { HOLD_WATCH_MS } from '@heloc/core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, registerByApi, runClockUntilVisible, shoot } from './support';
import { autopayAndConfirm, throughIncomeAndIdentity, throughProvider } from './walk';

test.describe.configure({ timeout: 420_000 });

async function profile(page: Page, ssn = '123-45-6789') {
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill(ssn);
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
}

async function branchScreen(page: Page, heading: string | RegExp, path: RegExp, label: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(path);
  await expectAccessible(page, label);
  await shoot(page, label.replaceAll('/', '-'));
}

/** A hold screen's state is not polled (applicant-journey §4.1): the borrower comes back later — here, a reload until it moves on. */
async function comeBackUntil(page: Page, heading: string | RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
}

/**
 * A hold screen (bpo/waiting, bpo/hold, payoff/hold) reads the status again every HOLD_WATCH_MS
 * (20 s) of the page's time, and the sandbox moves the hold on PIPELINE_DELAY_MS after it began.
 * The page's clock runs ahead one watch at a time until `done` shows: the app's own watch fires
 * and routes, each read a real request to the real server, instead of 20 real seconds a hold.
 * The test must have called `page.clock.install()` before its first page.
 */
const afterHold = (page: Page, done: Locator) => runClockUntilVisible(page, done, HOLD_WATCH_MS);

const offersReady = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 60_000 });

test('Late: a late payment is explained on review-app/delinquency, and the offers follow', async ({ page }) => {
  await registerByApi(page, { street1: '12 Late Street' });
  await profile(page);
  await branchScreen(page, 'Tell us about a late payment', /\/review-app\/delinquency$/, 'review-app/delinquency');
  await page.getByRole('button', { name: 'Send my explanation' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page
    .getByLabel('What happened, and is it resolved?')
    .fill('A payment went to my old account while I moved banks; it was paid two weeks late and is current now.');
  await page.getByRole('button', { name: 'Send my explanation' }).click();
  await offersReady(page);
});

test('Noavm: no automated value, the borrower estimates it on bpo/estimate-value, and the offers follow', async ({
  page,
}) => {
  await registerByApi(page, { street1: '12 Noavm Street' });
  await profile(page);
  await branchScreen(page, 'What is your home worth?', /\/bpo\/estimate-value$/, 'bpo/estimate-value');
  await page.getByLabel('Your home’s estimated value').fill('640000');
  await page.getByRole('button', { name: 'Use my estimate' }).click();
  await offersReady(page);
});

test('Noavm: the borrower orders a valuation instead, waits on bpo/hold, and the offers follow', async ({ page }) => {
  await registerByApi(page, { street1: '14 Noavm Street' });
  await profile(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What is your home worth?' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Order a valuation instead' }).click();
  await orderValuation(page);
  await comeBackUntil(page, 'Choose your offer');
});

async function orderValuation(page: Page) {
  await page.getByLabel('Who will let the inspector in?').fill('Ann Lee');
  await page.getByLabel('Their phone').fill('(415) 555-0100');
  await page.getByLabel('Access notes').fill('Side gate code 4512; a friendly dog.');
  await page.getByRole('button', { name: 'Order the valuation' }).click();
  await expect(page.getByText(/You must agree to the valuation fee/)).toBeVisible();
  await page.getByRole('checkbox', { name: /valuation fee/ }).check();
  await page.getByRole('button', { name: 'Order the valuation' }).click();
}

/** From a valuation's hold (the clock installed): the bank, linked on the sandbox Plaid, then autopay from it and the confirmation. */
async function throughBank(page: Page) {
  await afterHold(page, page.getByRole('heading', { level: 1, name: 'Where should we send your draw?' }));
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await throughProvider(page);
  await autopayAndConfirm(page, /ending \d{4}/);
}

test('Twin: two properties match, the borrower picks theirs on review-app/property', async ({ page }) => {
  await registerByApi(page, { street1: '2 Twin Oaks Lane' });
  await profile(page);
  await branchScreen(page, /propert/i, /\/review-app\/property$/, 'review-app/property (multiple)');
});

for (const [ssn, why] of [
  ['0006', 'FACTA review'],
  ['0007', 'a credit bureau error'],
  ['0008', 'a minor'],
] as const) {
  test(`SSN ${ssn} (${why}): the credit check cannot finish online, error/timeout says what happens next`, async ({
    page,
  }) => {
    await registerByApi(page);
    await profile(page, `123-45-${ssn}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/error\/timeout$/);
    await expectAccessible(page, `error/timeout (${ssn})`);
  });
}

test('income $77,777: asset depletion on product/assets', async ({ page }) => {
  await registerByApi(page, { income: '77777' });
  await profile(page);
  await expect(page).toHaveURL(/\/product\/assets$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'product/assets');
});

test('Bpo, Payoff: a valuation ordered on bpo/order-bpo, the order waited on bpo/waiting; after the bank the payoff is authorized on payoff/hold, and the final offer follows', async ({
  page,
}) => {
  await page.clock.install();
  await throughIncomeAndIdentity(page, { street1: '7 Bpo Payoff Road' });
  await branchScreen(page, 'Order a valuation of your home', /\/bpo\/order-bpo$/, 'bpo/order-bpo');
  await expect(page.getByText(/\$180/).first()).toBeVisible();
  await orderValuation(page);
  // The order is placed and waits to be taken up (bpo/waiting, decision 052); the sandbox then
  // catches up on the valuation in one read (bpo/hold is walked in the Resi and TX tests).
  await branchScreen(page, 'Your home’s valuation has been ordered', /\/bpo\/waiting$/, 'bpo/waiting');
  await throughBank(page);
  await branchScreen(page, 'We are waiting for a payoff statement', /\/payoff\/hold$/, 'payoff/hold');
  await page.getByRole('button', { name: 'Authorize the payoff' }).click();
  await expect(page.getByText('You must authorize the payoff to continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /I authorize the lender to request a payoff statement/ }).check();
  await page.getByRole('button', { name: 'Authorize the payoff' }).click();
  await afterHold(page, page.getByRole('heading', { level: 1, name: 'Your final offer' }));
});

test('TX, Condemned: the Texas condition flow on bpo/condition; at final title the condition is unacceptable (bpo/hold) and error/decline gives the reasons', async ({
  page,
}) => {
  await page.clock.install();
  await throughIncomeAndIdentity(page, { street1: '4 Condemned Row', city: 'Austin', state: 'TX', zip: '78701' });
  await branchScreen(page, 'Order your home’s valuation and condition check', /\/bpo\/condition$/, 'bpo/condition');
  await expect(page.getByText(/Texas/).first()).toBeVisible();
  await orderValuation(page);
  // The order waits to be taken up (bpo/waiting, decision 052) and may be on hold a moment after.
  await expect(page).toHaveURL(/\/bpo\/(waiting|hold)$/, { timeout: 60_000 });
  await throughBank(page);
  // Final title is a hold (bpo/hold); it ends on the condition's hold, then the decline.
  await afterHold(
    page,
    page.getByRole('heading', { level: 1, name: /We cannot accept the property’s condition|We’re unable to offer/ }),
  );
  await branchScreen(
    page,
    /We cannot accept the property’s condition|We’re unable to offer/,
    /\/(bpo\/hold|error\/decline)$/,
    'bpo/hold (condition)',
  );
  await afterHold(
    page,
    page.getByRole('heading', { level: 1, name: 'We’re unable to offer a line of credit on this property' }),
  );
  await expect(page).toHaveURL(/\/error\/decline$/);
  await expect(page.getByText(/condition/i).first()).toBeVisible();
  await expectAccessible(page, 'error/decline (property condition)');
  await shoot(page, 'error-decline-condition');
});

test('Resi: a residential evaluation, not required, waits on bpo/hold and the bank follows', async ({ page }) => {
  await page.clock.install();
  await throughIncomeAndIdentity(page, { street1: '11 Resi Way' });
  await branchScreen(page, /evaluat|valu/i, /\/bpo\/hold$/, 'bpo/hold (residential evaluation)');
  await afterHold(page, page.getByRole('heading', { level: 1, name: 'Where should we send your draw?' }));
});
