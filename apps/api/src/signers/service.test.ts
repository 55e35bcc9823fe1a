/**
 * An invitation and the message that carries its link commit together (the standard "a change and
 * everything it causes commit together"): a fault on the outbox — injected by a trigger that
 * refuses the insert, as a full disk or a lost connection would — leaves no new invitation and no
 * new token. Before, the invitation (or its fresh token) committed first: the owner saw a signer
 * listed whose mail was never sent, and a resend that failed had already killed the link the
 * signer held.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_API_PATH as APP } from '@heloc/core';
import { refuseWrites, type Refusal } from '../testing/faults.js';
import { linkParam, registerBorrower, startSandbox, walk, type Borrower, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let owner: Borrower;
beforeAll(async () => {
  sb = await startSandbox();
  owner = await registerBorrower(sb, { street1: '8 Codeed Lane' });
  await walk(sb, owner, { until: 'CO_DEED_REQ' });
});
afterAll(async () => sb?.close());
let refusal: Refusal | undefined;
afterEach(async () => refusal?.lift());

const invite = (email: string) =>
  sb.call('POST', `${APP}/${owner.uuid}/signers`, {
    token: owner.token,
    body: { email, firstName: 'Sam', lastName: 'Lee' },
  });
const listed = async () =>
  (
    (await sb.call('GET', `${APP}/${owner.uuid}/signers`, { token: owner.token })).body as {
      signers: { uuid: string; email: string }[];
    }
  ).signers;

describe('an invitation commits with its message, or not at all', () => {
  it('an invitation whose message cannot be written is not listed, and can be made once the fault is gone', async () => {
    const email = `invitee-${randomUUID()}@example.com`;
    refusal = await refuseWrites(sb.deps.db, 'outbox', 'INSERT');
    const failed = await invite(email);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await listed()).map((s) => s.email)).not.toContain(email);

    await refusal.lift();
    expect((await invite(email)).status).toBe(201);
    expect((await listed()).filter((s) => s.email === email)).toHaveLength(1);
    expect(await linkParam(sb, email, 'signer-invitation', 'invite')).toBeTruthy();
  });

  it('a resend whose message cannot be written keeps the link the invitee already holds', async () => {
    const email = `invitee-${randomUUID()}@example.com`;
    expect((await invite(email)).status).toBe(201);
    const held = await linkParam(sb, email, 'signer-invitation', 'invite');
    const signer = (await listed()).find((s) => s.email === email);
    refusal = await refuseWrites(sb.deps.db, 'outbox', 'INSERT');
    const resent = await sb.call('POST', `${APP}/${owner.uuid}/signers/${signer?.uuid}/resend`, {
      token: owner.token,
      body: {},
    });
    expect(resent.status).toBeGreaterThanOrEqual(400);
    await refusal.lift();

    // The link held before the failed resend still makes the account.
    const body = { email, password: 'another long password', inviteToken: held };
    const registered = await sb.call('POST', '/identity/api/v1/registration/register', { body });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  });

  it('a correction whose message cannot be written keeps the old address and its link', async () => {
    const email = `invitee-${randomUUID()}@example.com`;
    expect((await invite(email)).status).toBe(201);
    const held = await linkParam(sb, email, 'signer-invitation', 'invite');
    const signer = (await listed()).find((s) => s.email === email);
    const corrected = `corrected-${randomUUID()}@example.com`;
    refusal = await refuseWrites(sb.deps.db, 'outbox', 'INSERT');
    const failed = await sb.call('PUT', `${APP}/${owner.uuid}/signers/${signer?.uuid}`, {
      token: owner.token,
      body: { email: corrected, firstName: 'Sam', lastName: 'Lee' },
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    await refusal.lift();
    expect((await listed()).find((s) => s.uuid === signer?.uuid)?.email).toBe(email);
    const body = { email, password: 'another long password', inviteToken: held };
    expect((await sb.call('POST', '/identity/api/v1/registration/register', { body })).status).toBe(201);
  });
});
