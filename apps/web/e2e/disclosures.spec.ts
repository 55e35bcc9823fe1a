/**
 * The disclosure vault in Chromium against the real sandbox: a borrower who applied (profile,
 * offer, contact, HMDA, submission — taken as the owner through the API, the screens before this
 * one being other specs' business) and whose application is at NOTE_SIGNING opens document/
 * disclosures, sees every group and row, views the note, downloads the closing summary (a real
 * PDF whose text carries the name and the amount), and axe finds nothing.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  appScreenUrl,
  applicationDisclosuresPath,
  esignDemonstrationPath,
  esignSamplePath,
  formatCurrency,
} from '@heloc/core';
import { stepRequest, type StepBody, type StepName } from '@heloc/core/contract';
import { bearer, expectAccessible, registerByApi, shoot } from './support';
import { pdfText } from './walk';

interface Owner {
  request: APIRequestContext;
  jwt: string;
  uuid: string;
}

async function take<N extends StepName>(o: Owner, name: N, body: StepBody<N>) {
  const { method, url } = stepRequest(name, o.uuid);
  const r = await o.request.fetch(url, { method, headers: bearer(o.jwt), data: body });
  expect(r.status(), `${name}: ${await r.text()}`).toBe(200);
  return (await r.json()) as { offers: { id: string; minDraw: number }[]; amount: number };
}

/** Polls the status (as the app does) until the background steps reach `state`. */
async function until(o: Owner, state: string) {
  await expect(async () => {
    const r = await o.request.get(`/service-krang-heloc/borrower/secure/api/v1/${o.uuid}/status`, {
      headers: bearer(o.jwt),
    });
    expect(((await r.json()) as { state: string }).state).toBe(state);
  }).toPass();
}

test('the disclosure vault: every document grouped, the note viewed, the closing summary downloaded as a real PDF, axe clean', async ({
  page,
}) => {
  const { uuid, jwt } = await registerByApi(page, {}, { open: false });
  const owner: Owner = { request: page.request, jwt, uuid };

  // Applied for real, so the documents carry real figures and the consents their times.
  await take(owner, 'profile', { ssn: '123-45-6789', softCreditConsent: true });
  await until(owner, 'OFFER_SELECTION');
  const app = (await (
    await page.request.get(`/service-application/api/v1/application/heloc/${uuid}`, { headers: bearer(jwt) })
  ).json()) as { offers: { id: string; minDraw: number }[] };
  const offer = app.offers[0] as { id: string; minDraw: number };
  const chosen = await take(owner, 'selectOffer', { offerId: offer.id, drawAmount: offer.minDraw });
  await until(owner, 'COLLECT_ADDITIONAL_INFO');
  await take(owner, 'contact', { email: `vault-${uuid}@example.com`, phone: '(415) 555-0100' });
  await take(owner, 'hmda', {
    ethnicity: ['I do not wish to provide this information'],
    race: ['I do not wish to provide this information'],
    sex: 'I do not wish to provide this information',
  });
  await until(owner, 'APP_SUBMISSION');
  // Given before submission (Reg Z §1026.40(b)), and the E-SIGN sample's code typed back (decision 091).
  expect((await page.request.post(applicationDisclosuresPath(uuid), { headers: bearer(jwt), data: {} })).status()).toBe(
    200,
  );
  const sample = await page.request.get(esignSamplePath(uuid), { headers: bearer(jwt) });
  const code = /Your code:\s*(\d{6})/.exec(await pdfText(new Uint8Array(await sample.body())))?.[1];
  expect(
    (await page.request.post(esignDemonstrationPath(uuid), { headers: bearer(jwt), data: { code } })).status(),
  ).toBe(200);
  await take(owner, 'submit', { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true });
  // Verification and the bank are other specs'; the sandbox moves the application on to signing.
  expect(
    (
      await page.request.put(`/sandbox/applications/${uuid}/state`, {
        headers: bearer(jwt),
        data: { state: 'NOTE_SIGNING' },
      })
    ).status(),
  ).toBe(200);

  await page.goto(appScreenUrl(uuid, 'document/disclosures'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  for (const group of ['Consents you gave', 'Disclosures you received', 'Documents you signed'])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  const row = (name: string) => page.getByRole('listitem', { name });
  await expect(
    row('Consent to electronic records and signatures').getByText(/^Consented \d\d\/\d\d\/\d{4}, /),
  ).toBeVisible();
  await expect(row('Closing summary: your account, fees and costs').getByText('Not opened yet')).toBeVisible();
  await expect(row('Deed of trust (mortgage)').getByText('Not yet available')).toBeVisible();
  // Each application-stage disclosure with its time and its rule's verdict (decision 091).
  await expect(
    row('Consent to electronic records and signatures').getByText(/^You showed you can open PDF documents \d\d\//),
  ).toBeVisible();
  for (const title of [
    'Home equity line of credit program disclosures',
    'What you should know about home equity lines of credit (CFPB booklet)',
  ])
    await expect(
      row(title).getByText(/^Due before you submit your application \(by .*\) · given on time$/),
    ).toBeVisible();
  await expect(
    row('Homeownership counseling organizations near you').getByText(
      /^Due within 3 business days of your application \(by \d\d\/\d\d\/\d{4}\) · given on time$/,
    ),
  ).toBeVisible();
  await expect(row('Homeownership counseling organizations near you').getByText(/^Given \d\d\//)).toBeVisible();
  await expect(
    row('Notice of incomplete application').getByText(
      'Sent only if information we asked for is still missing after 10 days',
    ),
  ).toBeVisible();
  await expect(
    row('What you should know about home equity lines of credit (CFPB booklet)').getByRole('link', {
      name: /Read the CFPB booklet/,
    }),
  ).toHaveAttribute('href', /^https:\/\/files\.consumerfinance\.gov\//);
  // Routing leaves the borrower here although the state decides signing (spec §4.1).
  await expect(page).toHaveURL(/\/document\/disclosures$/);
  await expectAccessible(page, 'document/disclosures');
  await shoot(page, 'document-disclosures');

  // Download the closing summary: a real PDF with the borrower's name and the line's amount.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row('Closing summary: your account, fees and costs').getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Closing-summary-your-account-fees-and-costs-HL\d+\.pdf$/);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Ann Lee');
  expect(text).toContain(formatCurrency(chosen.amount));
  // The download counted as opening it.
  await expect(
    row('Closing summary: your account, fees and costs').getByText(/^Opened \d\d\/\d\d\/\d{4}, /),
  ).toBeVisible();

  // View the note in the page: a titled dialog with the document drawn and Download PDF.
  await row('Home equity line of credit agreement and note').getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Home equity line of credit agreement and note' });
  // The product's one viewer (pdf.js): the first page drawn, its text layer carrying the borrower's name.
  await expect(dialog.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(dialog.locator('.textLayer')).toContainText('Ann Lee');
  await expectAccessible(page, 'document/disclosures preview');
  await shoot(page, 'document-disclosures-preview');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    row('Home equity line of credit agreement and note').getByText(/^Opened \d\d\/\d\d\/\d{4}, /),
  ).toBeVisible();
});
