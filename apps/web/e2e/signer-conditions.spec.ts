/**
 * The additional signer's conditions (shared-surfaces §4), behind the flag
 * fe-heloc-additional-signer-conditions: with it on, the signer hears of a condition opened for them
 * on heloc-signer/intro and clears it (documents, then an ID); with it off they see none and the
 * browser never asks for them. The flag is site-wide, so this spec is a project of its own
 * (`signer-flag`, playwright.config.ts): it runs alone, after the site-wide one, and puts the flag back to the sandbox's default (on).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  bearer,
  choosePassport,
  expectAccessible,
  operatorHeaders,
  outboxLink,
  ownerSetsState,
  PDF,
  registerByApi,
  shoot,
  uniqueEmail,
} from './support';

const APP = '/service-application/api/v1/application/heloc';
const FLAG = '/sandbox/flags/fe-heloc-additional-signer-conditions';

async function setFlag(page: Page, flagEnabled: boolean) {
  const r = await page.request.put(FLAG, { headers: operatorHeaders(), data: { flagEnabled } });
  expect(r.status()).toBe(204);
}

test.afterAll(async ({ request }) => {
  // The sandbox's default (apps/api/config/flags.json): on.
  await request.put(FLAG, { headers: operatorHeaders(), data: { flagEnabled: true } });
});

test('a signer clears the conditions opened for them with the flag on, and sees none with it off', async ({
  page,
  browser,
}) => {
  const { uuid, jwt } = await registerByApi(page, {}, { open: false });
  await ownerSetsState(page, uuid, jwt, { state: 'CO_DEED_REQ' });
  const email = uniqueEmail();
  expect(
    (
      await page.request.post(`${APP}/${uuid}/signers`, {
        headers: bearer(jwt),
        data: { email, firstName: 'Sam', lastName: 'Lee' },
      })
    ).status(),
  ).toBe(201);

  const context = await browser.newContext();
  const signer = await context.newPage();
  await signer.goto(await outboxLink(page.request, email, 'signer-invitation'));
  await signer.locator('input[type="password"]').fill('another long password');
  await signer.getByRole('button', { name: 'Create account' }).click();
  await expect(signer.getByRole('heading', { name: 'Applications you co-sign' })).toBeVisible();
  const signerJwt = await signer.evaluate(() => localStorage.getItem('jwt'));
  const me = await (
    await signer.request.get('/identity-broker/customer/secure/api/v3/self/figureinfo', { headers: bearer(signerJwt) })
  ).json();

  // The lender asks the signer (not the borrower) for a document and a new ID.
  for (const data of [
    { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Upload a copy of your recorded deed.' },
    { categoryEnum: 'ID_VERIFICATION_FAILURE', commentsToBorrower: 'We could not verify your identity from your ID.' },
  ]) {
    const r = await page.request.post(`/sandbox/applications/${uuid}/conditions`, {
      headers: operatorHeaders(),
      data: { ...data, forUserUuid: me.identityUuid },
    });
    expect(r.status(), await r.text()).toBe(201);
  }

  await setFlag(page, true);
  await signer.goto(`/account/heloc/heloc-signer/intro?application=${uuid}`);
  await expect(signer.getByText('We need 2 more things from you.')).toBeVisible();
  await shoot(signer, 'heloc-signer-intro-conditions');
  await signer.getByRole('link', { name: 'View conditions' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Your conditions' })).toBeVisible();
  const items = signer.getByRole('list', { name: 'Conditions' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expectAccessible(signer, 'heloc-signer/conditions');
  await shoot(signer, 'heloc-signer-conditions');

  // The document: heloc-signer/conditions/upload-document.
  const deed = items.filter({ hasText: 'recorded deed' });
  await deed.getByRole('link', { name: 'Clear this condition' }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/conditions\/upload-document\?/);
  await signer
    .locator('input[type="file"][name="file"]')
    .setInputFiles([{ name: 'deed.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(signer.getByText('deed.pdf', { exact: false })).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/conditions/upload-document');
  await shoot(signer, 'heloc-signer-conditions-upload-document');
  await signer.getByRole('button', { name: /^Upload Document/ }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Your conditions' })).toBeVisible();
  await expect(items.filter({ hasText: 'recorded deed' }).getByText('Submitted, in review')).toBeVisible();

  // The ID: heloc-signer/conditions/identity, the shared capture.
  await items.filter({ hasText: 'verify your identity' }).getByRole('link', { name: 'Clear this condition' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Verify your identity again' })).toBeVisible();
  await choosePassport(signer);
  await expectAccessible(signer, 'heloc-signer/conditions/identity');
  await shoot(signer, 'heloc-signer-conditions-identity');
  await signer.getByRole('button', { name: 'Send my ID' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Your conditions' })).toBeVisible();
  await expect(signer.getByText('Action needed')).toHaveCount(0);
  // The borrower sees none of the signer's conditions on their own dashboard.
  await page.goto(`/account/heloc/${uuid}/conditions`);
  await expect(page.getByText('You have no conditions.', { exact: false })).toBeVisible();

  // Flag off: the signer sees none, and the browser does not even ask.
  await setFlag(page, false);
  const asked: string[] = [];
  signer.on('request', (r) => {
    if (r.url().includes('/conditions/external-applicants')) asked.push(r.url());
  });
  await signer.goto(`/account/heloc/heloc-signer/intro?application=${uuid}`);
  await expect(signer.getByRole('heading', { level: 1, name: /has asked you to sign$/ })).toBeVisible();
  await expect(signer.getByRole('link', { name: 'View conditions' })).toHaveCount(0);
  await signer.goto(`/account/heloc/heloc-signer/conditions?application=${uuid}`);
  await expect(signer.getByText('You have no conditions to clear.')).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/conditions, flag off');
  expect(asked).toEqual([]);
  await context.close();
});
