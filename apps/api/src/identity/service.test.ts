/**
 * Each identity change that writes several rows is one transaction (issue 23, item 3; decision
 * 072): a fault on its last write — injected here by a database trigger that refuses it, as a full
 * disk or a lost connection would — leaves none of its writes. Before, each write committed on its
 * own: a new password could stand with the old sessions still alive, a reset link could be spent
 * with the old password still in place, and an invitation could be claimed with no account made
 * from it, so the invitee could never register with it again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_API_PATH as APP } from '@heloc/core';
import { refuseWrites, type Refusal } from '../testing/faults.js';
import { linkParam, registerBorrower, startSandbox, walk, type Borrower, type Sandbox } from '../testing/harness.js';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'fresh new passphrase 88';
let sb: Sandbox;
let inviter: Borrower;

beforeAll(async () => {
  sb = await startSandbox({ LOGIN_RATE_LIMIT: '50' });
  inviter = await registerBorrower(sb, { street1: '8 Codeed Lane' });
  await walk(sb, inviter, { until: 'CO_DEED_REQ' });
});
afterAll(async () => sb?.close());
let refusal: Refusal | undefined;
afterEach(async () => refusal?.lift());
/** From now on the database refuses this kind of write to the table (as a failing disk would). */
const refuse = async (table: string, op: 'UPDATE' | 'INSERT') => {
  refusal = await refuseWrites(sb.deps.db, table, op);
};

const login = (email: string, password: string) =>
  sb.call('POST', '/identity/api/v1/login', { body: { email, password } });
const signedIn = async (token: string) => (await sb.call('GET', `${APP}/all`, { token })).status === 200;

describe('identity changes commit whole or not at all', () => {
  it('a password change whose sessions cannot be ended keeps the old password and the old sessions', async () => {
    const b = await registerBorrower(sb);
    await refuse('sessions', 'UPDATE');
    const change = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    const failed = await sb.call('PUT', '/identity/secure/api/v1/password', { token: b.token, body: change });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await login(b.email, NEW_PASSWORD)).status).toBe(401);
    expect((await login(b.email, PASSWORD)).status).toBe(200);
    expect(await signedIn(b.token)).toBe(true);

    await refusal?.lift();
    const changed = await sb.call('PUT', '/identity/secure/api/v1/password', { token: b.token, body: change });
    expect(changed.status).toBe(200);
    expect(await signedIn(b.token)).toBe(false);
    expect((await login(b.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a reset that cannot end the sessions leaves the link unspent and the password as it was', async () => {
    const b = await registerBorrower(sb);
    await sb.call('POST', '/identity/api/v1/password/forgot', { body: { email: b.email } });
    const token = await linkParam(sb, b.email, 'password-reset', 'token');
    await refuse('sessions', 'UPDATE');
    const failed = await sb.call('POST', '/identity/api/v1/password/reset', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await login(b.email, PASSWORD)).status).toBe(200);
    expect(await signedIn(b.token)).toBe(true);

    // The same link works once the fault is gone: it was never spent.
    await refusal?.lift();
    const ok = await sb.call('POST', '/identity/api/v1/password/reset', { body: { token, password: NEW_PASSWORD } });
    expect(ok).toMatchObject({ status: 200, body: { reset: true } });
    expect(await signedIn(b.token)).toBe(false);
    expect((await login(b.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('an invitee whose signer link cannot be written gets no account, and the invitation stays valid', async () => {
    const email = `invitee-${randomUUID()}@example.com`;
    const invited = await sb.call('POST', `${APP}/${inviter.uuid}/signers`, {
      token: inviter.token,
      body: { email, firstName: 'Sam', lastName: 'Lee' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const inviteToken = await linkParam(sb, email, 'signer-invitation', 'invite');
    const body = { email, password: 'another long password', inviteToken };
    await refuse('signers', 'INSERT');
    const failed = await sb.call('POST', '/identity/api/v1/registration/register', { body });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await login(email, body.password)).status).toBe(401);

    await refusal?.lift();
    const registered = await sb.call('POST', '/identity/api/v1/registration/register', { body });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const status = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${inviter.uuid}`, {
      token: registered.body.jwt,
    });
    expect(status.body).toMatchObject({ canSign: true });
  });
});
