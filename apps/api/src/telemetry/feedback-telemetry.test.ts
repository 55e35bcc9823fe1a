/**
 * CEO feedback, telemetry and experiments through real HTTP and a real database (issue 14): the
 * owner sends feedback (validated, only about their own application, only while the flag is on) and
 * the operator — nobody else — reads it; a repeated key action is stored once; an experiment gives
 * a tracker one variant on every call.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetry } from '../db/schema.js';
import { registerBorrower, startSandbox, type Borrower, type Sandbox } from '../testing/harness.js';

const CEO = '/service-profile/api/v1/feedback/ceo';
const EVENT = '/ft/external/event';
const DECISION = '/service-optimize/external/api/v2/decision';

let sb: Sandbox;
let owner: Borrower;
let stranger: Borrower;
const feedback = (b: Borrower, patch: Record<string, unknown> = {}) =>
  sb.call('POST', CEO, {
    token: b.token,
    headers: b.headers,
    body: {
      applicationUuid: b.uuid,
      message: 'The offer page was very clear.',
      topic: 'Give us a compliment',
      marketingConsent: true,
      pathname: `/account/heloc/${b.uuid}/product/select`,
      productType: 'HELOC',
      ...patch,
    },
  });

beforeAll(async () => {
  sb = await startSandbox();
  owner = await registerBorrower(sb);
  stranger = await registerBorrower(sb);
});
afterAll(async () => sb.close());

describe('CEO feedback', () => {
  it('the owner sends it; the operator lists it with who sent it and the consent as a boolean', async () => {
    const sent = await feedback(owner);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const list = await sb.call('GET', '/sandbox/feedback', { operator: true });
    expect(list.status).toBe(200);
    // Found by its uuid: on a shared PostgreSQL other test files send feedback at the same (fake) time.
    expect(list.body.feedback.find((f: { uuid: string }) => f.uuid === sent.body.uuid)).toMatchObject({
      uuid: sent.body.uuid,
      from: owner.email,
      topic: 'Give us a compliment',
      message: 'The offer page was very clear.',
      marketingConsent: true,
      applicationUuid: owner.uuid,
      productType: 'HELOC',
    });
  });

  it('nobody but the operator reads the list (a borrower’s token is not enough)', async () => {
    for (const r of [
      await sb.call('GET', '/sandbox/feedback'),
      await sb.call('GET', '/sandbox/feedback', { token: owner.token }),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body.errors).toEqual(expect.any(Array));
    }
  });

  it('the spec’s messages: 10 to 1000 characters, a topic, consent as a boolean', async () => {
    expect((await feedback(owner, { message: 'Too short' })).body.errors.join()).toContain(
      'Must be at least 10 characters',
    );
    expect((await feedback(owner, { message: 'x'.repeat(1001) })).body.errors.join()).toContain(
      'Must be at most 1000 characters',
    );
    const bad = await feedback(owner, { topic: 'Complain', marketingConsent: 'Yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.any(Array));
  });

  it('about someone else’s application: refused, nothing stored', async () => {
    const r = await feedback(stranger, { applicationUuid: owner.uuid });
    expect(r.status).toBe(404);
    // Nothing from the stranger (counted by sender, not in total: other files share the database).
    expect(
      (await sb.call('GET', '/sandbox/feedback', { operator: true })).body.feedback.filter(
        (f: { from: string }) => f.from === stranger.email,
      ),
    ).toEqual([]);
  });

  it('while the flag is off: 403 with the reason', async () => {
    expect(
      (await sb.call('PUT', '/sandbox/flags/ceo-feedback', { operator: true, body: { flagEnabled: false } })).status,
    ).toBe(204);
    const r = await feedback(owner);
    expect(r.status).toBe(403);
    expect(r.body.errors).toEqual(['Feedback to the CEO is not open right now.']);
    expect(
      (await sb.call('PUT', '/sandbox/flags/ceo-feedback', { operator: true, body: { flagEnabled: true } })).status,
    ).toBe(204);
  });
});

describe('telemetry events', () => {
  const stored = async (sessionKey: string) =>
    sb.deps.db.select().from(telemetry).where(eq(telemetry.sessionKey, sessionKey));
  it('a key action repeated in a session is stored once (dedupeProperty); another value is another event', async () => {
    const sessionKey = randomUUID();
    const step = (name: string) =>
      sb.call('POST', EVENT, {
        body: {
          event: 'STEP_COMPLETED',
          sessionKey,
          applicationUuid: owner.uuid,
          eventProperties: { step: name },
          dedupeProperty: 'step',
        },
      });
    for (const r of [await step('contact'), await step('contact'), await step('hmda')]) expect(r.status).toBe(202);
    expect((await stored(sessionKey)).map((r) => (r.body.eventProperties as { step: string }).step).sort()).toEqual([
      'contact',
      'hmda',
    ]);
  });
  it('an error report is stored as kind error, with the organisation; a report without a message is refused (issue 26, item 8)', async () => {
    const sessionKey = `errors-${randomUUID()}`;
    const sent = await sb.call('POST', '/ft/external/error', {
      headers: owner.headers,
      body: {
        message: 'Cannot read properties of undefined',
        name: 'TypeError',
        stack: 'at Screen',
        componentStack: 'in Screen',
        pagePath: '/account/heloc/register',
        sessionKey,
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const rows = await sb.deps.db.select().from(telemetry).where(eq(telemetry.sessionKey, sessionKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'error',
      body: { message: 'Cannot read properties of undefined', name: 'TypeError', pagePath: '/account/heloc/register' },
    });
    const refused = await sb.call('POST', '/ft/external/error', { body: { name: 'TypeError' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.length).toBeGreaterThan(0);
  });

  it('dontDedupe: every page view counts', async () => {
    const sessionKey = randomUUID();
    for (let i = 0; i < 2; i++)
      expect(
        (
          await sb.call('POST', EVENT, {
            body: { event: 'PAGE_VIEW', sessionKey, pagePath: '/account/heloc/register', dontDedupe: true },
          })
        ).status,
      ).toBe(202);
    expect(await stored(sessionKey)).toHaveLength(2);
  });
});

describe('experiment decisions', () => {
  const decide = (trackerId?: string) =>
    sb.call('POST', DECISION, {
      body: { featureKey: 'heloc-contact-reassurance', optimizeUser: trackerId ? { trackerId } : {} },
    });
  it('one tracker, one variant, on every call; different trackers see both', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const tracker = randomUUID();
      const first = await decide(tracker);
      expect(first.status).toBe(200);
      expect((await decide(tracker)).body.variationKey).toBe(first.body.variationKey);
      seen.add(first.body.variationKey);
    }
    expect([...seen].sort()).toEqual(['control', 'reassurance']);
  });
  it('no tracker: control', async () => {
    expect((await decide()).body).toMatchObject({ variationKey: 'control', variables: { variant: 'control' } });
  });
  it('the maintenance flag still answers through the same endpoint', async () => {
    expect((await sb.call('POST', DECISION, { body: { featureKey: 'fe-heloc-maintenance' } })).body).toMatchObject({
      featureKey: 'fe-heloc-maintenance',
      flagEnabled: false,
    });
  });
});
