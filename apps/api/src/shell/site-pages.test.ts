/**
 * The site pages' API: each organisation's own texts, and the settings a signed-in user changes
 * (name, email, phone, communication preferences, sign out of all devices). Real HTTP handling
 * (app.request) on a real database (PGlite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@heloc/core';
import { registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

const ORG = '/service-organization/external/api/v1/organizations';
const PROFILE = '/service-profile/api/v1/profile';
const PREFS = '/service-profile/api/v1/communication-preferences';
const REVOKE_ALL = '/identity/secure/api/v1/sessions/revoke-all';
const LOGIN = '/identity/api/v1/login';
const PASSWORD = 'correct horse battery staple';

let sb: Sandbox;
let ann: Borrower;
let bob: Borrower;

beforeAll(async () => {
  sb = await startSandbox({ LOGIN_RATE_LIMIT: '50' });
  ann = await registerBorrower(sb);
  bob = await registerBorrower(sb);
});
afterAll(async () => {
  await sb.close();
});

describe('site texts', () => {
  it("serves each organisation's own text, different per organisation", async () => {
    const texts = await Promise.all(
      ['homestead', 'summitridge', 'keystone'].map((org) => sb.call('GET', `${ORG}/${org}/pages/terms`)),
    );
    for (const t of texts) {
      expect(t.status).toBe(200);
      expect(t.body.title).toBe('Terms of Use');
      expect(t.body.paragraphs.length).toBeGreaterThan(0);
    }
    expect(new Set(texts.map((t) => t.body.paragraphs[0])).size).toBe(3);
    expect(texts[1]?.body.companyName).toBe('Summit Ridge Credit Union');
  });

  it('names the external privacy page of an organisation that has one, and no other', async () => {
    expect((await sb.call('GET', `${ORG}/summitridge/pages/privacy`)).body.externalUrl).toBe(
      'https://www.summitridgecu.org/privacy',
    );
    expect((await sb.call('GET', `${ORG}/homestead/pages/privacy`)).body.externalUrl).toBeNull();
  });

  it('answers an unknown page or organisation with a JSON 4xx', async () => {
    for (const path of [`${ORG}/homestead/pages/secrets`, `${ORG}/nobody/pages/terms`]) {
      const r = await sb.call('GET', path);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('keeps the texts out of the organisation record every page loads', async () => {
    const r = await sb.call('GET', `${ORG}/homestead`);
    expect(r.status).toBe(200);
    expect(r.body.sitePages).toBeUndefined();
  });
});

describe('settings', () => {
  it('saves name, email and phone for the signed-in user only, and the profile shows them', async () => {
    const newEmail = `ann-${Date.now()}@example.com`;
    const r = await sb.call('PATCH', PROFILE, {
      token: ann.token,
      body: { firstName: 'Annie', lastName: 'Leigh', email: newEmail.toUpperCase(), phone: '(415) 555-0199' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const p = await sb.call('GET', PROFILE, { token: ann.token });
    expect(p.body.email).toBe(newEmail);
    expect(p.body.name).toMatchObject({ firstName: 'Annie', lastName: 'Leigh' });
    expect(p.body.phoneNumbers[0]).toBe('4155550199');
    expect(
      (await sb.call('POST', LOGIN, { body: { email: newEmail, password: PASSWORD }, headers: ann.headers })).status,
    ).toBe(200);
    ann = { ...ann, email: newEmail };
  });

  it('refuses an email another account uses (409), invalid fields (400) and no session (401), all as JSON errors', async () => {
    const taken = await sb.call('PATCH', PROFILE, {
      token: ann.token,
      body: { firstName: 'A', lastName: 'L', email: bob.email, phone: '4155550100' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.join(' ')).toContain(SETTINGS_MESSAGES.emailTaken.replace('email: ', ''));
    const bad = await sb.call('PATCH', PROFILE, {
      token: ann.token,
      body: { firstName: '', lastName: 'L', email: 'nope', phone: '12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.length).toBeGreaterThan(0);
    const anon = await sb.call('PATCH', PROFILE, {
      body: { firstName: 'A', lastName: 'L', email: 'a@example.com', phone: '4155550100' },
    });
    expect(anon.status).toBe(401);
  });

  it('stores communication preferences', async () => {
    expect((await sb.call('GET', PREFS, { token: bob.token })).body).toEqual({
      emailUpdates: true,
      smsUpdates: false,
      marketing: false,
      reminderFrequency: 'all',
      textConsent: null,
    });
    const put = await sb.call('PUT', PREFS, {
      token: bob.token,
      body: { emailUpdates: false, smsUpdates: false, marketing: true, reminderFrequency: 'statusOnly' },
    });
    expect(put.status).toBe(200);
    expect((await sb.call('GET', PREFS, { token: bob.token })).body).toEqual({
      emailUpdates: false,
      smsUpdates: false,
      marketing: true,
      reminderFrequency: 'statusOnly',
      textConsent: null,
    });
    // Texts need a recorded consent (reminders/reminders.test.ts records one).
    const texts = await sb.call('PUT', PREFS, {
      token: bob.token,
      body: { emailUpdates: false, smsUpdates: true, marketing: false },
    });
    expect(texts.status).toBe(400);
    expect((await sb.call('PUT', PREFS, { token: bob.token, body: { emailUpdates: 'yes' } })).status).toBe(400);
  });

  it('signs out of all devices: every session of the account ends, other accounts keep theirs', async () => {
    const second = await sb.call('POST', LOGIN, {
      body: { email: bob.email, password: PASSWORD },
      headers: bob.headers,
    });
    expect(second.status).toBe(200);
    const r = await sb.call('POST', REVOKE_ALL, { token: bob.token });
    expect(r.status).toBe(200);
    expect((await sb.call('GET', PROFILE, { token: bob.token })).status).toBe(401);
    expect((await sb.call('GET', PROFILE, { token: second.body.jwt })).status).toBe(401);
    expect((await sb.call('GET', PROFILE, { token: ann.token })).status).toBe(200);
  });
});

describe('the privacy link of the record every page loads', () => {
  it('keeps an external privacy URL on an allowlisted host, and falls back to /privacy otherwise', async () => {
    const summit = await sb.call('GET', `${ORG}/summitridge`);
    expect(summit.body.footer).toMatchObject({
      privacyPolicyUrl: 'https://www.summitridgecu.org/privacy',
      privacyLinkIsExternal: true,
    });
    const home = await sb.call('GET', `${ORG}/homestead`);
    expect(home.body.footer).toMatchObject({ privacyPolicyUrl: '/privacy', privacyLinkIsExternal: false });
  });
});
