/**
 * The property, valuation, lien and payoff branches (issue 12), walked through the UI alone from
 * registration to their recovery or final screen. Street words pick the sandbox scenarios
 * (apps/api/README.md); several words in one street take several branches in one walk — each
 * branch fires at its own point of the journey (valuation after identity, liens and payoff after
 * the bank, the property's condition at final title), so one long walk covers three.
 * Axe on every branch screen; SHOTS_DIR=dir saves each at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, register, shoot, type Applicant } from './support';
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

const offersReady = (page: Page) => expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 60_000 });

test('Late: a late payment is explained on review-app/delinquency, and the offers follow', async ({ page }) => {
  await register(page, { street1: '12 Late Street' });
  await profile(page);
  await branchScreen(page, 'Tell us about a late payment', /\/review-app\/delinquency$/, 'review-app/delinquency');
  await page.getByRole('button', { name: 'Send my explanation' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('What happened, and is it resolved?').fill('A payment went to my old account while I moved banks; it was paid two weeks late and is current now.');
  await page.getByRole('button', { name: 'Send my explanation' }).click();
  await offersReady(page);
});

test('Noavm: no automated value, the borrower estimates it on bpo/estimate-value, and the offers follow', async ({ page }) => {
  await register(page, { street1: '12 Noavm Street' });
  await profile(page);
  await branchScreen(page, 'What is your home worth?', /\/bpo\/estimate-value$/, 'bpo/estimate-value');
  await page.getByLabel('Your home’s estimated value').fill('640000');
  await page.getByRole('button', { name: 'Use my estimate' }).click();
  await offersReady(page);
});

test('Noavm: the borrower orders a valuation instead, waits on bpo/hold, and the offers follow', async ({ page }) => {
  await register(page, { street1: '14 Noavm Street' });
  await profile(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What is your home worth?' })).toBeVisible({ timeout: 60_000 });
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

/** From identity: the bank, linked on the sandbox Plaid, then autopay from it and the confirmation. */
async function throughBank(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your draw?' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await throughProvider(page);
  await autopayAndConfirm(page, /ending \d{4}/);
}

async function walkToValuation(page: Page, applicant: Applicant) {
  await throughIncomeAndIdentity(page, applicant);
}

test('Bpo, Lien, Condemned: a valuation ordered on bpo/order-bpo, the liens confirmed, then the condition declines on bpo/hold → error/decline with its reasons', async ({ page }) => {
  await walkToValuation(page, { street1: '7 Bpo Lien Condemned Road' });
  await branchScreen(page, 'Order a valuation of your home', /\/bpo\/order-bpo$/, 'bpo/order-bpo');
  await expect(page.getByText(/\$180/).first()).toBeVisible();
  await orderValuation(page);
  await branchScreen(page, /valu/i, /\/bpo\/hold$/, 'bpo/hold');
  await comeBackUntil(page, 'Where should we send your draw?');
  await throughBank(page);
  await branchScreen(page, /lien/i, /\/liens$/, 'liens');
  await page.getByRole('checkbox', { name: /I confirm/ }).check();
  await page.getByRole('button', { name: /Confirm/ }).last().click();
  await comeBackUntil(page, /We’re unable to offer you a line of credit|cannot accept the property’s condition/);
  await comeBackUntil(page, /We’re unable to offer you a line of credit/);
  await expect(page).toHaveURL(/\/error\/decline$/);
  await expectAccessible(page, 'error/decline (property condition)');
});
