/** The leave-survey's answers: recorded for the owner, checked, limited; never a 500. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveSurveyPath } from '@heloc/core';
import { telemetry } from '../db/schema.js';
import { LEAVE_SURVEY_LIMIT } from './routes.js';
import { registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const send = (b: Borrower, body: unknown, uuid = b.uuid) =>
  sb.call('POST', leaveSurveyPath(uuid), { token: b.token, headers: b.headers, body });
const answersOf = async (uuid: string) =>
  (await sb.deps.db.select().from(telemetry).where(eq(telemetry.kind, 'leave-survey')))
    .map((r) => r.body)
    .filter((b) => b.applicationUuid === uuid);

describe('POST leave-survey', () => {
  it("records the owner's answer with the screen, the reason and the trimmed free text", async () => {
    const b = await registerBorrower(sb);
    const r = await send(b, {
      screen: 'product/select',
      reason: 'RATE_OR_TERMS',
      detail: '  The rate is higher than my bank’s.  ',
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ accepted: true });
    expect(await answersOf(b.uuid)).toEqual([
      expect.objectContaining({
        applicationUuid: b.uuid,
        identityUuid: b.identityUuid,
        screen: 'product/select',
        reason: 'RATE_OR_TERMS',
        detail: 'The rate is higher than my bank’s.',
      }),
    ]);
  });

  it('refuses bad answers with 400 { errors } and stores nothing', async () => {
    const b = await registerBorrower(sb);
    for (const body of [
      {},
      { screen: 'bank/confirm', reason: 'NEED_TIME' },
      { screen: 'liens', reason: 'BORED' },
      { screen: 'liens', reason: 'OTHER', detail: 'x'.repeat(501) },
      { screen: 'liens', reason: 'OTHER', detail: 7 },
      'not json',
      null,
    ]) {
      const r = await send(b, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors, JSON.stringify(r.body)).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect(await answersOf(b.uuid)).toEqual([]);
  });

  it("is owner only: someone else's application is 404, no session is 401", async () => {
    const owner = await registerBorrower(sb);
    const stranger = await registerBorrower(sb);
    const r = await send(stranger, { screen: 'liens', reason: 'NEED_TIME' }, owner.uuid);
    expect(r.status).toBe(404);
    expect(r.body.errors).toEqual(['Application not found.']);
    const anon = await sb.call('POST', leaveSurveyPath(owner.uuid), {
      headers: owner.headers,
      body: { screen: 'liens', reason: 'NEED_TIME' },
    });
    expect(anon.status).toBe(401);
    expect(anon.body.errors).toEqual(expect.arrayContaining([expect.any(String)]));
    const badId = await send(owner, { screen: 'liens', reason: 'NEED_TIME' }, 'not-a-uuid');
    expect(badId.status).toBe(400);
    expect(await answersOf(owner.uuid)).toEqual([]);
  });

  it(`is limited to ${LEAVE_SURVEY_LIMIT} answers an hour per application (429 with Retry-After)`, async () => {
    const b = await registerBorrower(sb);
    for (let i = 0; i < LEAVE_SURVEY_LIMIT; i++)
      expect((await send(b, { screen: 'identity', reason: 'NEED_TIME' })).status).toBe(202);
    const r = await send(b, { screen: 'identity', reason: 'NEED_TIME' });
    expect(r.status).toBe(429);
    expect(r.body.errors).toEqual([expect.stringMatching(/Too many/)]);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answersOf(b.uuid)).toHaveLength(LEAVE_SURVEY_LIMIT);
    // Other applications are not limited by this one's answers.
    const other = await registerBorrower(sb);
    expect((await send(other, { screen: 'identity', reason: 'NEED_TIME' })).status).toBe(202);
  });
});
