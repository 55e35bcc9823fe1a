/**
 * Closing, from the flood zone check to the complete screen, in Chromium against the real server:
 * - "Flood": error/flood-cert shows while the certificate is awaited and moves on by itself; at
 *   TRUST_AND_INSURANCE insurance/upload needs both policies (the flood one alone does not move the
 *   application on), then complete, whose funding date is the core's for the signing date.
 * - "Directpay": complete lists the creditors paid directly.
 * - "742 Insure Avenue": right after the notary session complete says the homeowners policy is still
 *   owed (not "You're all set") and its link uploads it (issue 25, item 9).
 * The screens before these are other engineers'; the sandbox control puts the application at each
 * step (the lead's whole-journey spec walks them). Axe on every screen; screenshots when SHOTS_DIR is set.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatLongDate, fundingDates, rescissionStartDate } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { expectAccessible, operatorHeaders, PDF, registerByApi, shoot } from './support';

/** Signed on Monday Nov 23 2026 in California, the notary session finishing later that day. */
const NOTE_SIGNED_AT = '2026-11-23T17:00:00.000Z';
const NOTARY_DONE_AT = '2026-11-23T21:30:00.000Z';

/** The figures a borrower has by the time the deed is signed (set by the operator: money is not the owner's to patch). */
const closingData = {
  term: 10,
  rate: 8.5,
  amount: 100_000,
  uwCalculatedDrawAmount: 50_000,
  originationFeePercent: 2,
  disburseAccount: {
    uuid: 'acct-1',
    mode: 'manual',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountType: 'CHECKING',
    mask: '6789',
  },
  autopayAccount: {
    uuid: 'acct-1',
    mode: 'manual',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountType: 'CHECKING',
    mask: '6789',
  },
  payType: 'AUTOPAY',
  noteSignedAt: NOTE_SIGNED_AT,
  notarySessionCompletedAt: NOTARY_DONE_AT,
};

async function registered(page: Page, street1: string) {
  const { uuid } = await registerByApi(page, { street1 }, { open: false });
  expect(uuid).toBeTruthy();
  return uuid as string;
}

