/** The browser's contract: every path the spec names exists, is documented, and answers the spec's shapes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHoursRange, isWeekendEntry, maintenanceFor } from '@heloc/core';
import { isOpenNow } from '../shell/routes.js';
import { SEED_ORGS } from '../seed/orgs.js';
import { SANDBOX_BROKER } from '../seed/seed.js';
import { OPERATOR_HEADER } from '../auth/operator.js';
import { APP, OPERATOR, registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let b: Borrower;

beforeAll(async () => {
  sb = await startSandbox();
  b = await registerBorrower(sb, {});
});
afterAll(async () => {
  await sb.close();
});

describe('OpenAPI document', () => {
  const SPEC_PATHS = [
    ['get', '/service-application/api/v1/application/heloc/{uuid}'],
    ['get', '/service-application/api/v1/application/heloc/all'],
    ['get', '/service-application/api/v1/application/heloc/co-deed/status'],
    ['get', '/service-application/external/api/v1/heloc/state-licenses'],
    ['get', '/service-application/api/v3/experiment-profile'],
    ['patch', '/service-application/api/v3/experiment-profile'],
    ['get', '/service-krang-heloc/borrower/secure/api/v1/{uuid}/status'],
    ['get', '/service-profile/api/v1/profile'],
    ['post', '/service-profile/api/v1/feedback/ceo'],
    ['get', '/service-conditions/external/api/v1/applications/{uuid}/conditions/external-applicants'],
    ['get', '/service-lead-portal/api/lo/{loanOriginatorUuid}'],
    ['get', '/service-operating-hours/external/api/v1/hours/{department}'],
    ['get', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus'],
    ['get', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week'],
    ['get', '/identity-broker/{kind}/secure/api/v3/self/figureinfo'],
    ['get', '/identity/secure/api/v1/identity'],
    ['get', '/identity/secure/api/v1_1/identity'],
    ['post', '/identity-broker/{kind}/api/v3/login'],
    ['post', '/identity-broker/{kind}/secure/api/v3/logout'],
    ['post', '/identity/api/v1/login'],
    ['post', '/identity/api/v1/registration/register'],
    ['get', '/service-wallet/secure/api/v4/account/access'],
    ['get', '/service-wallet/secure/api/v4/account'],
    ['get', '/service-notifications/api/v1/notifications'],
    ['post', '/ft/{context}/event'],
    ['post', '/ft/{context}/session'],
    ['post', '/service-optimize/{context}/api/v1/feature'],
    ['post', '/service-optimize/{context}/api/v2/decision'],
    ['post', '/service-optimize/{context}/api/v1/features'],
    ['put', '/service-application/api/v1/application/heloc/{uuid}/full-story-link'],
    ['post', '/service-application/api/v1/application/heloc'],
    ['put', '/service-application/api/v1/application/heloc/{uuid}/offer'],
    ['post', '/service-application/api/v1/application/heloc/{uuid}/identity-documents'],
    ['put', '/sandbox/applications/{uuid}/state'],
  ] as const;

  it.each(SPEC_PATHS)('documents %s %s', async (method, path) => {
    const doc = (await sb.call('GET', '/openapi.json')).body;
    expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('describes request bodies from the same valibot schemas', async () => {
    const doc = (await sb.call('GET', '/openapi.json')).body;
    const body = doc.paths['/service-profile/api/v1/feedback/ceo'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('Improve our product');
  });
});

describe('shell services', () => {
  it('organisation data, with the spec’s error for an unknown one', async () => {
    const org = await sb.call('GET', '/service-organization/external/api/v1/organizations/summitridge');
    expect(org.body).toMatchObject({
      orgCode: 'summitridge',
      orgBrand: { name: 'Summit Ridge Credit Union' },
      orgMetaData: { isCreditUnion: true },
      footer: { footerImage: 'EOL' },
    });
    expect(org.body).not.toHaveProperty('loanOfficer');
    expect((await sb.call('GET', '/service-organization/external/api/v1/organizations/nobody')).body).toEqual({
      errors: ['No private label data found'],
    });
  });
  it('state licenses by orgCode', async () => {
    const r = await sb.call('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=summitridge');
    expect(r.body).toEqual([{ abbrev: 'CO' }, { abbrev: 'WY' }, { abbrev: 'UT' }, { abbrev: 'NM' }]);
  });
  it('operating hours by department and x-org; open status in Pacific time', async () => {
    const phone = await sb.call('GET', '/service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true', {
      headers: { 'x-org': 'homestead' },
    });
    expect(phone.body).toHaveLength(7);
    expect(
      phone.body
        .filter((d: { weekdayValue: number }) => isWeekendEntry(d.weekdayValue))
        .map((d: { weekday: string }) => d.weekday),
    ).toEqual(['Saturday', 'Sunday']);
    expect(formatHoursRange(phone.body[0].startTime, phone.body[0].endTime)).toBe('6:00 AM – 6:00 PM PT');
    const hours = SEED_ORGS[0].data.hours.OPS_CHAT as never;
    expect(isOpenNow(hours, new Date('2026-11-23T18:00:00Z'))).toBe(true); // Monday 10:00 PT
    expect(isOpenNow(hours, new Date('2026-11-23T05:00:00Z'))).toBe(false); // Sunday 21:00 PT
    expect((await sb.call('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus')).body).toBe(
      true,
    );
    expect((await sb.call('GET', '/service-operating-hours/external/api/v1/hours/OPS_FAX')).status).toBe(400);
  });
  it('lead-portal originator: a loan officer, a broker, cached 10 minutes', async () => {
    const lo = await sb.call('GET', '/service-lead-portal/api/lo/4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a01');
    expect(lo.body.originatorDisplayInfo).toMatchObject({ originatorName: 'Dana Whitfield', nmls: '2087341' });
    expect(lo.headers.get('cache-control')).toBe('public, max-age=600');
    const broker = await sb.call('GET', '/service-lead-portal/api/lo/4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a04');
    expect(broker.body.originatorDisplayInfo).toMatchObject({
      originatorName: null,
      brokerName: 'Allegheny Mortgage Partners',
    });
    // A broker's own brand replaces the lender's logo in the shell (shared-surfaces §1); a loan officer of the lender has none.
    expect(broker.body.userInfo.brand).toEqual({
      name: 'Allegheny Mortgage Partners',
      logoUri: expect.stringMatching(/^data:image\/svg\+xml;utf8,/),
    });
    expect(lo.body.userInfo.brand).toBeNull();
  });
  it('profile, wallet, figureinfo, identity', async () => {
    const profile = await sb.call('GET', '/service-profile/api/v1/profile', { token: b.token });
    expect(profile.body).toMatchObject({
      email: b.email,
      name: { firstName: 'Ann', lastName: 'Lee' },
      hasSsn: false,
      creditPulls: [],
      addresses: [{ ownership: 'SOLE' }],
    });
    const wallet = await sb.call('GET', '/service-wallet/secure/api/v4/account/access', { token: b.token });
    expect(wallet.body.account.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(wallet.body.authorizedWallet.authorizationType).toBe('OWNER');
    const info = await sb.call('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo', { token: b.token });
    expect(info.body).toMatchObject({ identityUuid: b.identityUuid, email: b.email, organizationCode: 'homestead' });
    const legacy = await sb.call('GET', '/identity/secure/api/v1/identity', { token: b.token });
    expect(legacy.body.aliases).toEqual([{ type: 'Email', value: b.email }]);
    const v11 = await sb.call('GET', '/identity/secure/api/v1_1/identity', { token: b.token });
    expect(v11.body).toMatchObject({ uuid: b.identityUuid, aliases: [{ type: 'Email', value: b.email }] });
    expect(info.body.isBroker).toBe(false);
  });
  it('the seeded sandbox broker signs in and is a broker on either path (agent login variant, §6)', async () => {
    const login = await sb.call('POST', '/identity/api/v1/login', {
      headers: { 'x-org': 'homestead' },
      body: { email: SANDBOX_BROKER.email('homestead'), password: SANDBOX_BROKER.password },
    });
    expect(login.status).toBe(200);
    for (const kind of ['customer', 'agent']) {
      const info = await sb.call('GET', `/identity-broker/${kind}/secure/api/v3/self/figureinfo`, {
        token: login.body.jwt,
      });
      expect(info.body).toMatchObject({
        email: 'broker@homestead.sandbox',
        organizationCode: 'homestead',
        isBroker: true,
      });
    }
  });
  it('notifications newest first; read state changes only for the owner', async () => {
    await sb.call('POST', `/sandbox/users/${b.identityUuid}/notifications`, {
      operator: true,
      body: { title: 'Older', createdAt: '2026-11-01T00:00:00Z' },
    });
    await sb.call('POST', `/sandbox/users/${b.identityUuid}/notifications`, {
      operator: true,
      body: { title: 'Newer', ctas: [{ title: 'Continue', redirectPath: '/account/heloc' }] },
    });
    const list = await sb.call('GET', '/service-notifications/api/v1/notifications', { token: b.token });
    expect(list.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Newer', 'Older']);
    expect(list.body.unreadCount).toBe(2);
    const other = await registerBorrower(sb, {});
    expect(
      (
        await sb.call('PATCH', `/service-notifications/api/v1/notifications/${list.body.notifications[0].uuid}`, {
          token: other.token,
          body: { status: 'READ' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await sb.call('PATCH', `/service-notifications/api/v1/notifications/${list.body.notifications[0].uuid}`, {
          token: b.token,
          body: { status: 'READ' },
        })
      ).status,
    ).toBe(204);
  });
  it('CEO feedback validated with the core’s schema', async () => {
    const bad = await sb.call('POST', '/service-profile/api/v1/feedback/ceo', {
      token: b.token,
      body: {
        message: 'short',
        topic: 'Improve our product',
        marketingConsent: true,
        pathname: '/',
        productType: 'HELOC',
      },
    });
    expect(bad.body).toEqual({ errors: ['message: Must be at least 10 characters'] });
    const ok = await sb.call('POST', '/service-profile/api/v1/feedback/ceo', {
      token: b.token,
      body: {
        applicationUuid: b.uuid,
        message: 'The offer page was very clear.',
        topic: 'Give us a compliment',
        marketingConsent: false,
        pathname: '/account/heloc',
        productType: 'HELOC',
      },
    });
    expect(ok.status).toBe(201);
  });
  it('experiment profile: tracker uuid, and only one’s own', async () => {
    const r = await sb.call('GET', `/service-application/api/v3/experiment-profile?identityUuid=${b.identityUuid}`, {
      token: b.token,
    });
    expect(r.body.trackerUuid).toMatch(/^[0-9a-f-]{36}$/);
    const again = await sb.call(
      'GET',
      `/service-application/api/v3/experiment-profile?identityUuid=${b.identityUuid}`,
      { token: b.token },
    );
    expect(again.body.trackerUuid).toBe(r.body.trackerUuid);
    const tracker = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    expect(
      (
        await sb.call('PATCH', `/service-application/api/v3/experiment-profile?identityUuid=${b.identityUuid}`, {
          token: b.token,
          body: { optimizelyProfileUuid: tracker },
        })
      ).body.optimizelyProfileUuid,
    ).toBe(tracker);
    const other = await registerBorrower(sb, {});
    expect(
      (
        await sb.call('GET', `/service-application/api/v3/experiment-profile?identityUuid=${b.identityUuid}`, {
          token: other.token,
        })
      ).status,
    ).toBe(403);
  });
  it('telemetry session and event', async () => {
    const s = await sb.call('POST', '/ft/external/session', {
      body: { platform: 'WEB', libraryVersion: '2.2.23', screenWidth: 390, screenHeight: 844 },
    });
    expect(s.body.sessionKey).toBeTruthy();
    const e = await sb.call('POST', '/ft/external/event', {
      body: {
        event: 'PAGE_VIEW',
        pagePath: '/account/heloc/register',
        sessionKey: s.body.sessionKey,
        productType: 'HELOC',
      },
    });
    expect(e.status).toBe(202);
    expect((await sb.call('POST', '/ft/external/event', { body: { pagePath: '/' } })).body).toEqual({
      errors: ['event: Required'],
    });
  });
  it('full-story link stored for the owner', async () => {
    expect(
      (
        await sb.call('PUT', `${APP}/${b.uuid}/full-story-link`, {
          token: b.token,
          body: { link: 'https://replay.example/session/1' },
        })
      ).status,
    ).toBe(204);
  });
});

describe('flags', () => {
  it('the maintenance decision carries the flag file’s variables, and the core reads them', async () => {
    const r = await sb.call('POST', '/service-optimize/external/api/v2/decision', {
      body: { featureKey: 'fe-heloc-maintenance', optimizeUser: { attributes: { organization: 'homestead' } } },
    });
    expect(r.body).toMatchObject({
      featureKey: 'fe-heloc-maintenance',
      flagEnabled: false,
      variables: { routes: '[]' },
    });
    await sb.call('PUT', '/sandbox/flags/fe-heloc-maintenance', {
      operator: true,
      body: { flagEnabled: true, variables: { routes: '["/register"]', message: '', pageTitle: '' } },
    });
    const on = (
      await sb.call('POST', '/service-optimize/external/api/v2/decision', {
        body: { featureKey: 'fe-heloc-maintenance' },
      })
    ).body;
    expect(maintenanceFor('/account/heloc/register', on)).toMatchObject({ title: 'Scheduled Maintenance' });
    const all = await sb.call('POST', '/service-optimize/external/api/v1/features', { body: {} });
    expect(all.body.map((f: { featureKey: string }) => f.featureKey)).toEqual(
      expect.arrayContaining([
        'webchat',
        'ceo-feedback',
        'portfolio-manager-link',
        'fe-heloc-additional-signer-conditions',
      ]),
    );
  });
});

describe('sandbox control', () => {
  it('puts an application into any state when enabled', async () => {
    const r = await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
      token: b.token,
      body: { state: 'NOTE_SIGNING', status: { uwSubDecision: 'FINAL_OFFER' } },
    });
    expect(r.body).toEqual({ uuid: b.uuid, state: 'NOTE_SIGNING' });
    expect(
      (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${b.uuid}/status`, { token: b.token })).body,
    ).toMatchObject({ state: 'NOTE_SIGNING', uwSubDecision: 'FINAL_OFFER' });
    expect(
      (await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, { token: b.token, body: { state: 'MADE_UP' } }))
        .status,
    ).toBe(400);
  });
  it('is off unless enabled', async () => {
    const off = await startSandbox({ SANDBOX_CONTROL: 'false' });
    try {
      expect(
        (
          await off.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
            operator: true,
            body: { state: 'COMPLETE' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('the not-accepting rule on the server', () => {
  it('the credit-union partner needs a referring loan officer', async () => {
    const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
      headers: { 'x-org': 'summitridge' },
      body: { email: 'cu@example.com', password: 'long enough password' },
    });
    const body = {
      property: { street1: '1 Ridge Rd', city: 'Boulder', state: 'CO', zip: '80302' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 120000, employmentType: 'FULL_TIME' },
      name: { firstName: 'C', lastName: 'U' },
      birthdate: '1980-01-01',
      contact: { email: 'cu@example.com', phone: '3035550100' },
    };
    const refused = await sb.call('POST', APP, { token: reg.body.jwt, headers: { 'x-org': 'summitridge' }, body });
    expect(refused.status).toBe(403);
    const ok = await sb.call('POST', APP, {
      token: reg.body.jwt,
      headers: { 'x-org': 'summitridge' },
      body: { ...body, referrerUuid: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a03' },
    });
    expect(ok.status).toBe(201);
  });

  it("the wholesale lender takes no application from registration, only from its brokers' system (the operator in the sandbox)", async () => {
    const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
      headers: { 'x-org': 'keystone' },
      body: { email: 'ws@example.com', password: 'long enough password' },
    });
    const body = {
      property: { street1: '1 Plaza', city: 'Pittsburgh', state: 'PA', zip: '15222' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 120000, employmentType: 'FULL_TIME' },
      name: { firstName: 'W', lastName: 'S' },
      birthdate: '1980-01-01',
      contact: { email: 'ws@example.com', phone: '4125550100' },
    };
    const refused = await sb.call('POST', APP, {
      token: reg.body.jwt,
      headers: { 'x-org': 'keystone' },
      body: { ...body, referrerUuid: '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a04' },
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await sb.call('POST', APP, {
          token: reg.body.jwt,
          headers: { 'x-org': 'keystone', ...OPERATOR, [OPERATOR_HEADER]: 'wrong' },
          body,
        })
      ).status,
    ).toBe(403);
    const ok = await sb.call('POST', APP, { token: reg.body.jwt, headers: { 'x-org': 'keystone', ...OPERATOR }, body });
    expect(ok.status).toBe(201);
  });
});
