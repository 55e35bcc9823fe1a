/** The bank steps: autopay is a preauthorized debit, so the server keeps what the borrower accepted and when; the confirmation's edits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACH_AUTHORIZATION_VERSION } from '@heloc/core';
import { type StepBody } from '@heloc/core/contract';
import { registerBorrower, startSandbox, step, walk, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const manual: StepBody<'disbursement'> = {
  mode: 'manual',
  routingNumber: '021000021',
  accountNumber: '000987654321',
  accountType: 'CHECKING',
};

async function atAutopay() {
  const b = await registerBorrower(sb, {});
  await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
  const r = await step(sb, b, 'disbursement', manual);
  expect(r.body).toMatchObject({
    status: { state: 'AUTOPAY_ACCOUNT' },
    disburseAccount: { mask: '4321', accountNumber: '4321' },
  });
  return b;
}

describe('autopay and the ACH debit authorization (Reg E 12 CFR 1005.10(b))', () => {
  it('refuses autopay without the authorization, as a 400 that says why', async () => {
    const b = await atAutopay();
    const r = await step(sb, b, 'autopay', {
      payType: 'AUTOPAY',
      useDisbursementAccount: true,
      achAuthorization: false as true,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toContain('You must authorize the automatic payments to use autopay');
  });

  it('records the version accepted and when, and shows it back', async () => {
    const b = await atAutopay();
    const r = await step(sb, b, 'autopay', {
      payType: 'AUTOPAY',
      useDisbursementAccount: true,
      achAuthorization: true,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: { state: 'VERIFIED_AUTOPAY_ACCOUNT' },
      payType: 'AUTOPAY',
      autopayAccount: { mask: '4321' },
      achAuthorization: { version: ACH_AUTHORIZATION_VERSION, at: new Date(sb.clock.t).toISOString() },
    });
  });

  it('keeps no authorization for manual payments', async () => {
    const b = await atAutopay();
    const r = await step(sb, b, 'autopay', { payType: 'MANUAL' });
    expect(r.body).toMatchObject({ payType: 'MANUAL', autopayAccount: null, achAuthorization: null });
  });
});

describe('editing from bank/confirm', () => {
  it('chooses the payments again without leaving the confirmation', async () => {
    const b = await atAutopay();
    await step(sb, b, 'autopay', { payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: true });
    const r = await step(sb, b, 'autopay', { payType: 'MANUAL' });
    expect(r.body).toMatchObject({
      status: { state: 'VERIFIED_AUTOPAY_ACCOUNT' },
      payType: 'MANUAL',
      achAuthorization: null,
    });
  });

  it('a new disbursement account asks for the payments again (autopay may have used the old one)', async () => {
    const b = await atAutopay();
    await step(sb, b, 'autopay', { payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: true });
    const r = await step(sb, b, 'disbursement', { ...manual, accountNumber: '55554444' });
    expect(r.body).toMatchObject({
      status: { state: 'AUTOPAY_ACCOUNT' },
      disburseAccount: { mask: '4444' },
      payType: null,
      autopayAccount: null,
      achAuthorization: null,
    });
  });

  it('confirming moves on to title', async () => {
    const b = await atAutopay();
    await step(sb, b, 'autopay', { payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: true });
    const r = await step(sb, b, 'autopayConfirm', {});
    expect(r.body.status.state).toBe('FINAL_TITLE_PULL');
  });
});
