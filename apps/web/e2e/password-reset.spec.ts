import { expect, test } from '@playwright/test';
import { expectAccessible, outboxLink, register } from './support';

test('a borrower who forgot the password gets a link, chooses a new one and signs in with it', async ({ page, request }) => {
  const { email } = await register(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const oldToken = await page.evaluate(() => localStorage.getItem('jwt'));
  await page.evaluate(() => localStorage.removeItem('jwt'));

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If that email has an account');

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
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The session from before the reset has ended on the server.
  const stale = await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: `Bearer ${oldToken}` } });
  expect(stale.status()).toBe(401);
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
