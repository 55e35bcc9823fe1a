/** Income verification's write side as income/review, income/upload and income/employer-verification use it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_CONTACT_REQUIRED } from '@heloc/core';
import {
  APP,
  form,
  PDF,
  registerBorrower,
  startSandbox,
  STATUS,
  step,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const state = async (b: Borrower) =>
  (await sb.call('GET', STATUS(b.uuid), { token: b.token, headers: b.headers })).body.state as string;
const stubs = (n: number) =>
  form(
    {},
    Array.from({ length: n }, (_, i) => ({ name: `stub-${i + 1}.pdf`, blob: PDF() })),
  );

describe('employer verification', () => {
  it('takes name, job title, start date and a phone or an email, checks the date on the server’s clock, and moves on', async () => {
    const b = await registerBorrower(sb, { employmentType: 'SELF_EMPLOYED' });
    await walk(sb, b, { until: 'EMPLOYMENT_VERIFICATION' });
    expect(await state(b)).toBe('EMPLOYMENT_VERIFICATION');
    const base = { employerName: 'Lee Design LLC', jobTitle: 'Owner', startDate: '2015-06-01' };

    // The sandbox clock is 2026-11-23: a start next month is in the future.
    const future = await step(sb, b, 'employer', { ...base, startDate: '2026-12-01', employerPhone: '4155550199' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual(['startDate: Cannot be in the future']);

    const noContact = await step(sb, b, 'employer', { ...base, employerPhone: '', employerEmail: '' });
    expect(noContact.status).toBe(400);
    expect(noContact.body.errors[0]).toBe(`employerPhone: ${EMPLOYER_CONTACT_REQUIRED}`);

    const missing = await sb.call('PUT', `${APP}/${b.uuid}/income/employer`, {
      token: b.token,
      headers: b.headers,
      body: { employerName: 'Lee Design LLC', employerPhone: '4155550199' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.join(' ')).toMatch(/jobTitle: Required|startDate: Required/);
    expect(await state(b)).toBe('EMPLOYMENT_VERIFICATION');

    const ok = await step(sb, b, 'employer', { ...base, employerEmail: 'HR@LeeDesign.example' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.employer).toEqual({ employerName: 'Lee Design LLC', jobTitle: 'Owner' });
    await walk(sb, b, { until: 'IDENTITY_VERIFICATION' });
    expect(await state(b)).toBe('IDENTITY_VERIFICATION');
  });
});

describe('documents instead of a link', () => {
  it('verifies an employed borrower who uploads a paystub rather than linking payroll', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'INCOME_VERIFICATION' });
    const r = await step(sb, b, 'paystubsUploaded', stubs(1));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status.state).toBe('IN_PROGRESS');
    await walk(sb, b, { until: 'IDENTITY_VERIFICATION' });
    expect(await state(b)).toBe('IDENTITY_VERIFICATION');
  });

  it('still asks the paystub scenario (income ending 222) for two paystubs, and takes no fewer', async () => {
    const b = await registerBorrower(sb, { annualIncome: 92_222 });
    await walk(sb, b, { until: 'INCOME_VERIFICATION' });
    expect((await step(sb, b, 'paystubsUploaded', stubs(1))).status).toBe(200);
    await walk(sb, b, { until: 'INCOME_VERIFICATION', maxSteps: 3 });
    const status = (await sb.call('GET', STATUS(b.uuid), { token: b.token, headers: b.headers })).body;
    expect(status).toMatchObject({
      state: 'INCOME_VERIFICATION',
      manualPaystubUpload: true,
      manualPaystubTasksComplete: false,
    });
    const one = await step(sb, b, 'paystubsUploaded', stubs(1));
    expect(one.status).toBe(400);
    expect(one.body.errors).toEqual(['Upload at least 2 files.']);
    expect((await step(sb, b, 'paystubsUploaded', stubs(2))).status).toBe(200);
    await walk(sb, b, { until: 'IDENTITY_VERIFICATION' });
    expect(await state(b)).toBe('IDENTITY_VERIFICATION');
  });
});
