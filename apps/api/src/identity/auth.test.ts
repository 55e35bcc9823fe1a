/**
 * Accounts and sessions, attacked the way an outside tester would (real HTTP handling, real database):
 * the co-signer invitation takeover, weak passwords, tokens that outlive sign-out or a password
 * change, malformed tokens, and the forgot-password flow.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_EASY } from '@heloc/core';
import {
  APP,
  lastMessage,
  linkParam,
  OPERATOR_TOKEN,
  registerBorrower,
  startSandbox,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const REGISTER = '/identity/api/v1/registration/register';
const LOGIN = '/identity/api/v1/login';
const FORGOT = '/identity/api/v1/password/forgot';
const RESET = '/identity/api/v1/password/reset';
const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';
const PASSWORD = 'correct horse battery staple';

let sb: Sandbox;
/** The attacker: a borrower at signing, who may invite co-signers. */
let attacker: Borrower;
/** The victim: someone else's account with an application. */
let victim: Borrower;

const login = (email: string, password: string) => sb.call('POST', LOGIN, { body: { email, password } });
const invite = (email: string) =>
  sb.call('POST', `${APP}/${attacker.uuid}/signers`, {
    token: attacker.token,
    body: { email, firstName: 'Vic', lastName: 'Tim' },
  });

beforeAll(async () => {
  sb = await startSandbox({ LOGIN_RATE_LIMIT: '50' });
  attacker = await registerBorrower(sb, { street1: '8 Codeed Lane' });
  victim = await registerBorrower(sb, {});
  await walk(sb, attacker, { until: 'CO_DEED_REQ' });
});
afterAll(async () => {
  await sb.close();
});

