/**
 * Reminders over HTTP and a real database (PGlite, or PostgreSQL with test:postgres): consent to
 * texts is recorded word for word, no text goes without it, a STOP ends texts at once and is
 * confirmed while email goes on, the caps and intervals hold, and two ticks at once send once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textConsentText } from '@heloc/core';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { textConsents } from '../db/schema.js';
import { OPERATOR, registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';
import { runReminders } from './service.js';

const PREFS = '/service-profile/api/v1/communication-preferences';
const PHONE = '4155550123';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const base = { emailUpdates: true, smsUpdates: false, marketing: false };
const consentBody = (phone = PHONE) => ({
  ...base,
  smsUpdates: true,
  textConsent: { phone, text: textConsentText('Homestead Line', phone) },
});
/** The borrower's application's last change (created, in these tests), as the tick reads it. */
const createdAt = (b: Borrower) =>
  sb.call('GET', `/service-application/api/v1/application/heloc/${b.uuid}`, { token: b.token });
const run = async (at: Date) => {
  const r = await sb.call('POST', '/sandbox/reminders/run', { operator: true, body: { at: at.toISOString() } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { sent: { applicationUuid: string; kind: string; channel: string; sequence: number }[] };
};
const mine = (b: Borrower, r: Awaited<ReturnType<typeof run>>) =>
  r.sent.filter((s) => s.applicationUuid === b.uuid).map((s) => `${s.kind}:${s.channel}:${s.sequence}`);
const outbox = async (query: string) => {
  const r = await sb.call('GET', `/sandbox/outbox?${query}`, { headers: OPERATOR });
  expect(r.status).toBe(200);
  expect(r.headers.get('x-sandbox-outbox')).toMatch(/^sandbox: nothing here was sent/);
  return r.body as { channel: string; to: string; kind: string; text: string }[];
};
const inbound = (from: string, body: string) =>
  sb.app.request('/sandbox/sms/inbound', {
    method: 'POST',
    headers: { ...OPERATOR, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ From: from, To: '+15005550006', Body: body }).toString(),
  });
/** The instant the sandbox clock stood at when the borrower was registered (their application's last change). */
let t0: number;
const at = (ms: number) => new Date(t0 + ms);

async function borrower(withTexts: boolean) {
  sb.clock.t = Date.parse('2026-11-23T18:00:00Z'); // 10 am in California, where the home is
  t0 = sb.clock.t;
  const b = await registerBorrower(sb);
  if (withTexts) expect((await sb.call('PUT', PREFS, { token: b.token, body: consentBody() })).status).toBe(200);
  return b;
}

describe('consent to texts', () => {
  it('is refused without the consent text, or with a text other than the one shown', async () => {
    const b = await borrower(false);
    const none = await sb.call('PUT', PREFS, { token: b.token, body: { ...base, smsUpdates: true } });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['textConsent: Texts need your consent: tick the box under the consent text.']);
    const other = await sb.call('PUT', PREFS, {
      token: b.token,
      body: { ...base, smsUpdates: true, textConsent: { phone: PHONE, text: 'I agree.' } },
    });
    expect(other.status).toBe(400);
    expect((await sb.call('GET', PREFS, { token: b.token })).body).toMatchObject({
      smsUpdates: false,
      textConsent: null,
    });
  });

  it('is recorded: the text shown, the number, the time and how it was given', async () => {
    const b = await borrower(true);
    const prefs = (await sb.call('GET', PREFS, { token: b.token })).body;
    expect(prefs).toMatchObject({
      smsUpdates: true,
      reminderFrequency: 'all',
      textConsent: { phone: PHONE, givenAt: new Date(t0).toISOString(), stoppedAt: null, stoppedBy: null },
    });
    const rows = await sb.deps.db.select().from(textConsents).where(eq(textConsents.userUuid, b.identityUuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: PHONE,
      text: textConsentText('Homestead Line', PHONE),
      method: 'web-settings-checkbox',
      givenAt: new Date(t0),
      revokedAt: null,
    });
    expect(rows[0]?.text).toContain('(415) 555-0123');
  });
});