async function jump(request: APIRequestContext, uuid: string, body: Record<string, unknown>) {
  const r = await request.put(`/sandbox/applications/${uuid}/state`, { headers: operatorHeaders(), data: body });
  expect(r.status(), await r.text()).toBe(200);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test('"Flood": the flood certificate wait, both policies uploaded, then complete with the core’s funding date', async ({
  page,
  request,
}) => {
  const uuid = await registered(page, '8 Flood Plain Drive');

  // The certificate is awaited; held 45 s so the screen can be checked and photographed on a busy machine, then it moves on by itself.
  await jump(request, uuid, {
    state: 'GEN_CLOSING_DISCLOSURE',
    status: { waitingOnFloodCert: true, closingDisclosureReady: false },
    data: closingData,
    dueInMs: 45_000,
  });
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We’re checking your home’s flood zone' })).toBeVisible();
  await expect(page).toHaveURL(/\/error\/flood-cert$/);
  await expectAccessible(page, 'error/flood-cert');
  await shoot(page, 'error-flood-cert');
  // Still the wait screen: axe and the screenshots above looked at it, not at the next one.
  await expect(page).toHaveURL(/\/error\/flood-cert$/);
  // The journey's one polling loop carries the borrower on when the certificate is in.
  await expect(page).not.toHaveURL(/\/error\/flood-cert$/, { timeout: 90_000 });

  // After the notary: the lifecycle waits for the insurance.
  await jump(request, uuid, {
    state: 'TRUST_AND_INSURANCE',
    status: { primaryParticipantAcceptComplete: true, waitingOnFloodCert: false },
    data: closingData,
  });
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload proof of insurance' })).toBeVisible();
  await expect(page).toHaveURL(/\/insurance\/upload$/);
  await expect(page.getByText('Still needed: homeowners (hazard) insurance and flood insurance.')).toBeVisible();
  await expectAccessible(page, 'insurance/upload');
  await shoot(page, 'insurance-upload');

  // The requirements: both policies, the notice of special flood hazards, the mortgagee clause.
  await page.getByRole('link', { name: 'What the policies must cover, and the mortgagee clause' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance for your home' })).toBeVisible();
  await expect(page.getByText('Your home is in flood zone AE')).toBeVisible();
  await expect(page.getByLabel('Mortgagee clause')).toContainText('its successors and/or assigns, ISAOA/ATIMA');
  await expectAccessible(page, 'insurance/requirements');
  await shoot(page, 'insurance-requirements');
  await page.getByRole('link', { name: 'Upload your declarations pages' }).click();

  // The flood policy alone: under review, the homeowners one still needed, the application still here.
  const flood = card(page, 'Flood insurance');
  await flood
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: 'flood-declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(flood.getByText('Ready to upload')).toBeVisible();
  await flood.getByRole('button', { name: 'Upload flood insurance' }).click();
  await expect(page.getByText('Still needed: homeowners (hazard) insurance.')).toBeVisible();
  await expect(flood.getByText('Under review')).toBeVisible();
  await expect(page).toHaveURL(/\/insurance\/upload$/);
  await shoot(page, 'insurance-upload-flood-in');

  const hazard = card(page, 'Homeowners (hazard) insurance');
  await hazard
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: 'homeowners-declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(hazard.getByText('Ready to upload')).toBeVisible();
  await hazard.getByRole('button', { name: 'Upload homeowners (hazard) insurance' }).click();

  // Both in: funding starts, and complete dates it with the same core rule.
  await expect(page).toHaveURL(/\/complete$/);
  const dates = fundingDates(
    rescissionStartDate({
      noteSignedAt: NOTE_SIGNED_AT,
      notarySessionCompletedAt: NOTARY_DONE_AT,
      propertyTimeZone: 'America/Los_Angeles',
    })!,
    US_FEDERAL_CALENDAR,
  );
  await expect(page.getByText(formatLongDate(dates.fundingDate), { exact: true })).toBeVisible();
  await expect(
    page.getByText(`You can cancel until midnight of ${formatLongDate(dates.rescissionEnds)}.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read your Notice of right to cancel' })).toBeVisible();
  await expectAccessible(page, 'complete');
  await shoot(page, 'complete');
});

test('"Directpay": complete lists the creditors paid from the draw and what reaches the account', async ({
  page,
  request,
}) => {
  // "Insure" parks the application at TRUST_AND_INSURANCE (the homeowners policy only), so the funding steps start from an upload.
  const uuid = await registered(page, '8 Directpay Insure Avenue');
  await jump(request, uuid, {
    state: 'TRUST_AND_INSURANCE',
    status: { primaryParticipantAcceptComplete: true, waitingOnFloodCert: false },
    data: closingData,
  });
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page.getByText('Still needed: homeowners (hazard) insurance.')).toBeVisible();
  await expect(card(page, 'Flood insurance')).toHaveCount(0);
  const hazard = card(page, 'Homeowners (hazard) insurance');
  await hazard
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: 'homeowners-declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(hazard.getByText('Ready to upload')).toBeVisible();
  await hazard.getByRole('button', { name: 'Upload homeowners (hazard) insurance' }).click();

  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByText('Paid to Cardinal Bank Visa (account ending 4417)')).toBeVisible();
  await expect(page.getByText('Paid to Northgate Auto Finance (account ending 0923)')).toBeVisible();
  // $50,000 − $1,000 origination fee − $15,000 − $7,500.
  await expect(page.getByRole('row', { name: /To your account ending 6789/ })).toContainText('$26,500.00');
  await expectAccessible(page, 'complete (Directpay)');
  await shoot(page, 'complete-directpay');
});

// Issue 25, item 9: right after the notary session (DEED_SIGNING, accepted: §4.1's complete) the screen
// said "You're all set" while the homeowners policy was owed.
test('"742 Insure Avenue": complete says the homeowners policy is still owed, and its link takes it', async ({
  page,
  request,
}) => {
  const uuid = await registered(page, '742 Insure Avenue');
  // Held at DEED_SIGNING (the background step far off), as a borrower sees it right after the session.
  await jump(request, uuid, {
    state: 'DEED_SIGNING',
    dueInMs: 600_000,
    status: { primaryParticipantAcceptComplete: true, waitingOnFloodCert: false },
    data: closingData,
  });
  await page.goto(`/account/heloc/${uuid}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'One more thing before we can fund your line' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByText('You’re all set')).toHaveCount(0);
  await expect(page.getByText('Set once we accept your insurance')).toBeVisible();
  await expectAccessible(page, 'complete (insurance owed)');
  await shoot(page, 'complete-insurance-owed');
  await page.getByRole('link', { name: 'Upload proof of insurance' }).click();
  await expect(page).toHaveURL(/\/insurance\/upload$/);
  const hazard = card(page, 'Homeowners (hazard) insurance');
  await hazard
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: 'homeowners-declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
  await hazard.getByRole('button', { name: 'Upload homeowners (hazard) insurance' }).click();
  await expect(page).toHaveURL(/\/complete$/);
  // Nothing is owed any more: complete says so — or, on a busy machine where the sandbox has already
  // funded the line by the time the page shows, that the money is on its way.
  await expect(
    page.getByRole('heading', { level: 1, name: /^(You’re all set|Your money is on its way)$/ }),
  ).toBeVisible();
  await expect(page.getByText('One more thing before we can fund your line')).toHaveCount(0);
});