describe('finding 1: the co-signer invitation cannot take over an account', () => {
  it('inviting an existing account returns no credential and does not change it; the takeover fails', async () => {
    const r = await invite(victim.email);
    expect(r.status).toBe(201);

    // The attack: register "with the invitation" and a password of the attacker's choosing.
    for (const inviteToken of [String(r.body.inviteToken ?? ''), 'x'.repeat(43)].filter((t) => t.length >= 20)) {
      const takeover = await sb.call('POST', REGISTER, {
        body: { email: victim.email, password: 'attacker chosen passphrase 9', inviteToken },
      });
      expect(takeover.status).toBe(400);
      expect(takeover.body).toEqual({ errors: ['This invitation is not valid for that email.'] });
    }
    expect((await login(victim.email, 'attacker chosen passphrase 9')).status).toBe(401);
    // The victim's own password still works, and their application is theirs alone.
    const mine = await login(victim.email, PASSWORD);
    expect(mine.status).toBe(200);
    const all = await sb.call('GET', `${APP}/all`, { token: mine.body.jwt });
    expect(all.body.map((x: { uuid: string; active: boolean }) => [x.uuid, x.active])).toEqual([[victim.uuid, true]]);
    // Nothing in the answer a client could use as a credential (the old answer carried `inviteToken`).
    expect(Object.keys(r.body).sort()).toEqual(['email', 'invited', 'signerLoginPath']);
    expect(JSON.stringify({ ...r.body, email: null })).not.toMatch(/[A-Za-z0-9_-]{32,}/);
    // They are told (in their own mailbox) to sign in, without any token.
    const message = await lastMessage(sb, victim.email);
    expect(message).toMatchObject({ kind: 'signer-added', link: '/account/heloc/heloc-signer/login' });
  });

  it('the answer is the same whether or not the email has an account (no enumeration)', async () => {
    const known = await invite(victim.email);
    const unknown = await invite(`nobody-${randomUUID()}@example.com`);
    expect(known.status).toBe(unknown.status);
    expect({ ...known.body, email: '' }).toEqual({ ...unknown.body, email: '' });
  });

  it('nor does the application’s signer list tell them apart; an existing account joins by signing in', async () => {
    const other = await registerBorrower(sb);
    const unknown = `nobody-${randomUUID()}@example.com`;
    await invite(other.email);
    await invite(unknown);
    const listed = async () =>
      (
        (await sb.call('GET', `${APP}/${attacker.uuid}`, { token: attacker.token })).body.helocSigners as {
          email: string;
        }[]
      ).map((x) => x.email);
    expect(await listed()).not.toContain(other.email);
    expect(await listed()).not.toContain(unknown);
    // The invited account's owner signs in with their own password: now they co-sign.
    const signedIn = await login(other.email, PASSWORD);
    expect(
      (await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${attacker.uuid}`, { token: signedIn.body.jwt }))
        .body,
    ).toMatchObject({ canSign: true });
    expect(await listed()).toContain(other.email);
  });

  it('inviting an unknown email holds no account hostage: its owner can still register', async () => {
    const email = `future-${randomUUID()}@example.com`;
    await invite(email);
    const reg = await sb.call('POST', REGISTER, { body: { email, password: 'my very own passphrase 4' } });
    expect(reg.status).toBe(201);
    // The invitation link cannot then reset that new account's password.
    const token = await linkParam(sb, email, 'signer-invitation', 'invite');
    const again = await sb.call('POST', REGISTER, {
      body: { email, password: 'attacker chosen passphrase 9', inviteToken: token },
    });
    expect(again.status).toBe(409);
    expect((await login(email, 'my very own passphrase 4')).status).toBe(200);
  });

  it('the invitee accepts with the link from their mailbox, once; the token is stored only as a hash', async () => {
    const email = `invitee-${randomUUID()}@example.com`;
    await invite(email);
    const message = await lastMessage(sb, email, 'signer-invitation');
    expect(message?.link).toMatch(/^\/account\/heloc\/heloc-signer\/login\?invite=[\w-]{40,}&email=/);
    const token = await linkParam(sb, email, 'signer-invitation', 'invite');
    const rows = JSON.stringify(await sb.deps.db.query.invitations.findMany());
    expect(rows).not.toContain(token);
    const ok = await sb.call('POST', REGISTER, {
      body: { email, password: 'another long password', inviteToken: token },
    });
    expect(ok.status).toBe(201);
    const status = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${attacker.uuid}`, {
      token: ok.body.jwt,
    });
    expect(status.body).toMatchObject({ canSign: true });
    const replay = await sb.call('POST', REGISTER, {
      body: { email, password: 'a different long passphrase 5', inviteToken: token },
    });
    expect(replay.status).toBe(400);
    expect((await login(email, 'another long password')).status).toBe(200);
  });

  it('the outbox is for the operator only', async () => {
    expect((await sb.call('GET', `/sandbox/outbox?to=${encodeURIComponent(victim.email)}`)).status).toBe(401);
    expect((await sb.call('GET', '/sandbox/outbox', { token: attacker.token })).status).toBe(401);
    expect(
      (await sb.call('GET', '/sandbox/outbox', { headers: { 'x-operator-token': `${OPERATOR_TOKEN}x` } })).status,
    ).toBe(401);
  });
});

describe('finding 9: weak passwords are refused with a helpful message', () => {
  it.each([
    ['ten spaces', '          '],
    ['one repeated letter', 'aaaaaaaaaa'],
    ['a common password', 'password123'],
    ['a keyboard row', 'qwertyuiop'],
  ])('%s', async (_label, password) => {
    const r = await sb.call('POST', REGISTER, { body: { email: `weak-${randomUUID()}@example.com`, password } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0]).toMatch(/^password: /);
  });
  it('the password may not be the email (or its local part)', async () => {
    const email = `ann.lee.${randomUUID().slice(0, 8)}@example.com`;
    for (const password of [email, `${email.split('@')[0]}`]) {
      const r = await sb.call('POST', REGISTER, { body: { email, password } });
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toContain(PASSWORD_TOO_EASY);
    }
  });
  it('a strong one is accepted', async () => {
    expect(
      (
        await sb.call('POST', REGISTER, {
          body: { email: `strong-${randomUUID()}@example.com`, password: 'Tr0ub4dor&3 ladder' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('finding 10: tokens end with the session', () => {
  it('a token is refused after sign-out (and so is its refreshed copy)', async () => {
    const b = await registerBorrower(sb);
    sb.clock.t += 40 * 60_000; // past half its life: the next answer hands out a replacement
    const refreshed =
      (await sb.call('GET', `${APP}/all`, { token: b.token })).headers.get('authorization')?.slice(7) ?? '';
    expect(refreshed).toMatch(/^ey/);
    expect((await sb.call('POST', LOGOUT, { token: b.token })).body).toEqual({ redirect: '/auth/login' });
    for (const token of [b.token, refreshed]) {
      const r = await sb.call('GET', `${APP}/all`, { token });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ errors: [expect.stringMatching(/sign in again/)] });
    }
    // Another session of the same account is unaffected.
    expect((await sb.call('GET', `${APP}/all`, { token: (await login(b.email, PASSWORD)).body.jwt })).status).toBe(200);
  });

  it('every token of the account is refused after a password change', async () => {
    const b = await registerBorrower(sb);
    const other = (await login(b.email, PASSWORD)).body.jwt as string;
    const wrong = await sb.call('PUT', '/identity/secure/api/v1/password', {
      token: b.token,
      body: { currentPassword: 'not it at all', newPassword: 'fresh new passphrase 88' },
    });
    expect(wrong.status).toBe(400);
    const weak = await sb.call('PUT', '/identity/secure/api/v1/password', {
      token: b.token,
      body: { currentPassword: PASSWORD, newPassword: 'aaaaaaaaaa' },
    });
    expect(weak.status).toBe(400);
    const changed = await sb.call('PUT', '/identity/secure/api/v1/password', {
      token: b.token,
      body: { currentPassword: PASSWORD, newPassword: 'fresh new passphrase 88' },
    });
    expect(changed.status).toBe(200);
    expect((await sb.call('GET', `${APP}/all`, { token: b.token })).status).toBe(401);
    expect((await sb.call('GET', `${APP}/all`, { token: other })).status).toBe(401);
    expect((await sb.call('GET', `${APP}/all`, { token: changed.body.jwt })).status).toBe(200);
    expect((await login(b.email, PASSWORD)).status).toBe(401);
  });

  describe('forged or malformed tokens are 401, never 500', () => {
    let secret: Uint8Array;
    let b: Borrower;
    let sid: string;
    beforeAll(async () => {
      const [row] = await sb.deps.db.query.settings.findMany({ where: (t, { eq }) => eq(t.key, 'jwt-secret') });
      secret = Buffer.from(row?.value ?? '', 'base64');
      b = await registerBorrower(sb);
      const payload = JSON.parse(Buffer.from(b.token.split('.')[1] ?? '', 'base64url').toString()) as { sid?: string };
      sid = payload.sid ?? randomUUID();
    });
    /** A token signed with the server's real key: only the claims are wrong. */
    const forge = (claims: { sub?: string; iat?: number; exp?: number | null; sid?: string }) => {
      const now = Math.floor(sb.clock.t / 1000);
      let jwt = new SignJWT({ email: b.email, org: 'homestead', typ: 'CUSTOMER', sid: claims.sid ?? sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('heloc-sandbox')
        .setSubject(claims.sub ?? b.identityUuid)
        .setIssuedAt(claims.iat ?? now);
      if (claims.exp !== null) jwt = jwt.setExpirationTime(claims.exp ?? now + 3600);
      return jwt.sign(secret);
    };

    it('the well-formed control token is accepted', async () => {
      expect((await sb.call('GET', `${APP}/all`, { token: await forge({}) })).status).toBe(200);
    });
    it.each([
      ['without exp', { exp: null }],
      [
        'issued in the future',
        { iat: Math.floor(Date.parse('2030-01-01') / 1000), exp: Math.floor(Date.parse('2030-01-01') / 1000) + 3600 },
      ],
      ['with a non-uuid subject', { sub: 'not-a-uuid' }],
      ['with a non-uuid session', { sid: 'nope' }],
      ['with an unknown session', { sid: randomUUID() }],
    ] as const)('%s', async (_label, claims) => {
      const token = await forge(claims);
      for (const path of [`${APP}/all`, '/service-profile/api/v1/profile', '/identity/secure/api/v1/identity']) {
        const r = await sb.call('GET', path, { token });
        expect(r.status, path).toBe(401);
        expect(r.body).toEqual({ errors: [expect.any(String)] });
      }
    });
  });
});

describe('finding 11: forgot password', () => {
  it('answers the same whether or not the email has an account', async () => {
    const b = await registerBorrower(sb);
    const known = await sb.call('POST', FORGOT, { body: { email: b.email } });
    const unknown = await sb.call('POST', FORGOT, { body: { email: `ghost-${randomUUID()}@example.com` } });
    expect(known.status).toBe(202);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(JSON.stringify(known.body)).not.toMatch(/token/i);
  });

  it('the link resets the password once; old sessions end; the new password signs in', async () => {
    const b = await registerBorrower(sb);
    await sb.call('POST', FORGOT, { body: { email: b.email } });
    const message = await lastMessage(sb, b.email, 'password-reset');
    expect(message?.link).toMatch(/^\/auth\/reset-password\?token=[\w-]{40,}$/);
    const token = await linkParam(sb, b.email, 'password-reset', 'token');
    expect(JSON.stringify(await sb.deps.db.query.passwordResets.findMany())).not.toContain(token);

    const weak = await sb.call('POST', RESET, { body: { token, password: 'aaaaaaaaaa' } });
    expect(weak.status).toBe(400);
    const ok = await sb.call('POST', RESET, { body: { token, password: 'brand new passphrase 21' } });
    expect(ok).toMatchObject({ status: 200, body: { reset: true } });
    expect((await sb.call('GET', `${APP}/all`, { token: b.token })).status).toBe(401);
    expect((await login(b.email, PASSWORD)).status).toBe(401);
    expect((await login(b.email, 'brand new passphrase 21')).status).toBe(200);

    const again = await sb.call('POST', RESET, { body: { token, password: 'attacker chosen passphrase 9' } });
    expect(again).toMatchObject({ status: 400, body: { errors: [expect.stringMatching(/not valid/)] } });
    expect((await login(b.email, 'brand new passphrase 21')).status).toBe(200);
  });

  it('the link expires after 30 minutes', async () => {
    const b = await registerBorrower(sb);
    await sb.call('POST', FORGOT, { body: { email: b.email } });
    const token = await linkParam(sb, b.email, 'password-reset', 'token');
    sb.clock.t += 30 * 60_000 + 1000;
    const late = await sb.call('POST', RESET, { body: { token, password: 'brand new passphrase 21' } });
    expect(late.status).toBe(400);
    expect((await login(b.email, PASSWORD)).status).toBe(200);
  });

  it('a made-up token is refused', async () => {
    const r = await sb.call('POST', RESET, { body: { token: 'x'.repeat(43), password: 'brand new passphrase 21' } });
    expect(r).toMatchObject({ status: 400, body: { errors: [expect.any(String)] } });
  });
});
