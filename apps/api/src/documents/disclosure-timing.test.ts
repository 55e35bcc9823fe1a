/**
 * Every application-stage disclosure at the moment its regulation names, recorded in the vault
 * with its time (decision 091): the program disclosures and the booklet before submission (Reg Z
 * §1026.40(b)), the E-SIGN demonstration before the consent is relied on (15 U.S.C.
 * §7001(c)(1)(C)(ii)), the counseling list within three business days (Reg X §1024.20), the notice
 * of incomplete application within 30 days (Reg B §1002.9(c)). The vault's `timing` is the core's
 * rule (disclosure-timing.ts) run on the server's records: any disclosure given late fails here.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDisclosuresPath,
  disclosurePdfPath,
  disclosuresPath,
  disclosuresResponseSchema,
  ESIGN_CODE_WRONG_MESSAGE,
  esignDemonstrationPath,
  esignSamplePath,
  INCOMPLETE_NOTICE_AFTER_DAYS,
  SUBMIT_DISCLOSURES_NOT_GIVEN_MESSAGE,
  SUBMIT_ESIGN_NOT_SHOWN_MESSAGE,
  type ClosingDocumentKind,
} from '@heloc/core';
import {
  OPERATOR,
  registerBorrower,
  startSandbox,
  step,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';
import { pdfText } from '../testing/pdf-text.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const DAY = 24 * 60 * 60 * 1000;
const SUBMIT = { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true } as const;

async function vault(b: Borrower) {
  const r = await sb.call('GET', disclosuresPath(b.uuid), { token: b.token, headers: b.headers });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return v.parse(disclosuresResponseSchema, r.body).documents;
}
const entry = (docs: Awaited<ReturnType<typeof vault>>, kind: ClosingDocumentKind) =>
  docs.find((d) => d.kind === kind) as (typeof docs)[number];
const pdf = async (b: Borrower, path: string) => {
  const res = await sb.app.request(path, { headers: { authorization: `Bearer ${b.token}`, ...b.headers } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
};
/** Days later the borrower signs in again (the session's token has expired). */
async function daysLater(b: Borrower, days: number) {
  sb.clock.t += days * DAY;
  const r = await sb.call('POST', '/identity/api/v1/login', {
    body: { email: b.email, password: 'correct horse battery staple' },
    headers: b.headers,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  b.token = r.body.jwt;
}
/** The timed disclosures the vault says came late: the test's failure names them. */
const late = (docs: Awaited<ReturnType<typeof vault>>) =>
  docs.filter((d) => d.timing?.late).map((d) => `${d.kind} (due ${d.timing?.dueBy}, given ${d.givenAt})`);

describe('before submission: the program disclosures, the booklet and the E-SIGN demonstration', () => {
  let b: Borrower;
  beforeAll(async () => {
    b = await registerBorrower(sb);
    expect((await walk(sb, b, { until: 'APP_SUBMISSION' })).state).toBe('APP_SUBMISSION');
  });

  it('refuses the submission until the disclosures were given and the sample’s code typed back', async () => {
    const first = await step(sb, b, 'submit', SUBMIT);
    expect(first.status).toBe(409);
    expect(first.body).toEqual({ errors: [SUBMIT_DISCLOSURES_NOT_GIVEN_MESSAGE] });

    const given = await sb.call('POST', applicationDisclosuresPath(b.uuid), { token: b.token, body: {} });
    expect(given.status).toBe(200);
    expect(given.body.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'HELOC_PROGRAM_DISCLOSURE',
      'CFPB_HELOC_BOOKLET',
    ]);
    const givenAt = given.body.documents[0].givenAt as string;
    expect(Date.parse(givenAt)).toBe(sb.clock.t);
    // Shown, so downloadable before submission.
    const program = await pdf(b, disclosurePdfPath(b.uuid, 'HELOC_PROGRAM_DISCLOSURE'));
    expect(program.status).toBe(200);
    expect(await pdfText(program.bytes)).toContain('You are not obligated to accept these terms');
    // A second showing keeps the first time.
    sb.clock.t += 60_000;
    const again = await sb.call('POST', applicationDisclosuresPath(b.uuid), { token: b.token, body: {} });
    expect(again.body.documents[0].givenAt).toBe(givenAt);

    const second = await step(sb, b, 'submit', SUBMIT);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ errors: [SUBMIT_ESIGN_NOT_SHOWN_MESSAGE] });

    const sample = await pdf(b, esignSamplePath(b.uuid));
    expect(sample.status, 'the sample').toBe(200);
    const code = /Your code: (\d{6})/.exec(await pdfText(sample.bytes))?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await sb.call('POST', esignDemonstrationPath(b.uuid), {
      token: b.token,
      body: { code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: [ESIGN_CODE_WRONG_MESSAGE] } });
    const malformed = await sb.call('POST', esignDemonstrationPath(b.uuid), { token: b.token, body: { code: 'abc' } });
    expect(malformed.status).toBe(400);
    sb.clock.t += 60_000;
    const shown = await sb.call('POST', esignDemonstrationPath(b.uuid), { token: b.token, body: { code } });
    expect(shown).toMatchObject({ status: 200, body: { demonstratedAt: new Date(sb.clock.t).toISOString() } });

    sb.clock.t += 60_000;
    expect((await step(sb, b, 'submit', SUBMIT)).status).toBe(200);
  });

  it('the vault records each with its time, none of them late', async () => {
    const docs = await vault(b);
    const submitted = Date.parse(entry(docs, 'ESIGN_CONSENT').signedAt as string);
    for (const kind of ['HELOC_PROGRAM_DISCLOSURE', 'CFPB_HELOC_BOOKLET'] as const) {
      expect(Date.parse(entry(docs, kind).givenAt as string), kind).toBeLessThan(submitted);
      expect(entry(docs, kind).timing).toMatchObject({ late: false, dueBy: new Date(submitted).toISOString() });
    }
    expect(Date.parse(entry(docs, 'ESIGN_CONSENT').demonstratedAt as string)).toBeLessThan(submitted);
    // The counseling list comes with the submission itself, day 0 of Reg X's three business days.
    expect(entry(docs, 'HOMEOWNERSHIP_COUNSELING_LIST')).toMatchObject({
      givenAt: new Date(submitted).toISOString(),
      timing: { late: false, dueBy: '2026-11-27' }, // Monday 23 Nov: Tue, Wed, (Thanksgiving), Fri
    });
    const list = await pdfText((await pdf(b, disclosurePdfPath(b.uuid, 'HOMEOWNERSHIP_COUNSELING_LIST'))).bytes);
    expect(list).toContain('SANDBOX: these organizations are fictional test data');
    expect(list).toContain('approved by the U.S. Department of Housing and Urban Development');
    expect(entry(docs, 'INCOMPLETE_APPLICATION_NOTICE')).toMatchObject({ givenAt: null, timing: { late: false } });
    expect(late(docs)).toEqual([]);
  });
});

