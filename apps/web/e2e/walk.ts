/**
 * The journey as a borrower walks it, step by step through the UI, shared by the specs that walk
 * it (verification.spec.ts to bank/confirm, closing-walk.spec.ts on to complete): the application's
 * first screen (registration too, for closing-walk.spec.ts) to the submitted summary, the sandbox provider's pages, identity, the bank screens.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { applicationDisclosuresPath, esignDemonstrationPath, esignSamplePath, SANDBOX_LINK_USERS } from '@heloc/core';
import { stepRequest, type StepBody, type StepName } from '@heloc/core/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  bearer,
  cardPng,
  chooseFiles,
  expectAccessible,
  PDF,
  register,
  registerByApi,
  shoot,
  type ApiStart,
  type Applicant,
} from './support';

/** How a walk starts: the account and application made through the API (default), or registered in the UI. */
export type WalkStart = ApiStart & { readonly registerInUi?: boolean };

/**
 * Registration → offers → contact → HMDA → summary submitted: the application is at income
 * verification. The account and application come from the API unless `registerInUi` (the whole
 * walk in closing-walk.spec.ts; decision 092).
 */
export async function toIncomeReview(page: Page, applicant: Applicant = {}, start: WalkStart = {}) {
  if (start.registerInUi) await register(page, applicant, start.isCrypto ? '?utm_source=cloc' : '');
  else await registerByApi(page, applicant, start);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill(applicant.ssn ?? '123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('radio', { name: /\$.* line/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue with this offer' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your contact details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Government monitoring information' })).toBeVisible();
  await page.getByRole('group', { name: 'Ethnicity' }).getByLabel('I do not wish to provide this information').check();
  await page.getByRole('group', { name: 'Race' }).getByLabel('I do not wish to provide this information').check();
  await page.getByRole('radiogroup', { name: 'Sex' }).getByLabel('I do not wish to provide this information').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Submit my application' })).toBeVisible({ timeout: 60_000 });
  await beforeSubmitting(page);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Submit my application' }).click();
}

/** The owner of an application, as the API sees them. */
export interface Owner {
  readonly request: APIRequestContext;
  readonly jwt: string;
  readonly uuid: string;
}

/** One journey step taken as the owner through the API (the step table's method and path), answered 200. */
export async function take<N extends StepName>(o: Owner, name: N, body: StepBody<N>) {
  const { method, url } = stepRequest(name, o.uuid);
  const r = await o.request.fetch(url, { method, headers: bearer(o.jwt), data: body });
  expect(r.status(), `${name}: ${await r.text()}`).toBe(200);
  return (await r.json()) as { offers: { id: string; minDraw: number }[]; amount: number };
}

/** Polls the status (as the app does) until the background steps reach `state`. */
export async function until(o: Owner, state: string) {
  await expect(async () => {
    const r = await o.request.get(`/service-krang-heloc/borrower/secure/api/v1/${o.uuid}/status`, {
      headers: bearer(o.jwt),
    });
    expect(((await r.json()) as { state: string }).state).toBe(state);
  }).toPass();
}

/**
 * The application taken through the API from the profile to submission — the calls start/profile,
 * product/select, contact, HMDA and start/app-summary send, the first offer at its least draw, the
 * program disclosures given and the E-SIGN sample's code read from the PDF and typed back
 * (decision 091) — for the walks whose subject comes after it (decision 092). journey.spec.ts and
 * closing-walk.spec.ts walk these screens in the UI. Returns the owner; the page is not opened.
 */
export async function submittedByApi(
  page: Page,
  applicant: Applicant = {},
  start: ApiStart = {},
): Promise<Owner & { readonly email: string; readonly amount: number }> {
  const { uuid, jwt, email } = await registerByApi(page, applicant, { ...start, open: false });
  const owner: Owner = { request: page.request, jwt, uuid };
  await take(owner, 'profile', { ssn: applicant.ssn ?? '123-45-6789', softCreditConsent: true });
  await until(owner, 'OFFER_SELECTION');
  const app = (await (
    await page.request.get(`/service-application/api/v1/application/heloc/${uuid}`, { headers: bearer(jwt) })
  ).json()) as { offers: { id: string; minDraw: number }[] };
  const offer = app.offers[0] as { id: string; minDraw: number };
  const chosen = await take(owner, 'selectOffer', { offerId: offer.id, drawAmount: offer.minDraw });
  await until(owner, 'COLLECT_ADDITIONAL_INFO');
  await take(owner, 'contact', { email, phone: '(415) 555-0100' });
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
  return { ...owner, email, amount: chosen.amount };
}

/** The E-SIGN sample open in the page's viewer: the code printed in it (decision 091). */
export async function sampleCode(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Sample document: can you open PDF files?' });
  const layer = dialog.locator('.textLayer');
  await expect(layer).toContainText(/Your code:\s*\d{6}/, { timeout: 20_000 });
  return /Your code:\s*(\d{6})/.exec((await layer.textContent()) ?? '')?.[1] as string;
}

/**
 * start/app-summary before the consents (decision 091): the program disclosures given (the time
 * shown), the E-SIGN sample opened in the viewer and its code typed back.
 */
export async function beforeSubmitting(page: Page, shots?: string) {
  await expect(page.getByText(/^Given to you \d\d\/\d\d\/\d{4}, /)).toBeVisible({ timeout: 20_000 });
  if (shots) await shoot(page, `${shots}-disclosures`);
  await page.getByRole('button', { name: 'Open the sample PDF' }).click();
  const code = await sampleCode(page);
  if (shots) await shoot(page, `${shots}-esign-sample`);
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Code printed in the sample' }).fill(code);
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByText(/You showed you can open PDF documents \d\d\/\d\d\/\d{4}, /)).toBeVisible();
  if (shots) await shoot(page, `${shots}-esign-shown`);
}

