/**
 * The disclosure vault in Chromium against the real sandbox: a borrower who applied (profile,
 * offer, contact, HMDA, submission — taken as the owner through the API, the screens before this
 * one being other specs' business) and whose application is at NOTE_SIGNING opens document/
 * disclosures, sees every group and row, views the note, downloads the closing summary (a real
 * PDF whose text carries the name and the amount), and axe finds nothing.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { appScreenUrl, formatCurrency } from '@heloc/core';
import { bearer, expectAccessible, shoot } from './support';
import { pdfText, submittedByApi } from './walk';

test('the disclosure vault: every document grouped, the note viewed, the closing summary downloaded as a real PDF, axe clean', async ({
  page,
}) => {
  // Applied for real, so the documents carry real figures and the consents their times.
  const { uuid, jwt, amount } = await submittedByApi(page);
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
  expect(text).toContain(formatCurrency(amount));
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
