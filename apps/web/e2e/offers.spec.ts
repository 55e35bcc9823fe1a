/**
 * The offer-change and lien screens against the real sandbox (branch uw-offers): street Winback on
 * product/prequal-winback (accept, or decline after the withdrawal warning), streets Lien and Inquiry
 * from bank/confirm to liens and on to title, street Revalue back to product/select after final title, income ending 111 on product/select with the revised offer. Focused tests: the lead's branch walk covers the rest.
 */
import { HOLD_WATCH_MS } from '@heloc/core';
import { expect, test, type Page } from '@playwright/test';
import {
  CLOSING_OFFER,
  expectAccessible,
  operatorHeaders,
  registerByApi,
  runClockUntilVisible,
  shoot,
} from './support';
import { atIncomeReview, throughProvider } from './walk';

async function profile(page: Page) {
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
}

async function toWinback(page: Page) {
  await registerByApi(page, { street1: '7 Winback Road' });
  await profile(page);
  await expect(page.getByRole('heading', { level: 1, name: 'We have a different offer for you' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/product\/prequal-winback$/);
}

test('Winback: the new offer and why it changed, side by side; accepting goes on', async ({ page }) => {
  await toWinback(page);
  const table = page.getByRole('table', { name: 'Your offer before and after' });
  await expect(table.getByRole('rowheader', { name: 'Combined loan-to-value (CLTV)' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Your offer changed because of the loans already on your home' }),
  ).toBeVisible();
  await expectAccessible(page, 'product/prequal-winback');
  await shoot(page, 'product-prequal-winback');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page).not.toHaveURL(/\/product\/prequal-winback$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Winback: declining warns that the application will be withdrawn, then withdraws it', async ({ page }) => {
  await toWinback(page);
  await page.getByRole('button', { name: 'Decline this offer' }).click();
  await expect(page.getByRole('alert')).toContainText('your application will be withdrawn');
  await expectAccessible(page, 'product/prequal-winback (confirm)');
  await page.getByRole('button', { name: 'Yes, withdraw my application' }).click();
  await expect(page).not.toHaveURL(/\/product\/prequal-winback$/, { timeout: 60_000 });
});

/** Registers on `street`, then the operator puts the application at bank/confirm with closing figures; the borrower confirms. */
async function throughBankConfirm(page: Page, street: string) {
  const { uuid } = await registerByApi(page, { street1: street }, { open: false });
  const jumped = await page.request.put(`/sandbox/applications/${uuid}/state`, {
    headers: operatorHeaders(),
    data: { state: 'VERIFIED_AUTOPAY_ACCOUNT', data: CLOSING_OFFER },
  });
  expect(jumped.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}/bank/confirm`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your accounts' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function toLiens(page: Page, street: string) {
  await throughBankConfirm(page, street);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm the loans on your home' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/liens$/);
}

test('Lien: the liens found are confirmed or corrected, and the attestation moves on to title', async ({ page }) => {
  await toLiens(page, '9 Lien Lane');
  const radios = page.getByRole('radiogroup', { name: /lien correct\?/ });
  await expect(radios.first()).toBeVisible();
  await expectAccessible(page, 'liens');
  await shoot(page, 'liens');
  // Nothing is sent until every lien is answered and the borrower attests.
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText('You must confirm the liens on your property')).toBeVisible();
  const count = await radios.count();
  for (let i = 0; i < count; i++) await radios.nth(i).getByRole('radio', { name: 'This is correct' }).check();
  await page.getByRole('checkbox', { name: /I confirm that the information above/ }).check();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).not.toHaveURL(/\/liens$/, { timeout: 60_000 });
});

test('Inquiry: each recent inquiry is answered, new debt with its creditor and amount', async ({ page }) => {
  await toLiens(page, '3 Inquiry Court');
  await expect(page.getByRole('heading', { name: 'Recent credit inquiries' })).toBeVisible();
  const liens = page.getByRole('radiogroup', { name: /lien correct\?/ });
  for (let i = 0; i < (await liens.count()); i++)
    await liens.nth(i).getByRole('radio', { name: 'This is correct' }).check();
  const inquiries = page.getByRole('radiogroup', { name: /did this open a new loan or card\?/ });
  await inquiries.first().getByRole('radio', { name: 'Yes' }).check();
  await page
    .getByRole('textbox', { name: 'Who is the creditor, and how much did you borrow?' })
    .fill('A store card, $2,000 limit');
  for (let i = 1; i < (await inquiries.count()); i++) await inquiries.nth(i).getByRole('radio', { name: 'No' }).check();
  await expectAccessible(page, 'liens (inquiries)');
  await page.getByRole('checkbox', { name: /I confirm that the information above/ }).check();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).not.toHaveURL(/\/liens$/, { timeout: 60_000 });
});

test('income ending 111: the verified income is lower, and product/select says why the offers changed', async ({
  page,
}) => {
  await atIncomeReview(page, { income: '91111' });
  await expect(page.getByRole('heading', { name: 'Verify your income' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Link your payroll account' }).click();
  await page.getByRole('button', { name: 'Continue to Truv' }).click();
  await throughProvider(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your revised offer' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByRole('heading', { name: 'Your offer changed because your verified income is lower' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your offer before and after' }).getByRole('rowheader', { name: 'Annual income' }),
  ).toBeVisible();
  // The counteroffer notice (Reg B form C-4, decision 054), with its ECOA notice, before the choice.
  const notice = page.getByRole('region', { name: 'Notice of action taken on your request' });
  await expect(notice.getByRole('heading', { name: 'Notice of action taken on your request' })).toBeVisible();
  await expect(
    notice.getByText(/^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating/),
  ).toBeVisible();
  await expectAccessible(page, 'product/select (revised)');
  await shoot(page, 'product-select-revised');
  await page.getByRole('button', { name: 'Continue with this offer' }).click();
  await expect(page).not.toHaveURL(/\/product\/select$/, { timeout: 60_000 });
});

// The title hold (bpo/hold) watches the status (HOLD_WATCH_MS), so the borrower waiting on it is moved on.
// The page's clock runs ahead one watch at a time: the app's own watch fires, each read a real
// request to the real server, instead of 20 real seconds on the hold.
test('Revalue: after final title the offer is chosen again, with why it changed against the one chosen before', async ({
  page,
}) => {
  await page.clock.install();
  await throughBankConfirm(page, '5 Revalue Street');
  await runClockUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: 'Choose your final offer' }),
    HOLD_WATCH_MS,
  );
  await expect(
    page.getByRole('heading', { name: 'Your offer changed because of your home’s final value' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your offer before and after' }).getByRole('rowheader', { name: 'Home value' }),
  ).toBeVisible();
  await expectAccessible(page, 'product/select (final)', {
    knownShift: 'the offer panel leaves the sidebar until the offer is chosen again (shared-surfaces §2)',
  });
  await shoot(page, 'product-select-final');
  await page.getByRole('button', { name: 'Continue with this offer' }).click();
  await expect(page).not.toHaveURL(/\/product\/select$/, { timeout: 60_000 });
});
