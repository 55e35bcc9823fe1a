/**
 * Login and registration throttling (auth/throttle.ts; NIST SP 800-63B §5.2.2, OWASP): only
 * failures count, per account × address, per address and per account; the owner is never locked
 * out by others' failures; registration is limited per address. Requests come from chosen client
 * addresses through the same socket field the node server fills in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
const L = 5; // LOGIN_RATE_LIMIT in this sandbox
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  sb = await startSandbox({ LOGIN_RATE_LIMIT: String(L), REGISTER_RATE_LIMIT: '3' });
});
afterAll(() => sb.close());

async function from(address: string, path: string, body: unknown) {
  const res = await sb.app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } },
  );
  return {
    status: res.status,
    body: (await res.json()) as { errors?: string[]; jwt?: string },
    retryAfter: res.headers.get('retry-after'),
  };
}
const login = (address: string, email: string, password: string) =>
  from(address, '/identity/api/v1/login', { email, password });
const register = (address: string, email = `t-${randomUUID()}@example.com`) =>
  from(address, '/identity/api/v1/registration/register', { email, password: PASSWORD });

async function newAccount(address: string) {
  const email = `t-${randomUUID()}@example.com`;
  expect((await register(address, email)).status).toBe(201);
  return email;
}

describe('login throttling', () => {
  it('never counts a successful login: 3 × LOGIN_RATE_LIMIT correct logins from one address all get in', async () => {
    const email = await newAccount('10.1.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 3 * L; i++) statuses.push((await login('10.1.0.2', email, PASSWORD)).status);
    expect(statuses).toEqual(Array(3 * L).fill(200));
  });

  it('a guesser from other addresses never locks the owner out of an address they have signed in from', async () => {
    const owner = await newAccount('10.2.0.1');
    expect((await login('10.2.0.1', owner, PASSWORD)).status).toBe(200);

    // One guessing address: L failures, then 429 for that address and account, with Retry-After.
    const one: number[] = [];
    for (let i = 0; i <= L; i++) one.push((await login('10.2.1.1', owner, `wrong ${i}`)).status);
    expect(one).toEqual([...Array(L).fill(401), 429]);
    const blocked = await login('10.2.1.1', owner, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errors: ['Too many sign-in attempts. Please wait a few minutes and try again.'] });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);

    // Spread over many addresses up to the account's cap (10 L failures in the window) …
    for (let a = 2; a <= 10; a++)
      for (let i = 0; i < L; i++) expect((await login(`10.2.1.${a}`, owner, `wrong ${a}.${i}`)).status).toBe(401);
    // … a brand-new address is now held back, even with the right password …
    const fresh = await login('10.2.9.9', owner, PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.retryAfter)).toBeGreaterThan(0);
    // … but the owner, from where they have signed in before, gets straight in.
    const ownerIn = await login('10.2.0.1', owner, PASSWORD);
    expect(ownerIn.status).toBe(200);
    expect(ownerIn.body.jwt).toMatch(/^ey/);

    // The window ends: the new address may try again.
    sb.clock.t += 15 * 60_000;
    expect((await login('10.2.9.9', owner, PASSWORD)).status).toBe(200);
  });

  it('one address spraying many accounts is held back after 5 × LOGIN_RATE_LIMIT failures; other addresses are not', async () => {
    const victims = await Promise.all([newAccount('10.3.0.1'), newAccount('10.3.0.2')]);
    for (let i = 0; i < 5 * L; i++)
      expect((await login('10.3.1.1', `nobody-${i}@example.com`, 'wrong password')).status).toBe(401);
    expect((await login('10.3.1.1', victims[0]!, PASSWORD)).status).toBe(429);
    expect((await login('10.3.2.2', victims[0]!, PASSWORD)).status).toBe(200);
    expect((await login('10.3.2.2', victims[1]!, PASSWORD)).status).toBe(200);
  });

  it('the owner’s own failures from an address are forgiven once they get in there', async () => {
    const owner = await newAccount('10.4.0.1');
    for (let i = 0; i < L - 1; i++) expect((await login('10.4.0.2', owner, 'wrong password')).status).toBe(401);
    expect((await login('10.4.0.2', owner, PASSWORD)).status).toBe(200);
    for (let i = 0; i < L - 1; i++) expect((await login('10.4.0.2', owner, 'wrong password')).status).toBe(401);
    expect((await login('10.4.0.2', owner, PASSWORD)).status).toBe(200);
  });
});

describe('registration throttling', () => {
  it('limits registrations per address (REGISTER_RATE_LIMIT per 10 min) with 429, errors and Retry-After; others are not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await register('10.5.0.1')).status);
    expect(statuses).toEqual([201, 201, 201]);
    const over = await register('10.5.0.1');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      errors: ['Too many registrations from this network. Please wait a few minutes and try again.'],
    });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(600);
    expect((await register('10.5.0.2')).status).toBe(201);
    sb.clock.t += 10 * 60_000;
    expect((await register('10.5.0.1')).status).toBe(201);
  });
});
