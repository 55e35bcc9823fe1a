/**
 * The bank accounts by keyboard alone: a borrower at DISBURSEMENT_ACCOUNT types the account in,
 * chooses autopay from the same account, accepts the ACH authorization, confirms, and moves on.
 * Axe on every bank screen; screenshots at desktop and phone widths when SHOTS_DIR is set.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, expectAccessible, registerByApi, shoot } from './support';

/** Presses Tab until `target` has focus, as a keyboard user would (never a click). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Never reached by Tab');
}

test('bank accounts by keyboard: typed in, autopay from the same account with the ACH authorization, confirmed', async ({
  page,
  request,
}) => {
  const { uuid, jwt } = await registerByApi(page, {}, { open: false });
  // The screens before the bank's are other engineers'; the sandbox puts the application here.
  const jumped = await request.put(`/sandbox/applications/${uuid}/state`, {
    headers: bearer(jwt),
    data: { state: 'DISBURSEMENT_ACCOUNT' },
  });
  expect(jumped.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your draw?' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/disburse$/);
  await expectAccessible(page, 'bank/disburse');
  await shoot(page, 'bank-disburse');
  await tabTo(page, page.getByRole('link', { name: 'Enter account details' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Enter your account details' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/manual-disburse$/);
  await expectAccessible(page, 'bank/manual-disburse');
  // A mistyped second entry is caught before anything is sent.
  await tabTo(page, page.getByRole('textbox', { name: /^Routing number/ }));
  await page.keyboard.type('021000021');
  await page.keyboard.press('Tab');
  await tabTo(page, page.getByRole('textbox', { name: /^Account number(?! again)/ }));
  await page.keyboard.type('000987654321');
  await tabTo(page, page.getByRole('textbox', { name: /^Account number again/ }));
  await page.keyboard.type('000987654320');
  await page.keyboard.press('Tab');
  await expect(page.getByText('The account numbers do not match')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Account number again/ }));
  // Tabbing into a field selects its text: End, then correct the last digit.
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await tabTo(page, page.getByRole('radio', { name: 'Checking' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Checking' })).toBeChecked();
  await shoot(page, 'bank-manual-disburse');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to pay?' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await expect(
    page.getByRole('radio', { name: 'The account your draw is paid into (Account ending 4321)' }),
  ).toBeChecked();
  await expect(page.getByRole('region', { name: 'Authorization for automatic payments' })).toContainText(
    'debit the account ending 4321 each month on the payment due date',
  );
  await expectAccessible(page, 'bank/autopay');
  await shoot(page, 'bank-autopay');
  await tabTo(page, page.getByRole('checkbox', { name: 'I authorize these automatic payments from this account' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Issue 25, item 4: VERIFIED_AUTOPAY_ACCOUNT is bank/autopay (§4.1), showing the verified choice; it leads on to bank/confirm.
  await expect(page.getByRole('heading', { level: 1, name: 'Your payments are set up' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await expect(page.getByRole('region', { name: 'How you pay' })).toContainText('Autopay from account ending 4321');
  await expect(page.getByRole('region', { name: 'How you pay' })).toContainText('Authorized on');
  await expectAccessible(page, 'bank/autopay, verified');
  await shoot(page, 'bank-autopay-verified');
  // Reloaded, the journey root decides bank/autopay again (it used to send the borrower to bank/confirm).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your payments are set up' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await tabTo(page, page.getByRole('link', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your accounts' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await expect(page.getByRole('region', { name: 'Your draw is paid into' })).toContainText('Account ending 4321');
  await expect(page.getByRole('region', { name: 'Your payments' })).toContainText('Autopay from account ending 4321');
  // Only the last four digits are ever shown back.
  await expect(page.locator('body')).not.toContainText('000987654321');
  await expectAccessible(page, 'bank/confirm');
  await shoot(page, 'bank-confirm');
  // Nothing typed was kept in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('000987654321');
  await tabTo(page, page.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');

  // FINAL_TITLE_PULL is next: the journey leaves the bank screens.
  await expect(page).not.toHaveURL(/\/bank\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('autopay typed in for another account, and the screens at phone width', async ({ page, request }) => {
  const { uuid, jwt } = await registerByApi(page, {}, { open: false });
  const jumped = await request.put(`/sandbox/applications/${uuid}/state`, {
    headers: bearer(jwt),
    data: { state: 'DISBURSEMENT_ACCOUNT' },
  });
  expect(jumped.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}/bank/manual-disburse`);
  await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
  await page.getByRole('textbox', { name: /^Account number(?! again)/ }).fill('000987654321');
  await page.getByRole('textbox', { name: /^Account number again/ }).fill('000987654321');
  await page.getByRole('radio', { name: 'Checking' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to pay?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Another account' }).check();
  await page.getByRole('link', { name: 'Enter account details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the account for autopay' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/autopay-manual$/);
  await expectAccessible(page, 'bank/autopay-manual');
  await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
  await page.getByRole('textbox', { name: /^Account number(?! again)/ }).fill('55554444');
  await page.getByRole('textbox', { name: /^Account number again/ }).fill('55554444');
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByRole('checkbox', { name: 'I authorize these automatic payments from this account' }).check();
  await shoot(page, 'bank-autopay-manual');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your payments are set up' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your accounts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your payments' })).toContainText('Autopay from account ending 4444');
  // Edit the payments: back to bank/autopay, choose to pay by hand, and the confirmation says so.
  await page.getByRole('link', { name: 'Edit how you pay' }).click();
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await page.getByRole('radio', { name: 'I will pay each month myself' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'How you pay' })).toContainText('You pay each month yourself');
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await expect(page.getByRole('region', { name: 'Your payments' })).toContainText('You pay each month yourself');
});
