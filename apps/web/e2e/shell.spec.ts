import { expect, test } from '@playwright/test';
import { bearer, expectAccessible, expectClearOfChatButton, registerByApi } from './support';

test('signed-in shell: notifications (unread first, relative times), the wallet card, apps menu', async ({
  page,
  request,
}) => {
  await registerByApi(page);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const me = await (
    await request.get('/identity-broker/customer/secure/api/v3/self/figureinfo', {
      headers: { authorization: `Bearer ${jwt}` },
    })
  ).json();
  // The borrower's own inbox: their token is enough (another user's needs the operator token).
  const sent = await request.post(`/sandbox/users/${me.identityUuid}/notifications`, {
    headers: bearer(jwt),
    data: {
      title: 'Your offers are ready',
      description: 'Pick the one that suits you.',
      ctas: [{ title: 'See offers', redirectPath: '/dashboard' }],
    },
  });
  expect(sent.status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByText('Your offers are ready')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(/now|\dm/);
  await expectAccessible(page, 'notifications open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const address = me.wallet.accountAddress as string;
  const copy = page.getByRole('button', { name: /copy wallet address/ });
  await expect(copy).toHaveText(`${address.slice(0, 6)}...${address.slice(-5)}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  // The tooltip shows it; the live region says it (and clears after 300 ms).
  await expect(page.getByRole('tooltip', { name: 'Wallet Address Copied!' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account links' }).getByRole('link', { name: 'Support' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account links' }).getByRole('link', { name: 'Switch Accounts' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account links' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
  await expectAccessible(page, 'profile menu open');
});

test('visitors see a Login button and no notifications', async ({ page }) => {
  await page.goto('/account/heloc/register');
  await page.evaluate(() => localStorage.removeItem('jwt'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Notifications/ })).toHaveCount(0);
});

test('at 390 px the floating chat button hides no focused control, and the page scrolls clear of it (WCAG 2.2 SC 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/heloc/register');
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await expectClearOfChatButton(page, 'register at 390 px');
});
