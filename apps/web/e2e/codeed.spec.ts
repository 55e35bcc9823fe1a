/**
 * The co-deed branch: a borrower whose home has another owner ("Codeed" street) accepts the final
 * offer and signs the documents on signing/sign (the helpers signing.spec.ts uses), lands on
 * signing/additional and invites the other owner; in a second browser the signer opens the invitation
 * from their mailbox (the sandbox outbox), creates a password, verifies their identity, reads their
 * documents and signs; the borrower's page shows each stage ("ID uploaded", "Signed") without a
 * reload and the application moves on to the notary. In Texas the signer then books their own notary
 * visit at an office, by keyboard, and the borrower sees it (decision 089, amendment 4).
 */
import {
  closingOffices,
  formatNotaryTime,
  officeSigningAddress,
  SIGNER_DOCUMENT_KINDS,
  signerDocumentPdfPath,
  SIGNERS_POLL_MS,
  visitPlace,
} from '@heloc/core';
import { expect, test } from '@playwright/test';
import {
  acceptFinalOffer,
  bearer,
  expectAccessible,
  outboxLink,
  ownerSetsState,
  registerAtClosing,
  registerByApi,
  shoot,
  signDocuments,
  tabTo,
  uniqueEmail,
  verifyAndRead,
} from './support';