describe('a condition that stays open: the notice of incomplete application (Reg B §1002.9(c))', () => {
  let b: Borrower;
  beforeAll(async () => {
    b = await registerBorrower(sb);
    expect((await walk(sb, b, { until: 'IDENTITY_VERIFICATION' })).state).toBe('IDENTITY_VERIFICATION');
  });

  it('is given once the condition has been open 10 days, names what is missing and a date, and is on time', async () => {
    const condition = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Your latest mortgage statement' },
      headers: OPERATOR,
    });
    expect(condition.status, JSON.stringify(condition.body)).toBeLessThan(300);
    await daysLater(b, INCOMPLETE_NOTICE_AFTER_DAYS - 1);
    expect(entry(await vault(b), 'INCOMPLETE_APPLICATION_NOTICE').givenAt).toBeNull();
    await daysLater(b, 1);
    const docs = await vault(b);
    const notice = entry(docs, 'INCOMPLETE_APPLICATION_NOTICE');
    expect(notice.givenAt).toBe(new Date(sb.clock.t).toISOString());
    expect(notice.timing).toMatchObject({ late: false });
    const text = await pdfText((await pdf(b, disclosurePdfPath(b.uuid, 'INCOMPLETE_APPLICATION_NOTICE'))).bytes);
    expect(text).toContain('Your latest mortgage statement');
    expect(text).toMatch(/Please provide it by \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('we will not be able to give your application further consideration');
    expect(late(docs)).toEqual([]);
  });

  it('is given by the scheduler’s sweep when the borrower never comes back, at the tick, not at the next visit', async () => {
    const away = await registerBorrower(sb);
    expect((await walk(sb, away, { until: 'IDENTITY_VERIFICATION' })).state).toBe('IDENTITY_VERIFICATION');
    const condition = await sb.call('POST', `/sandbox/applications/${away.uuid}/conditions`, {
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Your latest tax return' },
      headers: OPERATOR,
    });
    expect(condition.status, JSON.stringify(condition.body)).toBeLessThan(300);
    // Ten days with no request from the borrower; the operator runs the scheduler's tick then.
    sb.clock.t += INCOMPLETE_NOTICE_AFTER_DAYS * DAY;
    const tickAt = new Date(sb.clock.t).toISOString();
    const tick = await sb.call('POST', '/sandbox/reminders/run', { headers: OPERATOR, body: { at: tickAt } });
    expect(tick.status, JSON.stringify(tick.body)).toBe(200);
    // The borrower comes back a week later: the notice was given at the tick, on time.
    await daysLater(away, 7);
    const notice = entry(await vault(away), 'INCOMPLETE_APPLICATION_NOTICE');
    expect(notice.givenAt).toBe(tickAt);
    expect(notice.timing).toMatchObject({ late: false });
  });
});