/** On the sandbox provider's pages: pick an institution (the first, or the one named), agree, sign in, choose, continue. */
export async function throughProvider(page: Page, institution?: RegExp) {
  await expect(page).toHaveURL(/\/sandbox-link\//);
  await expect(page.getByText(/sandbox/i).first()).toBeVisible();
  const choices = page.getByRole('list').getByRole('button');
  if (await choices.count())
    await (institution ? page.getByRole('button', { name: institution }) : choices.first()).click();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.getByLabel('Username').fill(SANDBOX_LINK_USERS.good.username);
  await page.getByLabel('Password').fill(SANDBOX_LINK_USERS.good.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  const radios = page.getByRole('radio');
  if (await radios.count()) await radios.first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function identityWithLicence(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'identity');
  await page.getByRole('radio', { name: "US Driver's License" }).check();
  for (const [side, file] of [
    ['front', { name: 'front.png', mimeType: 'image/png', buffer: cardPng() }],
    ['back', { name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ] as const) {
    await chooseFiles(page, () => page.getByRole('button', { name: `Choose a file for the ${side}` }).click(), file);
  }
  await expect(page.getByRole('img', { name: "Preview of the front of your US Driver's License" })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** bank/autopay with the draw's account (or, for crypto, by hand), then bank/confirm, then the screen after. */
export async function autopayAndConfirm(page: Page, mask: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to pay?' })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page, 'bank/autopay');
  await expect(page.getByRole('region', { name: 'Authorization for automatic payments' })).toContainText(mask);
  await page.getByRole('checkbox', { name: 'I authorize these automatic payments from this account' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // VERIFIED_AUTOPAY_ACCOUNT shows bank/autopay with the verified choice (§4.1), which leads on to bank/confirm.
  await expect(page.getByRole('heading', { level: 1, name: 'Your payments are set up' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'How you pay' })).toContainText(mask);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your accounts' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'bank/confirm');
  await expect(page.getByRole('region', { name: 'Your draw is paid into' })).toContainText(mask);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Title comes next: the journey leaves the bank screens for whatever the state shows.
  await expect(page).not.toHaveURL(/\/bank\//, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
/** The text of every page of a PDF, read with pdf.js in Node (the way a reader's text extraction sees it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, standardFontDataUrl, disableFontFace: true, isEvalSupported: false })
    .promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++)
    out.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' '));
  return out.join('\n');
}

/** Registration to identity on the plain path: a payroll link on income/review, then a driver's licence. */
/**
 * The application submitted through the API (submittedByApi) and opened: the journey takes the
 * borrower to income verification — the walks whose subject is verification and after start here.
 */
export async function atIncomeReview(page: Page, applicant: Applicant = {}, start: ApiStart = {}) {
  const owner = await submittedByApi(page, applicant, start);
  await page.goto(`/account/heloc/${owner.uuid}`);
  return owner;
}

/**
 * Income (a payroll link) and identity (a driver's licence) in the UI, from an application submitted
 * through the API — or, with `registerInUi`, from registration on, every screen in the UI.
 */
export async function throughIncomeAndIdentity(page: Page, applicant: Applicant = {}, start: WalkStart = {}) {
  if (start.registerInUi) await toIncomeReview(page, applicant, start);
  else await atIncomeReview(page, applicant, start);
  await expect(page.getByRole('heading', { name: 'Verify your income' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Link your payroll account' }).click();
  await page.getByRole('button', { name: 'Continue to Truv' }).click();
  await throughProvider(page);
  await identityWithLicence(page);
}
