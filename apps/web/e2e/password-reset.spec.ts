import { expect, test } from '@playwright/test';
import { expectAccessible, outboxLink, registerByApi } from './support';

test('a borrower signs out (the session ends on the server), forgets the password, resets it by the mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const { email } = await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const oldToken = await page.evaluate(() => localStorage.getItem('jwt'));
  const allApps = () =>
    request.get('/service-application/api/v1/application/heloc/all', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
  expect((await allApps()).status()).toBe(200);

  // Signing out in the app ends the session on the server: a copy of the token is refused after.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect.poll(async () => (await allApps()).status()).toBe(401);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If that email has an account' })).toBeVisible();

  const link = await outboxLink(request, email, 'password-reset');
  expect(link).toMatch(/^\/auth\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'reset password');
  // Too easy to guess: the field says why, before anything is sent.
  await page.getByLabel(/^New password/).fill('password123');
  await page.getByLabel(/^Repeat the new password/).fill('password123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password is too easy to guess', { exact: false })).toBeVisible();
  await page.getByLabel(/^New password/).fill('brand new passphrase 21');
  await page.getByLabel(/^Repeat the new password/).fill('brand new passphrase 21');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  // The link worked once only.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('another fresh passphrase 5');
  await page.getByLabel(/^Repeat the new password/).fill('another fresh passphrase 5');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid any more');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type="password"]').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('input[type="password"]').fill('brand new passphrase 21');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);
});