describe('the unfinished application', () => {
  it('sends no text without consent: the email alone, 30 minutes after leaving, once', async () => {
    const b = await borrower(false);
    await createdAt(b);
    expect(mine(b, await run(at(29 * MINUTE)))).toEqual([]);
    expect(mine(b, await run(at(31 * MINUTE)))).toEqual(['unfinished:email:1']);
    expect(mine(b, await run(at(45 * MINUTE)))).toEqual([]);
    const mail = await outbox(`to=${encodeURIComponent(b.email)}&kind=reminder-unfinished`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`/account/heloc/${b.uuid}`);
  });

  it('with consent, by email and text; STOP ends texts at once, is confirmed, and email goes on', async () => {
    const b = await borrower(true);
    expect(mine(b, await run(at(31 * MINUTE)))).toEqual(['unfinished:email:1', 'unfinished:sms:1']);
    const [text] = await outbox(`to=${PHONE}&channel=sms&kind=reminder-unfinished`);
    expect(text?.text).toMatch(/^Homestead Line: .* Reply STOP to end texts\.$/);

    const stop = await inbound('+1 (415) 555-0123', 'Stop');
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain(
      '<Message>Homestead Line: You are unsubscribed and will get no more texts from us.',
    );
    const [reply] = await outbox(`to=${PHONE}&kind=sms-reply`);
    expect(reply?.text).toMatch(/^Homestead Line: You are unsubscribed/);
    expect((await sb.call('GET', PREFS, { token: b.token })).body).toMatchObject({
      smsUpdates: false,
      textConsent: { stoppedBy: 'sms-STOP', stoppedAt: new Date(t0).toISOString() },
    });

    // The borrower comes back and leaves again: the email, never the text.
    sb.clock.t = t0 + 2 * HOUR;
    const back = await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
      operator: true,
      body: { state: 'OFFER_SELECTION' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const again = await run(at(2 * HOUR + 31 * MINUTE));
    expect(mine(b, again)).toEqual(['unfinished:email:1']);
  });

  it('texts off in settings ends the consent at once', async () => {
    const b = await borrower(true);
    expect((await sb.call('PUT', PREFS, { token: b.token, body: base })).body).toMatchObject({
      smsUpdates: false,
      textConsent: { stoppedBy: 'settings' },
    });
    expect(mine(b, await run(at(31 * MINUTE)))).toEqual(['unfinished:email:1']);
  });

  it('a reply that is no keyword is told how to stop, and stops nothing', async () => {
    const b = await borrower(true);
    expect(await (await inbound(`+1${PHONE}`, 'please call me')).text()).toContain('Reply STOP to end texts');
    expect(mine(b, await run(at(31 * MINUTE)))).toEqual(['unfinished:email:1', 'unfinished:sms:1']);
    await inbound(`+1${PHONE}`, 'STOP'); // leave the number stopped for the next tests
  });
});

describe('open conditions', () => {
  it('every 48 hours, at most 3', async () => {
    const b = await borrower(false);
    // Waiting on us: no unfinished-application reminder gets in the way.
    await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
      operator: true,
      body: { state: 'WAITING_FOR_SOFT_CREDIT', dueInMs: 600_000 },
    });
    const opened = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
      operator: true,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const kinds = async (ms: number) => mine(b, await run(at(ms))).filter((k) => k.startsWith('condition'));
    expect(await kinds(47 * HOUR)).toEqual([]);
    expect(await kinds(48 * HOUR)).toEqual(['condition:email:1']);
    expect(await kinds(60 * HOUR)).toEqual([]);
    expect(await kinds(96 * HOUR)).toEqual(['condition:email:2']);
    expect(await kinds(144 * HOUR)).toEqual(['condition:email:3']);
    expect(await kinds(192 * HOUR)).toEqual([]);
    expect(await outbox(`to=${encodeURIComponent(b.email)}&kind=reminder-condition`)).toHaveLength(3);
  });

  it('"fewer" in settings: one reminder per condition', async () => {
    const b = await borrower(false);
    const saved = await sb.call('PUT', PREFS, { token: b.token, body: { ...base, reminderFrequency: 'fewer' } });
    expect(saved.body).toMatchObject({ reminderFrequency: 'fewer' });
    await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
      operator: true,
      body: { state: 'WAITING_FOR_SOFT_CREDIT', dueInMs: 600_000 },
    });
    await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
      operator: true,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    const kinds = async (ms: number) => mine(b, await run(at(ms))).filter((k) => k.startsWith('condition'));
    expect(await kinds(48 * HOUR)).toEqual(['condition:email:1']);
    expect(await kinds(96 * HOUR)).toEqual([]);
  });
});

describe('several servers', () => {
  it('two ticks at once, on two connections, send each reminder once', async () => {
    const b = await borrower(false);
    const url = process.env.TEST_DATABASE_URL;
    // On PostgreSQL a second pool is a second server's; PGlite is one process, one connection.
    const other = url ? await openDatabase({ databaseUrl: url, dataDir: 'memory' }) : undefined;
    try {
      const when = at(31 * MINUTE);
      const [x, y] = await Promise.all([
        runReminders(sb.deps, when),
        runReminders(other ? { db: other.db } : sb.deps, when),
      ]);
      const sent = [...x.sent, ...y.sent].filter((s) => s.applicationUuid === b.uuid);
      expect(sent.map((s) => `${s.kind}:${s.channel}`)).toEqual(['unfinished:email']);
      expect(await outbox(`to=${encodeURIComponent(b.email)}&kind=reminder-unfinished`)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });
});
