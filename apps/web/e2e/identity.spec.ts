/**
 * identity, in Chromium against the real server: a borrower photographs a driver's licence front
 * and back by keyboard alone and moves on; and "continue on your phone" — a second browser opens
 * the code's link, lands signed in on this step, uploads, and the computer moves on by itself; the
 * same link opened again is refused with the message and a way to sign in.
 */
import { expect, test, type Page } from '@playwright/test';
import { bearer, cardPng, chooseFiles, expectAccessible, PDF, registerByApi } from './support';

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Registers and jumps the new application to IDENTITY_VERIFICATION (the lead's walk covers the steps before). */
async function borrowerAtIdentity(page: Page) {
  const { uuid, jwt } = await registerByApi(page, {}, { open: false });
  const jumped = await page.request.put(`/sandbox/applications/${uuid}/state`, {
    headers: bearer(jwt),
    data: { state: 'IDENTITY_VERIFICATION' },
  });
  expect(jumped.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}/identity`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  return uuid;
}

/** Presses a button found by name with the keyboard alone: Tab until it has focus, then Enter. */
async function tabTo(page: Page, name: string | RegExp, role: 'button' | 'radio' = 'button') {
  const target = page.getByRole(role, { name });
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}
async function chooseByKeyboard(
  page: Page,
  buttonName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await tabTo(page, buttonName);
  await chooseFiles(page, () => page.keyboard.press('Enter'), file);
}

test('a borrower photographs a driver’s licence, front and back, by keyboard alone, and moves on', async ({ page }) => {
  const uuid = await borrowerAtIdentity(page);
  await shot(page, 'identity-desktop-1280');
  await expectAccessible(page, 'identity');
  // The kinds are radios: Tab reaches the first, Space chooses it.
  await tabTo(page, "US Driver's License", 'radio');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: "US Driver's License" })).toBeChecked();
  // A wrong file is refused at once, with its message, before anything is sent.
  await chooseByKeyboard(page, 'Choose a file for the front', {
    name: 'front.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  await expect(page.getByRole('region', { name: /^Front of your/ }).getByRole('alert')).toHaveText(
    'front.pdf is not a PDF, JPG or PNG file.',
  );
  await shot(page, 'identity-wrong-file-desktop-1280');
  await chooseByKeyboard(page, 'Choose a file for the front', {
    name: 'front.png',
    mimeType: 'image/png',
    buffer: cardPng(),
  });
  const preview = page.getByRole('img', { name: "Preview of the front of your US Driver's License" });
  await expect(preview).toBeVisible();
  // Loaded, not just its alt text: the page's CSP must let the object URL through.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await chooseByKeyboard(page, 'Choose a file for the back', {
    name: 'back.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText(/^back\.pdf \(/)).toBeVisible();
  await shot(page, 'identity-previews-desktop-1280');
  await expectAccessible(page, 'identity with previews');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  // WAITING_FOR_ID_VERIFICATION resolves to DISBURSEMENT_ACCOUNT: the next screen is bank/disburse.
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bank/disburse$`), { timeout: 60_000 });
  const docs = await page.request.get(`/service-application/api/v1/application/heloc/${uuid}/documents`, {
    headers: bearer(await page.evaluate(() => localStorage.getItem('jwt'))),
  });
  expect(((await docs.json()) as { type: string }[]).map((d) => d.type).sort()).toEqual([
    'DRIVERSLICENSEBACK',
    'DRIVERSLICENSEFRONT',
  ]);
});

test('continue on your phone: the code signs the phone in on this step once, and the computer moves on when the phone uploads', async ({
  page,
  browser,
}) => {
  const uuid = await borrowerAtIdentity(page);
  const made = page.waitForResponse(
    (r) => r.url().endsWith('/identity/secure/api/v1/handoff') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Show a code for my phone' }).click();
  const { token } = (await (await made).json()) as { token: string };
  const panel = page.getByRole('region', { name: 'Continue on your phone' });
  await expect(panel.getByRole('img', { name: 'Code that opens this step on your phone' })).toBeVisible();
  await expect(panel.getByText(/^The code works once, until /)).toBeVisible();
  await shot(page, 'identity-handoff-desktop-1280');
  await expectAccessible(page, 'identity with the phone code');
  // What the QR code carries: the token in the fragment, never in a query.
  const link = `/auth/handoff#t=${token}`;

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  const seen: string[] = [];
  phone.on('request', (r) => seen.push(r.url()));
  await phone.goto(link);
  await expect(phone).toHaveURL(new RegExp(`/account/heloc/${uuid}/identity$`));
  await expect(phone.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  expect(seen.filter((u) => u.includes(token))).toEqual([]);
  // A session of its own: the phone's token is not the computer's.
  expect(await phone.evaluate(() => localStorage.getItem('jwt'))).not.toBe(
    await page.evaluate(() => localStorage.getItem('jwt')),
  );
  await shot(phone, 'identity-phone-390');
  await expectAccessible(phone, 'identity on the phone');
  await phone.getByRole('radio', { name: 'US Passport' }).check();
  await chooseFiles(phone, () => phone.getByRole('button', { name: 'Take a photo of the front' }).click(), {
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: cardPng(),
  });
  await expect(phone.getByRole('img', { name: 'Preview of the front of your US Passport' })).toBeVisible();
  await expect
    .poll(() =>
      phone
        .getByRole('img', { name: 'Preview of the front of your US Passport' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(320);
  await shot(phone, 'identity-phone-preview-390');
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL(new RegExp(`/bank/disburse$`), { timeout: 60_000 });
  // The computer re-reads the status while the code shows and follows by itself.
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bank/disburse$`), { timeout: 60_000 });

  // The same link again: refused, with the message and plain sign-in.
  const again = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This link has expired or has already been used.');
  await expect(again.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/auth/login');
  expect(again.url()).not.toContain(token);
  await shot(again, 'handoff-used-390');
  await expectAccessible(again, 'auth/handoff used');
  await again.setViewportSize({ width: 1280, height: 900 });
  await shot(again, 'handoff-used-desktop-1280');
});
