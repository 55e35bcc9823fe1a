/**
 * Identity verification over real HTTP and a real database: the ID's sides as separate documents,
 * and "continue on your phone" — a short-lived, single-use link that signs the same user in on
 * another device with a session of its own.
 */
import { appScreenUrl, HANDOFF_MESSAGES, HANDOFF_TTL_MS } from '@heloc/core';
import { ENDPOINTS as E } from '@heloc/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  form,
  PDF,
  PNG,
  registerBorrower,
  STATUS,
  startSandbox,
  step,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

let sb: Sandbox;
let a: Borrower;
let b: Borrower;

beforeAll(async () => {
  sb = await startSandbox();
  a = await registerBorrower(sb, {});
  b = await registerBorrower(sb, {});
  await walk(sb, a, { until: 'IDENTITY_VERIFICATION' });
});
afterAll(async () => {
  await sb.close();
});

const identityPath = (uuid: string) => appScreenUrl(uuid, 'identity');
const handoff = (who: Borrower, path: string) =>
  sb.call('POST', E.createHandoff.path, { token: who.token, body: { path } });
const redeem = (token: string) => sb.call('POST', E.redeemHandoff.path, { body: { token } });

describe('identity documents: a driver’s licence front and back', () => {
  it('refuses a driver’s licence without its back, and a passport with two files', async () => {
    const c = await registerBorrower(sb, {});
    await walk(sb, c, { until: 'IDENTITY_VERIFICATION' });
    const frontOnly = await step(
      sb,
      c,
      'identityUploaded',
      form({ type: 'DRIVERSLICENSEFRONT' }, [{ name: 'front.png', blob: PNG() }]),
    );
    expect(frontOnly).toMatchObject({
      status: 400,
      body: { errors: ['file: Add a photo or scan of the back of your ID'] },
    });
    const twoPassports = await step(
      sb,
      c,
      'identityUploaded',
      form({ type: 'PASSPORTFRONT' }, [
        { name: 'p1.png', blob: PNG() },
        { name: 'p2.png', blob: PNG() },
      ]),
    );
    expect(twoPassports).toMatchObject({
      status: 400,
      body: { errors: ['file: Only the front of this ID is needed: upload one photo or scan'] },
    });
    const three = await step(
      sb,
      c,
      'identityUploaded',
      form(
        { type: 'DRIVERSLICENSEFRONT' },
        [1, 2, 3].map((i) => ({ name: `${i}.png`, blob: PNG() })),
      ),
    );
    expect(three.status).toBe(400);
    // Nothing was stored by the refusals and the state did not move.
    const status = await sb.call('GET', STATUS(c.uuid), { token: c.token });
    expect(status.body.state).toBe('IDENTITY_VERIFICATION');
    expect((await sb.call('GET', `${APP}/${c.uuid}/documents`, { token: c.token })).body).toEqual([]);
  });

  it('files the front and the back under their own types and moves on', async () => {
    const c = await registerBorrower(sb, {});
    await walk(sb, c, { until: 'IDENTITY_VERIFICATION' });
    const r = await step(
      sb,
      c,
      'identityUploaded',
      form({ type: 'DRIVERSLICENSEFRONT' }, [
        { name: 'front.png', blob: PNG() },
        { name: 'back.pdf', blob: PDF() },
      ]),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'DRIVERSLICENSEFRONT', name: 'front.png', mime: 'image/png' }),
        expect.objectContaining({ type: 'DRIVERSLICENSEBACK', name: 'back.pdf', mime: 'application/pdf' }),
      ]),
    );
    expect(r.body.documents).toHaveLength(2);
    expect((await sb.call('GET', STATUS(c.uuid), { token: c.token })).body.state).toBe('WAITING_FOR_ID_VERIFICATION');
  });
});

