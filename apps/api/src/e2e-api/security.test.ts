/** Authentication, object-level authorization, input handling, uploads and headers — over real HTTP handling and a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  form,
  linkParam,
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
let conditionUuid: string;
let documentUuid: string;

beforeAll(async () => {
  sb = await startSandbox();
  a = await registerBorrower(sb, { annualIncome: 92_222 });
  b = await registerBorrower(sb, {});
  await walk(sb, a, { until: 'IDENTITY_VERIFICATION' });
  const conditions = await sb.call(
    'GET',
    `/service-conditions/external/api/v1/applications/${a.uuid}/conditions/external-applicants`,
    { token: a.token },
  );
  conditionUuid = conditions.body[0].uuid;
  const docs = await sb.call('GET', `${APP}/${a.uuid}/documents`, { token: a.token });
  documentUuid = docs.body[0].uuid;
});
afterAll(async () => {
  await sb.close();
});

describe('object-level authorization: user B cannot reach user A’s things', () => {
  it.each([
    ['GET', () => `${APP}/${a.uuid}`],
    ['GET', () => STATUS(a.uuid)],
    ['GET', () => `${APP}/${a.uuid}/documents`],
    ['GET', () => `${APP}/${a.uuid}/documents/${documentUuid}`],
    ['GET', () => `/service-conditions/external/api/v1/applications/${a.uuid}/conditions/external-applicants`],
  ])('%s %s → 404', async (method, path) => {
    const r = await sb.call(method, path(), { token: b.token });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: [expect.any(String)] });
  });

  it('cannot change A’s application or upload to A’s condition', async () => {
    const before = (await sb.call('GET', STATUS(a.uuid), { token: a.token })).body.state;
    expect((await step(sb, { token: b.token, uuid: a.uuid }, 'cancel', { reason: 'mine now' })).status).toBe(404);
    expect(
      (await step(sb, { token: b.token, uuid: a.uuid }, 'profile', { ssn: '123-45-6789', softCreditConsent: true }))
        .status,
    ).toBe(404);
    const upload = await sb.call(
      'POST',
      `/service-conditions/external/api/v1/applications/${a.uuid}/conditions/${conditionUuid}/documents`,
      { token: b.token, form: form({}, [{ name: 'x.pdf', blob: PDF() }]) },
    );
    expect(upload.status).toBe(404);
    expect((await sb.call('GET', STATUS(a.uuid), { token: a.token })).body.state).toBe(before);
  });

  it('the owner can download their document, byte for byte', async () => {
    const r = await sb.app.request(`${APP}/${a.uuid}/documents/${documentUuid}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('A’s applications list shows only A’s', async () => {
    const all = await sb.call('GET', `${APP}/all`, { token: b.token });
    expect(all.body.map((x: { uuid: string }) => x.uuid)).toEqual([b.uuid]);
  });

  it('co-deed status is for signers only', async () => {
    const r = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${a.uuid}`, { token: b.token });
    expect(r.status).toBe(403);
  });

  it('a signer sees their own conditions, not the borrower’s, and cannot read the application', async () => {
    const c = await registerBorrower(sb, { street1: '8 Codeed Lane' });
    await walk(sb, c, { until: 'CO_DEED_REQ' });
    const invite = await sb.call('POST', `${APP}/${c.uuid}/signers`, {
      token: c.token,
      body: { email: 'co.signer@example.com', firstName: 'Co', lastName: 'Signer' },
    });
    expect(invite.status).toBe(201);
    const inviteToken = await linkParam(sb, 'co.signer@example.com', 'signer-invitation', 'invite');
    const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
      body: { email: 'co.signer@example.com', password: 'signer password 123', inviteToken },
    });
    const signer = reg.body.jwt;
    await sb.call('POST', `/sandbox/applications/${c.uuid}/conditions`, {
      token: c.token,
      body: { categoryEnum: 'ID_VERIFICATION_FAILURE', forUserUuid: reg.body.identityUuid },
    });
    await sb.call('POST', `/sandbox/applications/${c.uuid}/conditions`, {
      token: c.token,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    const mine = await sb.call(
      'GET',
      `/service-conditions/external/api/v1/applications/${c.uuid}/conditions/external-applicants`,
      { token: signer },
    );
    expect(mine.body.map((x: { categoryEnum: string }) => x.categoryEnum)).toEqual(['ID_VERIFICATION_FAILURE']);
    expect((await sb.call('GET', `${APP}/${c.uuid}`, { token: signer })).status).toBe(404);
    expect(
      (
        await sb.call('POST', `${APP}/${c.uuid}/signers/me/sign`, {
          token: b.token,
          body: { esignConsent: true, signature: { type: 'typed', name: 'B' } },
        })
      ).status,
    ).toBe(404);
  });
});

describe('authentication', () => {
  it('401 without a token, with a bad one, and with an expired one', async () => {
    expect((await sb.call('GET', `${APP}/all`)).body).toEqual({ errors: ['JWT error'] });
    expect((await sb.call('GET', `${APP}/all`)).status).toBe(401);
    expect((await sb.call('GET', `${APP}/all`, { token: 'a.b.c' })).status).toBe(401);
    const saved = sb.clock.t;
    sb.clock.t += 2 * 3600_000;
    const expired = await sb.call('GET', `${APP}/all`, { token: b.token });
    sb.clock.t = saved;
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]).toMatch(/expired/);
  });

  it('replaces a token past half its life through the Authorization response header', async () => {
    const fresh = await sb.call('GET', `${APP}/all`, { token: b.token });
    expect(fresh.headers.get('authorization')).toBeNull();
    sb.clock.t += 40 * 60_000;
    const later = await sb.call('GET', `${APP}/all`, { token: b.token });
    const replaced = later.headers.get('authorization') ?? '';
    expect(replaced).toMatch(/^Bearer ey/);
    sb.clock.t += 40 * 60_000;
    // The old token has expired by now; the replacement still works.
    expect((await sb.call('GET', `${APP}/all`, { token: b.token })).status).toBe(401);
    expect((await sb.call('GET', `${APP}/all`, { token: replaced.slice(7) })).status).toBe(200);
    b = { ...b, token: replaced.slice(7) };
  });

  it('logs in with email and password; wrong passwords are refused and rate-limited', async () => {
    const ok = await sb.call('POST', '/identity/api/v1/login', {
      body: { email: b.email, password: 'correct horse battery staple' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.jwt).toMatch(/^ey/);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await sb.call('POST', '/identity/api/v1/login', { body: { email: a.email, password: 'wrong password' } }))
          .status,
      );
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('stores passwords with a slow KDF, never in the clear', async () => {
    // A server as main.ts makes it (no cost given): the unit sandboxes hash at a cheaper cost (decision 092).
    const server = await startSandbox({}, { productionPasswords: true });
    try {
      const made = await registerBorrower(server);
      const rows = await server.deps.db.query.users.findMany({ where: (t, { eq }) => eq(t.email, made.email) });
      expect(rows).toHaveLength(1);
      for (const u of rows) {
        expect(u.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
        expect(u.passwordHash).not.toContain('correct horse');
      }
      // And it verifies at that cost: the owner signs in.
      const login = await server.call('POST', '/identity/api/v1/login', {
        body: { email: made.email, password: 'correct horse battery staple' },
      });
      expect(login.status).toBe(200);
    } finally {
      await server.close();
    }
    // The unit sandbox's own users are hashed too, never stored in the clear.
    for (const u of await sb.deps.db.query.users.findMany())
      expect(u.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[^$]+\$[^$]+$/);
  });

  it('keeps only the last four SSN digits and a hash', async () => {
    const [row] = await sb.deps.db.query.applications.findMany({ where: (t, { eq }) => eq(t.uuid, a.uuid) });
    const text = JSON.stringify(row);
    expect(text).not.toContain('123456789');
    expect(text).not.toContain('123-45-6789');
    expect(row?.data).toMatchObject({ ssnLast4: '6789' });
  });

  it('identity-broker login answers with a safe redirect only', async () => {
    expect(
      (await sb.call('POST', '/identity-broker/customer/api/v3/login?redirectUrl=%2F%2Fevil.example')).body,
    ).toEqual({ redirect: '/auth/login' });
    expect((await sb.call('POST', '/identity-broker/customer/api/v3/login?redirectUrl=%2Fdashboard')).body).toEqual({
      redirect: '/auth/login?redirectUrl=%2Fdashboard',
    });
    // Sign-out ends the session it is called with, so it gets a session of its own here.
    const session = (await registerBorrower(sb)).token;
    expect((await sb.call('POST', '/identity-broker/agent/secure/api/v3/logout', { token: session })).body).toEqual({
      redirect: '/auth/login',
    });
  });
});

describe('bad input', () => {
  it('answers 400 with every problem named, and changes nothing', async () => {
    const r = await sb.call('POST', APP, {
      token: b.token,
      body: { property: { street1: '', city: 'X', state: 'ZZ', zip: '12' }, saleStatus: 'NOT_SELLING' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        'property.street1: Required',
        'property.state: Must be a US state',
        'property.zip: Must be a 5-digit ZIP code',
        'income: Required',
        'name: Required',
        'birthdate: Required',
        'contact: Required',
      ]),
    );
    expect((await sb.call('GET', `${APP}/all`, { token: b.token })).body).toHaveLength(1);
  });
  it('rejects malformed JSON, wrong ids and steps out of order', async () => {
    const bad = await sb.app.request(APP, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
      body: '{"property":',
    });
    expect(bad.status).toBe(400);
    expect((await sb.call('GET', `${APP}/not-a-uuid`, { token: b.token })).body).toEqual({
      errors: ['uuid: Must be a valid id'],
    });
    const early = await step(sb, b, 'submit', {
      esignConsent: true,
      disclosuresAcknowledged: true,
      hardCreditConsent: true,
    });
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toMatch(/not available/);
  });
  it('refuses applications the lender cannot take', async () => {
    const base = {
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 100000, employmentType: 'FULL_TIME' },
      name: { firstName: 'A', lastName: 'B' },
      contact: { email: 'x@y.co', phone: '4155550100' },
    };
    const young = await sb.call('POST', APP, {
      token: b.token,
      body: { ...base, property: { street1: '1 A St', city: 'Y', state: 'CA', zip: '94105' }, birthdate: '2015-01-01' },
    });
    expect(young.body.errors).toEqual(['birthdate: You must be at least 18 years old to apply.']);
    const unlicensed = await sb.call('POST', APP, {
      token: b.token,
      body: { ...base, property: { street1: '1 A St', city: 'Y', state: 'MT', zip: '59601' }, birthdate: '1980-01-01' },
    });
    expect(unlicensed.body.errors).toEqual(['property.state: We are not yet lending in MT.']);
  });
  it('an SSN from a never-issued block is refused', async () => {
    const c = await registerBorrower(sb, {});
    const r = await step(sb, { token: c.token, uuid: c.uuid }, 'profile', {
      ssn: '666-12-3456',
      softCreditConsent: true,
    });
    expect(r.body).toEqual({ errors: ['ssn: Must be a valid Social Security number'] });
  });
  it('a missing organisation answers the spec’s error', async () => {
    const r = await sb.call('POST', '/identity/api/v1/registration/register', {
      headers: { 'x-org': 'nobody' },
      body: { email: 'z@z.co', password: 'long enough password' },
    });
    expect(r).toMatchObject({ status: 404, body: { errors: ['No private label data found'] } });
  });
});

describe('uploads', () => {
  it('checks the type by magic bytes, not the file name', async () => {
    const c = await registerBorrower(sb, {});
    await walk(sb, c, { until: 'IDENTITY_VERIFICATION' });
    const fake = new Blob(['MZ this is an executable'], { type: 'image/png' });
    const r = await step(
      sb,
      { token: c.token, uuid: c.uuid },
      'identityUploaded',
      form({ type: 'PASSPORTFRONT' }, [{ name: 'passport.png', blob: fake }]),
    );
    expect(r).toMatchObject({ status: 415, body: { errors: ['passport.png is not a PDF, JPG or PNG file.'] } });
    const wrongType = await step(
      sb,
      { token: c.token, uuid: c.uuid },
      'identityUploaded',
      form({ type: 'SELFIE' }, [{ name: 'p.png', blob: PNG() }]),
    );
    expect(wrongType.status).toBe(400);
    // The name must agree with the bytes: a PNG named .pdf (or .html) is how a polyglot gets opened as something else.
    const misnamed = await step(
      sb,
      { token: c.token, uuid: c.uuid },
      'identityUploaded',
      form({ type: 'PASSPORTFRONT' }, [{ name: 'passport.pdf', blob: PNG() }]),
    );
    expect(misnamed.status).toBe(415);
    const ok = await step(
      sb,
      { token: c.token, uuid: c.uuid },
      'identityUploaded',
      form({ type: 'PASSPORTFRONT' }, [{ name: 'passport.png', blob: new Blob([await PNG().arrayBuffer()]) }]),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.documents).toEqual([
      expect.objectContaining({ type: 'PASSPORTFRONT', mime: 'image/png', name: 'passport.png' }),
    ]);
  });
  it('refuses files over the size limit', async () => {
    const small = await startSandbox({ UPLOAD_MAX_BYTES: '2048' });
    try {
      const c = await registerBorrower(small, {});
      await walk(small, c, { until: 'IDENTITY_VERIFICATION' });
      const big = new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 32)])]);
      const r = await step(
        small,
        { token: c.token, uuid: c.uuid },
        'identityUploaded',
        form({ type: 'PASSPORTFRONT' }, [{ name: 'big.pdf', blob: big }]),
      );
      expect(r.status).toBe(413);
    } finally {
      await small.close();
    }
  });
});

describe('robustness', () => {
  it('creates are idempotent under an Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'create-app-0001' };
    const body = {
      property: { street1: '3 Pine St', city: 'San Mateo', state: 'CA', zip: '94401' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 120000, employmentType: 'FULL_TIME' },
      name: { firstName: 'B', lastName: 'C' },
      birthdate: '1979-01-01',
      contact: { email: 'b@c.co', phone: '4155550100' },
    };
    const first = await sb.call('POST', APP, { token: b.token, headers, body });
    const second = await sb.call('POST', APP, { token: b.token, headers, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.uuid).toBe(first.body.uuid);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await sb.call('GET', `${APP}/all`, { token: b.token })).body).toHaveLength(2);
  });
  it('GET never changes state except resolving what is due', async () => {
    const c = await registerBorrower(sb, {});
    const before = await sb.call('GET', `${APP}/${c.uuid}`, { token: c.token });
    await sb.call('GET', STATUS(c.uuid), { token: c.token });
    const after = await sb.call('GET', `${APP}/${c.uuid}`, { token: c.token });
    expect(after.body.status.state).toBe(before.body.status.state);
    expect(after.body.auditFields.updatedDate).toBe(before.body.auditFields.updatedDate);
  });
  it('a crash in one request answers 500 and the server keeps serving', async () => {
    const crashing = {
      ...sb.deps,
      db: new Proxy(sb.deps.db, {
        get: () => {
          throw new Error('disk on fire');
        },
      }),
    };
    const { createApp } = await import('../app.js');
    const broken = createApp(crashing, { log: () => {} });
    const r = await broken.request(`${APP}/all`, { headers: { authorization: `Bearer ${b.token}` } });
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ errors: ['Something unexpected happened'] });
    expect((await sb.call('GET', '/healthz')).status).toBe(200);
  });
});

describe('headers', () => {
  it.each(['/healthz', `${APP}/all`, '/nope', '/openapi.json'])(
    '%s carries the security headers and no-store',
    async (path) => {
      const r = await sb.call('GET', path, { token: b.token });
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('an API answer has no style nonce to allow (no <style> in JSON) and the same policy every time', async () => {
    const first = await sb.call('GET', `${APP}/all`, { token: b.token });
    const second = await sb.call('GET', `${APP}/all`, { token: b.token });
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('nonce-');
    expect(second.headers.get('content-security-policy')).toBe(csp);
  });
});
