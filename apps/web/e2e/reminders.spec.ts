/**
 * Reminders that respect consent (issue 28, item 4): a borrower agrees to texts in settings,
 * leaves the application unfinished, and the operator's sandbox outbox shows the 30-minute reminder
 * by email and by text once the reminders' tick runs 31 minutes later (POST /sandbox/reminders/run,
 * the e2e server never ticks on its own). The borrower follows the reminder back and goes on; a
 * STOP from the phone ends the texts at once — confirmed by a reply — while the emails go on.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isQuietHour, nextTextWindow, timeZoneForState } from '@heloc/core';
import { OPERATOR_TOKEN } from './operator';
import { expectAccessible, registerByApi, shoot } from './support';

const OPERATOR = { 'x-operator-token': OPERATOR_TOKEN };
const PHONE = '4155550100';
const MINUTE = 60_000;

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  kind: string;
  text: string;
  link: string | null;
}

async function outbox(request: APIRequestContext, query: string): Promise<OutboxMessage[]> {
  const r = await request.get(`/sandbox/outbox?${query}`, { headers: OPERATOR });
  expect(r.status()).toBe(200);
  expect(r.headers()['x-sandbox-outbox']).toMatch(/^sandbox: nothing here was sent/);
  return (await r.json()) as OutboxMessage[];
}

/** The tick 31 minutes on — or, when that falls in California's quiet hours, at 8 am there (texts wait). */
function tickAfter(from: number): Date {
  const at = new Date(from + 31 * MINUTE);
  const zone = timeZoneForState('CA');
  return isQuietHour(at, zone) ? nextTextWindow(at, zone) : at;
}

async function runTick(request: APIRequestContext, at: Date) {
  const r = await request.post('/sandbox/reminders/run', { headers: OPERATOR, data: { at: at.toISOString() } });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as { sent: { applicationUuid: string; kind: string; channel: string }[] };
}

test('texts with consent: the 30-minute reminder by email and text, the borrower comes back, STOP ends the texts', async ({
  page,
  request,
}) => {
  const { email, uuid } = await registerByApi(page, {}, { open: false });
  expect(uuid).toBeTruthy();
  const left = Date.now();

  // Settings: texts need their terms agreed to, in a box of their own; then they are on.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Communication preferences' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Text me about my application' }).check();
  await expect(page.getByText(/may send text messages about my application to \(415\) 555-0100/)).toBeVisible();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText(/Tick to agree to the texts’ terms/)).toBeVisible();
  await shoot(page, 'reminders-settings-terms');
  await page.getByRole('checkbox', { name: 'I agree to these terms for texts' }).check();
  await page.getByRole('radio', { name: /Every reminder/ }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your communication preferences are saved.')).toBeVisible();
  await expect(page.getByTestId('text-consent-line')).toContainText('Texts go to (415) 555-0100');
  await expectAccessible(page, 'settings with texts on');
  await shoot(page, 'reminders-settings-texts-on');

  // The borrower leaves. 31 minutes on, the operator's tick sends the reminder by both channels.
  await page.goto('/');
  const first = await runTick(request, tickAfter(left));
  expect(first.sent.filter((s) => s.applicationUuid === uuid).map((s) => `${s.kind}:${s.channel}`)).toEqual([
    'unfinished:email',
    'unfinished:sms',
  ]);
  const [mail] = await outbox(request, `to=${encodeURIComponent(email)}&kind=reminder-unfinished`);
  expect(mail).toMatchObject({ channel: 'email', link: `/account/heloc/${uuid}` });
  const [text] = await outbox(request, `to=${PHONE}&channel=sms&kind=reminder-unfinished`);
  expect(text?.text).toMatch(new RegExp(`^Homestead Line: .*/account/heloc/${uuid} Reply STOP to end texts\\.$`));

  // The borrower follows the reminder and goes on.
  await page.goto(mail?.link as string);
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel('I agree to a soft credit check to see my offers').check();
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible({ timeout: 60_000 });
  const resumed = Date.now();

  // STOP from the phone, as the text provider's webhook would post it: confirmed at once.
  const stop = await request.post('/sandbox/sms/inbound', {
    headers: OPERATOR,
    form: { From: `+1${PHONE}`, To: '+15005550006', Body: 'STOP' },
  });
  expect(stop.status()).toBe(200);
  expect(await stop.text()).toContain('<Message>Homestead Line: You are unsubscribed');
  const [reply] = await outbox(request, `to=${PHONE}&kind=sms-reply`);
  expect(reply).toMatchObject({ channel: 'sms', text: expect.stringMatching(/^Homestead Line: You are unsubscribed/) });

  // Left again: the emails go on, no text follows the STOP confirmation.
  const second = await runTick(request, tickAfter(resumed));
  const mine = second.sent.filter((s) => s.applicationUuid === uuid);
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((s) => s.channel === 'email')).toBe(true);
  const texts = (await outbox(request, `to=${PHONE}&channel=sms`)).filter((m) => m.text.includes(uuid));
  expect(texts.map((m) => m.kind)).toEqual(['reminder-unfinished']);

  // Settings say so.
  await page.goto('/dashboard/settings');
  await expect(page.getByTestId('text-consent-line')).toContainText('Texts are off: you replied STOP');
  await expect(page.getByRole('checkbox', { name: 'Text me about my application' })).not.toBeChecked();
  await shoot(page, 'reminders-settings-stopped');
});
