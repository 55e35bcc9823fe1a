/**
 * The conditions dashboard's server side (issue 13): each catalogue condition opened by the sandbox
 * can be answered by its owner — documents, or a phone number — and then reads submitted, and
 * accepted once the sandbox's reviewer has had CONDITION_REVIEW_MS. Owner only; 4xx JSON otherwise.
 */
import { CONDITIONS_CATALOGUE, conditionAction, conditionStatus } from '@heloc/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_STREET_WORDS } from '../pipeline/scenarios.js';
import { form, PDF, registerBorrower, startSandbox, walk, type Borrower, type Sandbox } from '../testing/harness.js';

const BASE = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;
const REVIEW_MS = 5000;

let sb: Sandbox;
let a: Borrower;
let stranger: Borrower;

beforeAll(async () => {
  sb = await startSandbox({ CONDITION_REVIEW_MS: String(REVIEW_MS) });
  a = await registerBorrower(sb);
  stranger = await registerBorrower(sb);
});
afterAll(async () => {
  await sb.close();
});

// One condition of a kind per person (pipeline/conditions.ts): a test that opens a kind `a` has had opens it for a new borrower.
async function open(categoryEnum: string, extra: Record<string, unknown> = {}, who: Borrower = a) {
  const r = await sb.call('POST', `/sandbox/applications/${who.uuid}/conditions`, {
    token: who.token,
    body: { categoryEnum, ...extra },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.uuid as string;
}
const list = async (who: Borrower = a, of: Borrower = a) =>
  (await sb.call('GET', `${BASE(of.uuid)}/external-applicants`, { token: who.token })).body as {
    uuid: string;
    actionNeeded: boolean;
    submittedAt: string | null;
    acceptedAt: string | null;
    xtraData: unknown;
  }[];
const find = async (uuid: string, of: Borrower = a) => (await list(of, of)).find((c) => c.uuid === uuid);
const pdf = (name = 'stub.pdf') => ({ name, blob: PDF() });

describe('answering a condition', () => {
  it('a paystub condition of 2: needs both, then reads submitted, then accepted after the review', async () => {
    const id = await open('HELOC_MANUAL_PAYSTUB_UPLOAD', { numDocsRequired: 2 });
    expect(conditionStatus((await find(id))!)).toBe('needed');
    const one = await sb.call('POST', `${BASE(a.uuid)}/${id}/documents`, { token: a.token, form: form({}, [pdf()]) });
    expect(one.status).toBe(400);
    expect(one.body.errors.length).toBeGreaterThan(0);
    const two = await sb.call('POST', `${BASE(a.uuid)}/${id}/documents`, {
      token: a.token,
      form: form({}, [pdf('a.pdf'), pdf('b.pdf')]),
    });
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    const submitted = (await find(id))!;
    expect(conditionStatus(submitted)).toBe('submitted');
    // The bookkeeping stays out of the spec's xtraData.
    expect(submitted.xtraData).toEqual({ numDocsRequired: 2 });
    sb.clock.t += REVIEW_MS;
    expect(conditionStatus((await find(id))!)).toBe('accepted');
  });

  it('more documents may follow while in review; once accepted, 409', async () => {
    const id = await open('GENERIC_DOCUMENT_REQUEST');
    expect(
      (await sb.call('POST', `${BASE(a.uuid)}/${id}/documents`, { token: a.token, form: form({}, [pdf()]) })).status,
    ).toBe(201);
    expect(
      (await sb.call('POST', `${BASE(a.uuid)}/${id}/documents`, { token: a.token, form: form({}, [pdf('more.pdf')]) }))
        .status,
    ).toBe(201);
    sb.clock.t += REVIEW_MS;
    const again = await sb.call('POST', `${BASE(a.uuid)}/${id}/documents`, { token: a.token, form: form({}, [pdf()]) });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatch(/already been accepted/);
  });

  it('a phone number condition: the number joins the profile, the condition reads submitted', async () => {
    const id = await open('MISSING_PHONE_NUMBER');
    const bad = await sb.call('PUT', `${BASE(a.uuid)}/${id}/phone-number`, { token: a.token, body: { phone: '12' } });
    expect(bad.status).toBe(400);
    expect(
      (await sb.call('POST', `${BASE(a.uuid)}/${id}/documents`, { token: a.token, form: form({}, [pdf()]) })).status,
    ).toBe(409);
    const ok = await sb.call('PUT', `${BASE(a.uuid)}/${id}/phone-number`, {
      token: a.token,
      body: { phone: '(415) 555-0134' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(conditionStatus((await find(id))!)).toBe('submitted');
    const profile = await sb.call('GET', '/service-profile/api/v1/profile', { token: a.token });
    expect(JSON.stringify(profile.body.phoneNumbers)).toContain('4155550134');
  });

  it('a document condition is not answered with a phone number', async () => {
    const b = await registerBorrower(sb);
    const id = await open('GENERIC_DOCUMENT_REQUEST', {}, b);
    expect(
      (await sb.call('PUT', `${BASE(b.uuid)}/${id}/phone-number`, { token: b.token, body: { phone: '4155550134' } }))
        .status,
    ).toBe(409);
  });

  it('owner only: another borrower gets 404 (JSON), whichever way they ask', async () => {
    const b = await registerBorrower(sb);
    const id = await open('MISSING_PHONE_NUMBER', {}, b);
    for (const r of [
      await sb.call('PUT', `${BASE(b.uuid)}/${id}/phone-number`, {
        token: stranger.token,
        body: { phone: '4155550134' },
      }),
      await sb.call('PUT', `${BASE(stranger.uuid)}/${id}/phone-number`, {
        token: stranger.token,
        body: { phone: '4155550134' },
      }),
      await sb.call('GET', `${BASE(b.uuid)}/external-applicants`, { token: stranger.token }),
    ]) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.errors.length).toBeGreaterThan(0);
    }
    expect((await sb.call('PUT', `${BASE(b.uuid)}/${id}/phone-number`, { body: { phone: '4155550134' } })).status).toBe(
      401,
    );
    expect(conditionStatus((await find(id, b))!)).toBe('needed');
  });

  it('an ID condition is answered with an ID, by the identity step’s rule, and filed as that ID', async () => {
    const b = await registerBorrower(sb);
    for (const categoryEnum of ['ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW']) {
      const opened = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
        token: b.token,
        body: { categoryEnum },
      });
      const at = `${BASE(b.uuid)}/${opened.body.uuid}/documents`;
      expect(conditionAction({ uuid: opened.body.uuid, categoryEnum }).screen).toBe('identity');
      const untyped = await sb.call('POST', at, { token: b.token, form: form({}, [pdf()]) });
      expect(untyped.status).toBe(400);
      expect(untyped.body.errors[0]).toMatch(/^type: Must be the front of a driver’s license/);
      const oneSide = await sb.call('POST', at, {
        token: b.token,
        form: form({ type: 'DRIVERSLICENSEFRONT' }, [pdf('front.pdf')]),
      });
      expect(oneSide.status).toBe(400);
      expect(oneSide.body.errors[0]).toMatch(/^file: /);
      const answered = await sb.call('POST', at, {
        token: b.token,
        form: form({ type: 'DRIVERSLICENSEFRONT' }, [pdf('front.pdf'), pdf('back.pdf')]),
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(201);
      const mine = (await sb.call('GET', `${BASE(b.uuid)}/external-applicants`, { token: b.token })).body as {
        uuid: string;
        actionNeeded: boolean;
        submittedAt: string | null;
      }[];
      expect(mine.find((c) => c.uuid === opened.body.uuid)).toMatchObject({
        actionNeeded: false,
        submittedAt: expect.any(String) as string,
      });
    }
    const docs = (
      await sb.call('GET', `/service-application/api/v1/application/heloc/${b.uuid}/documents`, { token: b.token })
    ).body as { type: string }[];
    expect(
      docs
        .map((d) => d.type)
        .filter((t) => t.startsWith('DRIVERSLICENSE'))
        .sort(),
    ).toEqual(['DRIVERSLICENSEBACK', 'DRIVERSLICENSEBACK', 'DRIVERSLICENSEFRONT', 'DRIVERSLICENSEFRONT']);
  });

  it('every catalogue condition the sandbox opens can be answered where its action points', async () => {
    const b = await registerBorrower(sb);
    for (const categoryEnum of CONDITIONS_CATALOGUE) {
      const opened = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
        token: b.token,
        body: { categoryEnum },
      });
      expect(opened.status).toBe(201);
      const action = conditionAction({ uuid: opened.body.uuid, categoryEnum });
      // The ownership reviews are answered by the ownership step (tested in underwriting.test.ts).
      if (action.screen === 'review-app/incorrect-ownership') continue;
      const r =
        action.screen === 'conditions/phone-number'
          ? await sb.call('PUT', `${BASE(b.uuid)}/${opened.body.uuid}/phone-number`, {
              token: b.token,
              body: { phone: '4155550134' },
            })
          : action.screen === 'identity'
            ? await sb.call('POST', `${BASE(b.uuid)}/${opened.body.uuid}/documents`, {
                token: b.token,
                form: form({ type: 'PASSPORTFRONT' }, [pdf('passport.pdf')]),
              })
            : await sb.call('POST', `${BASE(b.uuid)}/${opened.body.uuid}/documents`, {
                token: b.token,
                form: form({}, [pdf()]),
              });
      expect(r.status, `${categoryEnum}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    }
    const left = (await sb.call('GET', `${BASE(b.uuid)}/external-applicants`, { token: b.token })).body as {
      categoryEnum: string;
      actionNeeded: boolean;
    }[];
    expect(
      left
        .filter((c) => c.actionNeeded)
        .map((c) => c.categoryEnum)
        .sort(),
    ).toEqual(['FALSE_OWNERSHIP_TYPE_REVIEW', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW']);
  });
});

describe('the scenarios open each catalogue condition (street words, apps/api/README.md)', () => {
  it('every catalogue condition is opened by some scenario: a street word, an income ending 222, or Vesting', () => {
    const byWords = Object.values(CONDITION_STREET_WORDS).map((c) => c.categoryEnum);
    expect([...byWords, 'HELOC_MANUAL_PAYSTUB_UPLOAD', 'FALSE_OWNERSHIP_TYPE_REVIEW'].sort()).toEqual(
      [...CONDITIONS_CATALOGUE].sort(),
    );
  });

  it('the words open theirs after the soft pull while the journey goes on; the bank review waits for the account', async () => {
    const b = await registerBorrower(sb, { street1: '7 Idfail Nophone Bankreview Road' });
    await walk(sb, b, { until: 'OFFER_SELECTION' });
    const afterPull = (await sb.call('GET', `${BASE(b.uuid)}/external-applicants`, { token: b.token })).body as {
      categoryEnum: string;
      commentsToBorrower: string;
    }[];
    expect(afterPull.map((c) => c.categoryEnum).sort()).toEqual(['ID_VERIFICATION_FAILURE', 'MISSING_PHONE_NUMBER']);
    expect(afterPull.find((c) => c.categoryEnum === 'MISSING_PHONE_NUMBER')?.commentsToBorrower).toBe(
      CONDITION_STREET_WORDS.nophone.commentsToBorrower,
    );
    await walk(sb, b, { until: 'AUTOPAY_ACCOUNT' });
    const afterBank = (await sb.call('GET', `${BASE(b.uuid)}/external-applicants`, { token: b.token })).body as {
      categoryEnum: string;
    }[];
    expect(afterBank.map((c) => c.categoryEnum).sort()).toEqual([
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'ID_VERIFICATION_FAILURE',
      'MISSING_PHONE_NUMBER',
    ]);
  });
});
