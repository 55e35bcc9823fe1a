import { expect, test } from '@playwright/test';
import { bearer, expectAccessible, outboxLink, registerByApi, shoot, uniqueEmail, verifyAndRead } from './support';

const APP = '/service-application/api/v1/application/heloc';

test('an invited additional signer creates a password, sees the application, verifies their ID, reads and signs', async ({
  page,
  request,
  browser,
}) => {
  const { uuid, jwt } = await registerByApi(page, {}, { open: false });
  // The borrower's side of signing comes in a later screen; the sandbox puts the application there.
  const jumped = await request.put(`/sandbox/applications/${uuid}/state`, {
    headers: bearer(jwt),
    data: { state: 'CO_DEED_REQ' },
  });
  expect(jumped.status()).toBe(200);
  const email = uniqueEmail();
  const invite = await request.post(`${APP}/${uuid}/signers`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { email, firstName: 'Sam', lastName: 'Lee' },
  });
  expect(invite.status()).toBe(201);
  // The inviter gets no token: the invitation goes to the signer's mailbox (the sandbox outbox).
  expect(JSON.stringify(await invite.json())).not.toMatch(/invite=|token/i);
  const link = await outboxLink(request, email, 'signer-invitation');

  const signer = await (await browser.newContext()).newPage();
  await signer.goto(link);
  await expect(signer.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await expect(signer.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(signer, 'signer invite');
  await signer.locator('input[type="password"]').fill('another long password');
  await signer.getByRole('button', { name: 'Create account' }).click();
  await expect(signer).toHaveURL(/\/account\/heloc\/heloc-signer\/resume$/);
  await expect(signer.getByRole('heading', { name: 'Applications you co-sign' })).toBeVisible();
  await expect(signer.getByText('Action needed')).toBeVisible();
  await expect(signer.getByText('12 Oak Street')).toBeVisible();
  await expectAccessible(signer, 'signer resume');
  // Signing takes the E-SIGN consent and a signature, drawn here (heloc-signer/intro → sign).
  await signer.getByRole('button', { name: 'Sign as additional signer' }).click();
  await signer.getByRole('link', { name: 'Continue to sign' }).click();
  await verifyAndRead(signer);
  await signer.getByRole('link', { name: 'Continue to sign' }).click();
  await signer.getByRole('checkbox').check();
  await signer.getByRole('textbox', { name: /^Your full name/ }).fill('Sam Lee');
  // A drawn signature, with the mouse on the shared pad's canvas (codeed.spec types one).
  await signer.getByText('Draw my signature').click();
  const pad = signer.getByRole('img', { name: /Signature drawing area/ });
  await expect(pad).toHaveAttribute('data-ready', 'true');
  await shoot(signer, 'heloc-signer-sign-draw');
  const box = await pad.boundingBox();
  if (!box) throw new Error('The drawing area has no box');
  await signer.mouse.move(box.x + 20, box.y + 80);
  await signer.mouse.down();
  for (let x = 30; x <= 220; x += 10) await signer.mouse.move(box.x + x, box.y + 80 + Math.sin(x / 15) * 30);
  await signer.mouse.up();
  await expect(signer.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/sign, drawn');
  // Desktop width only: a resize clears the pad (the borrower would draw again), so no phone shot here.
  if (process.env.SHOTS_DIR)
    await signer.screenshot({ path: `${process.env.SHOTS_DIR}/heloc-signer-sign-drawn-1280.png`, fullPage: true });
  await signer.getByRole('button', { name: 'Sign' }).click();
  await expect(signer.getByRole('heading', { name: 'You’re done' })).toBeVisible();
  await shoot(signer, 'heloc-signer-sign-done');
  await signer.goto('/account/heloc/heloc-signer/resume');
  await expect(signer.getByText('Every signer has signed.', { exact: false })).toBeVisible();

  // Signing in again later, without the invitation, lands on the same home.
  await signer.evaluate(() => localStorage.removeItem('jwt'));
  await signer.goto('/account/heloc/heloc-signer');
  await expect(signer).toHaveURL(/\/heloc-signer\/login$/);
  await signer.getByLabel('Email').fill(email);
  await signer.locator('input[type="password"]').fill('wrong password entirely');
  await signer.getByRole('button', { name: 'Sign in' }).click();
  await expect(signer.getByRole('alert')).toBeVisible();
  await signer.locator('input[type="password"]').fill('another long password');
  await signer.getByRole('button', { name: 'Sign in' }).click();
  await expect(signer.getByText('Signed', { exact: true })).toBeVisible();
});
