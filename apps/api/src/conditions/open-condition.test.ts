/**
 * One openCondition for the pipeline and the sandbox (issue 23, item 3): an application has one
 * condition of a kind for each person, however it is opened — by a step, by the operator's route,
 * again, or several times at once — and a borrower's new condition notifies once. Two reads
 * resolving one application at once apply its transition once.
 */
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_MOMENT_TEXT, type NotificationMoment } from '@heloc/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCondition } from './repo.js';
import { registerBorrower, startSandbox, STATUS, step, walk, type Borrower, type Sandbox } from '../testing/harness.js';

const OPEN = (uuid: string) => `/sandbox/applications/${uuid}/conditions`;
const LIST = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const conditionsOf = async (b: Borrower) =>
  (await sb.call<{ uuid: string; categoryEnum: string }[]>('GET', LIST(b.uuid), { token: b.token })).body;
async function notified(b: Borrower, moment: NotificationMoment) {
  const r = await sb.call<{ notifications: { title: string }[] }>(
    'GET',
    '/service-notifications/api/v1/notifications',
    { token: b.token },
  );
  return r.body.notifications.filter((n) => n.title === NOTIFICATION_MOMENT_TEXT[moment].title).length;
}

describe('the sandbox’s route opens a condition by the pipeline’s rule', () => {
  it('the same kind again gives the condition there is (200, same uuid): one condition, one notification', async () => {
    const b = await registerBorrower(sb);
    const first = await sb.call('POST', OPEN(b.uuid), {
      operator: true,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    expect(first.status).toBe(201);
    const again = await sb.call('POST', OPEN(b.uuid), {
      operator: true,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Upload it again.' },
    });
    expect(again.status).toBe(200);
    expect(again.body.uuid).toBe(first.body.uuid);
    expect((await conditionsOf(b)).map((c) => c.uuid)).toEqual([first.body.uuid]);
    expect(await notified(b, 'newCondition')).toBe(1);
  });

  it('five opens of one kind at once: one condition, one notification', async () => {
    const b = await registerBorrower(sb);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        sb.call('POST', OPEN(b.uuid), { token: b.token, body: { categoryEnum: 'MISSING_PHONE_NUMBER' } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.uuid)).size).toBe(1);
    expect(await conditionsOf(b)).toHaveLength(1);
    expect(await notified(b, 'newCondition')).toBe(1);
  });

  it('a kind the pipeline opened is the one the route gives', async () => {
    const b = await registerBorrower(sb, { street1: '3 Nophone Road' });
    await walk(sb, b, { until: 'OFFER_SELECTION' });
    const [byPipeline] = await conditionsOf(b);
    expect(byPipeline?.categoryEnum).toBe('MISSING_PHONE_NUMBER');
    const opened = await sb.call('POST', OPEN(b.uuid), {
      operator: true,
      body: { categoryEnum: 'MISSING_PHONE_NUMBER' },
    });
    expect([opened.status, opened.body.uuid]).toEqual([200, byPipeline?.uuid]);
    expect(await notified(b, 'newCondition')).toBe(1);
  });

  it('a signer’s condition of a kind is the signer’s own, and does not notify the owner', async () => {
    const b = await registerBorrower(sb);
    const signer = randomUUID();
    const open = (forUserUuid: string | null) =>
      sb.deps.db.transaction((tx) =>
        openCondition(
          tx,
          { applicationUuid: b.uuid, categoryEnum: 'ID_VERIFICATION_FAILURE', commentsToBorrower: null, forUserUuid },
          sb.deps.now(),
        ),
      );
    const owners = await open(null);
    const signers = await open(signer);
    const signersAgain = await open(signer);
    expect([owners.opened, signers.opened, signersAgain.opened]).toEqual([true, true, false]);
    expect(signers.condition.uuid).not.toBe(owners.condition.uuid);
    expect(signersAgain.condition.uuid).toBe(signers.condition.uuid);
    expect(await notified(b, 'newCondition')).toBe(1);
  });
});

describe('two reads resolving one application at once', () => {
  it('apply its transition once: three conditions, each notified once, the offers once', async () => {
    const b = await registerBorrower(sb, { street1: '5 Idfail Nophone Docrequest Road' });
    expect((await step(sb, b, 'profile', { ssn: b.ssn, softCreditConsent: true })).status).toBeLessThan(300);
    // Every waiting step due (each one PIPELINE_DELAY_MS after the last), the session still valid.
    sb.clock.t += 60 * sb.deps.env.PIPELINE_DELAY_MS;
    const reads = await Promise.all(
      Array.from({ length: 4 }, () => sb.call('GET', STATUS(b.uuid), { token: b.token, headers: b.headers })),
    );
    expect(
      reads.map((r) => r.body.state),
      JSON.stringify(reads[0]?.body),
    ).toEqual(['OFFER_SELECTION', 'OFFER_SELECTION', 'OFFER_SELECTION', 'OFFER_SELECTION']);
    expect((await conditionsOf(b)).map((c) => c.categoryEnum).sort()).toEqual([
      'GENERIC_DOCUMENT_REQUEST',
      'ID_VERIFICATION_FAILURE',
      'MISSING_PHONE_NUMBER',
    ]);
    expect([await notified(b, 'newCondition'), await notified(b, 'offersReady')]).toEqual([3, 1]);
  });
});
