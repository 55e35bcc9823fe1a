/**
 * A new application and the profile its form fills are one transaction (issue 23, item 3): when
 * the profile's write is refused (injected by a database trigger), no application is left behind
 * — before, the application committed first and stood without the name and phone its screens
 * read. The borrower's retry then makes exactly one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_API_PATH as APP } from '@heloc/core';
import { refuseWrites, type Refusal } from '../testing/faults.js';
import { applicationForm, startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let refusal: Refusal | undefined;
beforeAll(async () => {
  sb = await startSandbox();
});
afterEach(async () => refusal?.lift());
afterAll(async () => sb?.close());

describe('creating an application is one transaction', () => {
  it('a refused profile write leaves no application; the retry makes one, with the profile', async () => {
    const email = `borrower-${randomUUID()}@example.com`;
    const headers = { 'x-org': 'homestead' };
    const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
      body: { email, password: 'correct horse battery staple' },
      headers,
    });
    expect(reg.status).toBe(201);
    const token: string = reg.body.jwt;
    const form = applicationForm(email);
    const list = async () => (await sb.call('GET', `${APP}/all`, { token, headers })).body as unknown[];

    refusal = await refuseWrites(sb.deps.db, 'users', 'UPDATE');
    const failed = await sb.call('POST', APP, { token, headers, body: form });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await list()).toEqual([]);

    await refusal.lift();
    const created = await sb.call('POST', APP, { token, headers, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await list()).toHaveLength(1);
    const profile = await sb.call('GET', '/service-profile/api/v1/profile', { token, headers });
    expect(profile.body).toMatchObject({ name: { firstName: 'Ann', lastName: 'Lee' } });
  });
});