describe('continue on your phone', () => {
  it('makes a five-minute code for the caller’s own identity page; redeeming it signs the same user in with a new session', async () => {
    const made = await handoff(a, identityPath(a.uuid));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(Date.parse(made.body.expiresAt) - sb.clock.t).toBe(HANDOFF_TTL_MS);
    const got = await redeem(made.body.token);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.path).toBe(identityPath(a.uuid));
    // Never the desktop's token, and a session of its own: signing the phone out leaves the desktop signed in.
    expect(got.body.jwt).not.toBe(a.token);
    const claims = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
    expect(claims(got.body.jwt).sub).toBe(claims(a.token).sub);
    expect(claims(got.body.jwt).sid).not.toBe(claims(a.token).sid);
    expect((await sb.call('GET', STATUS(a.uuid), { token: got.body.jwt })).status).toBe(200);
    await sb.call('POST', '/identity-broker/customer/secure/api/v3/logout', { token: got.body.jwt, body: {} });
    expect((await sb.call('GET', STATUS(a.uuid), { token: got.body.jwt })).status).toBe(401);
    expect((await sb.call('GET', STATUS(a.uuid), { token: a.token })).status).toBe(200);
  });

  it('works once', async () => {
    const made = await handoff(a, identityPath(a.uuid));
    expect((await redeem(made.body.token)).status).toBe(200);
    expect(await redeem(made.body.token)).toMatchObject({ status: 400, body: { errors: [HANDOFF_MESSAGES.invalid] } });
  });

  it('expires after five minutes', async () => {
    const made = await handoff(a, identityPath(a.uuid));
    sb.clock.t += HANDOFF_TTL_MS;
    try {
      expect(await redeem(made.body.token)).toMatchObject({
        status: 400,
        body: { errors: [HANDOFF_MESSAGES.invalid] },
      });
    } finally {
      sb.clock.t -= HANDOFF_TTL_MS;
    }
  });

  it('answers an unknown or malformed token with the same 400', async () => {
    expect(await redeem('x'.repeat(43))).toMatchObject({ status: 400, body: { errors: [HANDOFF_MESSAGES.invalid] } });
    expect((await sb.call('POST', E.redeemHandoff.path, { body: {} })).status).toBe(400);
    expect((await sb.call('POST', E.redeemHandoff.path, { body: { token: 'y'.repeat(500) } })).status).toBe(400);
  });

  it('refuses another user’s application, paths off the journey, off-site and anonymous callers', async () => {
    expect(await handoff(b, identityPath(a.uuid))).toMatchObject({
      status: 400,
      body: { errors: [HANDOFF_MESSAGES.notYours] },
    });
    expect(await handoff(a, '/dashboard')).toMatchObject({
      status: 400,
      body: { errors: [HANDOFF_MESSAGES.notYours] },
    });
    expect(await handoff(a, identityPath('00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 400 });
    for (const path of ['https://evil.example/identity', '//evil.example', `/\\evil.example`])
      expect((await handoff(a, path)).status, path).toBe(400);
    expect((await sb.call('POST', E.createHandoff.path, { body: { path: identityPath(a.uuid) } })).status).toBe(401);
  });

  it('never takes a token in a GET URL: no GET route redeems, and the API document has no token query', async () => {
    const made = await handoff(a, identityPath(a.uuid));
    const viaGet = await sb.call('GET', `${E.redeemHandoff.path}?token=${made.body.token}`);
    expect(viaGet.status).toBeGreaterThanOrEqual(400);
    expect(viaGet.status).toBeLessThan(500);
    // The code is still unused: a GET (a prefetch, a log line replayed) cannot spend it.
    expect((await redeem(made.body.token)).status).toBe(200);
    const doc = (await sb.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const tokenQueries = Object.entries(doc.paths).flatMap(([path, ops]) =>
      (ops.get?.parameters ?? [])
        .filter((p) => p.in === 'query' && /token|^t$/i.test(p.name))
        .map((p) => `${path} ${p.name}`),
    );
    expect(tokenQueries).toEqual([]);
  });

  it('is rate limited like sign-in', async () => {
    const limited = await startSandbox({ LOGIN_RATE_LIMIT: '1' });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 7; i++)
        answers.push(
          (await limited.call('POST', E.redeemHandoff.path, { body: { token: `guess-${i}-${'z'.repeat(40)}` } }))
            .status,
        );
      expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(answers.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
