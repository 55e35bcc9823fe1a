/**
 * Issue 14, the feedback part, in Chromium against the real stack: a borrower sends feedback to the
 * CEO from the profile menu and the operator — in a browser context of their own — sees it on
 * operator/feedback; a pipeline moment (offers ready) notifies the borrower, whose CTA opens the
 * right screen inside the app and marks the notification read. axe on the modal and both pages.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, registerByApi, shoot } from './support';

test('a borrower sends CEO feedback; the operator sees it', async ({ page, browser }) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Share your feedback with the CEO' }).click();
  const modal = page.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Required').first()).toBeVisible();
  await expectAccessible(page, 'CEO feedback with errors');
  await modal.getByRole('radio', { name: 'Improve our product' }).check();
  const message = `Let me save my progress on the phone (${Date.now()}).`;
  await modal.getByRole('textbox', { name: /Message/ }).fill(message);
  await modal.getByRole('radio', { name: 'No' }).check();
  await expectAccessible(page, 'CEO feedback filled in');
  await shoot(page, 'ceo-feedback-modal');
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByRole('status')).toHaveText('Thank you. Your feedback is on its way to our CEO.');
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();

  // The operator, in a browser of their own (no borrower signed in there).
  const operator = await browser.newContext();
  const op = await operator.newPage();
  await op.goto('/operator/feedback');
  await op.getByLabel('Operator token').fill('not the token');
  await op.getByRole('button', { name: 'Show feedback' }).click();
  await expect(op.getByRole('alert')).toContainText('operator token');
  await op.getByLabel('Operator token').fill(process.env.E2E_OPERATOR_TOKEN ?? '');
  await op.getByRole('button', { name: 'Show feedback' }).click();
  const row = op.getByRole('row').filter({ hasText: message });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Improve our product' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  await expectAccessible(op, 'operator feedback');
  await shoot(op, 'operator-feedback');
  await operator.close();
});

test('offers ready: a notification whose CTA opens product/select in the app and is then read', async ({ page }) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  expect(uuid).toBeTruthy();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 60_000 });

  // Elsewhere in the site, the borrower hears of it.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Your offers are ready')).toBeVisible();
  await expectAccessible(page, 'notifications with a moment');
  await shoot(page, 'notifications');
  await list.getByRole('link', { name: 'View offers' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