test('a co-owner invited from signing/additional signs in another browser; the borrower moves on to the notary', async ({
  page,
  browser,
}) => {
  // Two browsers and two people's whole signing: more than the default three minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  // The borrower's page keeps its own clock, run ahead at the end (below); the signer's does not.
  await page.clock.install();
  // The screens before the final offer are other specs'; from it on, the borrower signs through the
  // UI: the offer accepted on signing/intro, each document opened and signed on signing/sign.
  await registerAtClosing(page, 'FINAL_OFFER', '8 Codeed Lane');
  await acceptFinalOffer(page);
  await signDocuments(page, 'Ann Lee');

  // Another owner is on the title: the journey's own routing leads to signing/additional.
  await expect(page).toHaveURL(/\/signing\/additional$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyone on the title signs' })).toBeVisible();
  await expect(page.getByText('Someone still needs to sign')).toBeVisible();
  await expectAccessible(page, 'signing/additional, nobody invited');

  const email = uniqueEmail();
  const invite = page.getByRole('region', { name: 'Invite a person on the title' });
  await invite.getByLabel('First name').fill('Sam');
  await invite.getByLabel('Last name').fill('Lee');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We sent an invitation to ${email}.`)).toBeVisible();
  const card = page.getByRole('region', { name: 'Sam Lee' });
  await expect(card.getByText('Waiting for signature')).toBeVisible();
  await expect(card.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByText('0 of 1 signed')).toBeVisible();
  await expectAccessible(page, 'signing/additional, one invited');

  // The other owner, in a browser of their own, from the invitation in their mailbox.
  const signerContext = await browser.newContext();
  const signer = await signerContext.newPage();
  await signer.goto(await outboxLink(page.request, email, 'signer-invitation'));
  await expect(signer.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await signer.locator('input[type="password"]').fill('another long password');
  await signer.getByRole('button', { name: 'Create account' }).click();
  await expect(signer.getByRole('heading', { name: 'Applications you co-sign' })).toBeVisible();
  // Account created: the borrower's page shows it without a reload.
  await expect(card.getByRole('listitem').filter({ hasText: 'Account created' })).not.toContainText('Not yet');
  await signer.getByRole('button', { name: 'Sign as additional signer' }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/intro\?application=/);
  await expect(signer.getByRole('heading', { level: 1, name: 'Ann Lee has asked you to sign' })).toBeVisible();
  await expect(signer.getByText('12 Oak Street').or(signer.getByText(/8 Codeed Lane/))).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/intro');
  await shoot(signer, 'heloc-signer-intro');
  await signer.getByRole('link', { name: 'Continue to sign' }).click();
  // Their own ID first (the same capture as the borrower's), then their own copy of the documents.
  await verifyAndRead(signer);
  // The borrower's page follows each stage without a reload.
  await expect(card.getByRole('listitem').filter({ hasText: 'ID uploaded' })).not.toContainText('Not yet');
  await signer.getByRole('link', { name: 'Continue to sign' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Sign the deed of trust' })).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/sign');
  await signer.getByRole('button', { name: 'Sign' }).click();
  await expect(signer.getByText('You must agree to sign electronically to continue')).toBeVisible();
  await signer.getByRole('checkbox').check();
  // The signer adopts a signature with the same pad as the borrower (typed here, the keyboard path).
  await expect(signer.getByRole('radio', { name: 'Type my name' })).toBeChecked();
  await signer.getByRole('textbox', { name: /^Your full name/ }).fill('Sam Lee');
  await expect(signer.getByRole('img', { name: 'Your signature: Sam Lee, in a script face' })).toBeVisible();
  await shoot(signer, 'heloc-signer-sign-typed');
  await signer.getByRole('button', { name: 'Sign' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'You’re done' })).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/sign, done');
  await signerContext.close();

  // Back in the borrower's browser: the journey's own routing goes on to the notary, which it does only
  // once every signer has signed. ("1 of 1 signed" shows on the way, but a busy machine may route on
  // before this page has painted it, so the count is not waited for.) The page reads the signers,
  // then the status one SIGNERS_POLL_MS after "Signed" (signersStatusWatchMs): its clock runs ahead
  // one read at a time, each a real request to the real server, instead of two real intervals.
  await expect(async () => {
    await page.clock.fastForward(SIGNERS_POLL_MS);
    await expect(page).toHaveURL(/\/notary\/intro$/, { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [100] });
});

test('the borrower cannot open the signer’s signing page; a corrected invitation’s old link no longer works', async ({
  page,
  browser,
}) => {
  const { uuid, jwt } = await registerByApi(page, { street1: '9 Codeed Way' }, { open: false });
  await ownerSetsState(page, uuid, jwt, { state: 'CO_DEED_REQ' });
  await page.goto(`/account/heloc/${uuid}/signing/additional`);
  const wrong = uniqueEmail();
  const right = uniqueEmail();
  const invite = page.getByRole('region', { name: 'Invite a person on the title' });
  await invite.getByLabel('First name').fill('Jo');
  await invite.getByLabel('Last name').fill('Doe');
  await invite.getByLabel('Email').fill(wrong);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const oldLink = await outboxLink(page.request, wrong, 'signer-invitation');
  const card = page.getByRole('region', { name: 'Jo Doe' });
  await card.getByRole('button', { name: 'Correct name or email of Jo Doe' }).click();
  await card.getByLabel('Email').fill(right);
  await card.getByRole('button', { name: 'Save and send a new invitation' }).click();
  await expect(card.getByText(`We sent a new invitation to ${right}. The earlier link no longer works.`)).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await other.goto(oldLink);
  await other.locator('input[type="password"]').fill('another long password');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByRole('alert')).toContainText('This invitation is not valid for that email.');

  // The borrower, signed in, on the signer's page: a refusal, not a way to sign for someone else.
  await page.goto('/account/heloc/heloc-signer/sign');
  await expect(page.getByRole('heading', { name: 'This page is for additional signers' })).toBeVisible();
  await expectAccessible(page, 'heloc-signer/sign refused');
});

/** A text to find whatever space the browser's ICU puts before AM/PM (a narrow no-break space or a plain one). */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`));

test('Texas: the co-signer books their own notary visit at an office, by keyboard; the borrower sees who and when', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { uuid, jwt } = await registerByApi(
    page,
    { street1: '8 Codeed Lane', city: 'Austin', state: 'TX', zip: '78701' },
    { open: false },
  );
  // The borrower's signing and the invitation are the first test's: here the owner jumps to the co-deed
  // step and invites through the API, as signing/additional would.
  await ownerSetsState(page, uuid, jwt, { state: 'CO_DEED_REQ' });
  const email = uniqueEmail();
  const invited = await page.request.post(`/service-application/api/v1/application/heloc/${uuid}/signers`, {
    headers: bearer(jwt),
    data: { email, firstName: 'Sam', lastName: 'Lee' },
  });
  expect(invited.status()).toBe(201);

  const signerContext = await browser.newContext();
  const signer = await signerContext.newPage();
  await signer.goto(await outboxLink(page.request, email, 'signer-invitation'));
  await signer.locator('input[type="password"]').fill('another long password');
  await signer.getByRole('button', { name: 'Create account' }).click();
  await expect(signer.getByRole('heading', { name: 'Applications you co-sign' })).toBeVisible();
  // Their documents opened as heloc-signer/documents opens them (walked in the first test), then the
  // signature by keyboard: the consent, the typed name, Sign.
  const signerJwt = await signer.evaluate(() => localStorage.getItem('jwt'));
  for (const kind of SIGNER_DOCUMENT_KINDS)
    expect((await signer.request.get(signerDocumentPdfPath(uuid, kind), { headers: bearer(signerJwt) })).status()).toBe(
      200,
    );
  await signer.goto(`/account/heloc/heloc-signer/sign?application=${uuid}`);
  await expect(signer.getByRole('heading', { level: 1, name: 'Sign the deed of trust' })).toBeVisible();
  await tabTo(signer, signer.getByRole('checkbox'));
  await signer.keyboard.press('Space');
  await tabTo(signer, signer.getByRole('textbox', { name: /^Your full name/ }));
  await signer.keyboard.type('Sam Lee');
  await tabTo(signer, signer.getByRole('button', { name: 'Sign', exact: true }));
  await signer.keyboard.press('Enter');
  await expect(signer.getByRole('heading', { level: 1, name: 'You’re done' })).toBeVisible();

  // Texas: "You're done" offers the signer's own visit.
  await tabTo(signer, signer.getByRole('link', { name: 'Book your notary visit' }));
  await signer.keyboard.press('Enter');
  await expect(signer).toHaveURL(/\/heloc-signer\/notary\?application=/);
  await expect(signer.getByRole('heading', { level: 1, name: 'Book your notary visit' })).toBeVisible();
  await expect(signer.getByText(/Tex\. Const\. art\. XVI §50\(a\)\(6\)\(N\)/)).toBeVisible();
  // Never the home: only offices, and another office typed in.
  const where = signer.getByRole('radiogroup', { name: /Where will you sign\?/ });
  await expect(where.getByRole('radio')).toHaveCount(closingOffices('TX', 'Austin').length + 1);
  await expect(signer.getByRole('radio', { name: /8 Codeed Lane/ })).toHaveCount(0);
  await expectAccessible(signer, 'heloc-signer/notary');
  await shoot(signer, 'heloc-signer-notary');

  const [office] = closingOffices('TX', 'Austin');
  if (!office) throw new Error('The sandbox lists no Austin office');
  await tabTo(signer, signer.getByRole('radio', { name: office.name }));
  await signer.keyboard.press('Space');
  await expect(signer.getByRole('radio', { name: office.name })).toBeChecked();
  // The first free slot: a radio group with none chosen takes Tab on its first radio.
  const times = signer.getByRole('radiogroup', { name: /^Free times/ });
  const first = times.getByRole('radio').first();
  const slot = (await first.getAttribute('value')) ?? '';
  await tabTo(signer, first);
  await signer.keyboard.press('Space');
  await expect(first).toBeChecked();
  await tabTo(signer, signer.getByRole('button', { name: 'Book this time' }));
  await signer.keyboard.press('Enter');
  const when = formatNotaryTime(slot, 'America/Chicago');
  await expect(signer.getByRole('status').filter({ hasText: 'Your visit is booked' })).toContainText(loosely(when));
  const visit = signer.getByRole('region', { name: 'Your visit' });
  await expect(visit).toContainText(loosely(when));
  await expect(visit).toContainText(office.name);
  await expectAccessible(signer, 'heloc-signer/notary, booked');
  await shoot(signer, 'heloc-signer-notary-booked');
  await signerContext.close();

  // The borrower, whose application moved on to the notary once the one signer signed: notary/intro
  // and the timeline beside it say who booked, when and where.
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(/\/notary\/intro$/);
  const place = visitPlace(officeSigningAddress(office));
  await expect(page.getByRole('region', { name: 'Your co-signer’s notary visit' })).toContainText(
    loosely(`Sam Lee: ${when}, at ${place}`),
  );
  const timeline = page.getByRole('region', { name: 'What happens next' });
  const item = timeline.getByRole('listitem').filter({ hasText: 'Sam Lee signs the deed before a notary' });
  await expect(item).toContainText('Your co-signer');
  await expect(item).toContainText(loosely(`Booked for ${when}`));
  await expectAccessible(page, 'notary/intro with the co-signer’s visit');
});
