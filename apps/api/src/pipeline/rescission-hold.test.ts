/**
 * The sandbox lifecycle holds the right to cancel and the recording (decision 095): a borrower
 * walked through real HTTP to RESCISSION stays there until midnight ending the third business day
 * where the home is (Reg Z §1026.15(a)(3), (c): no money inside the period), then recording holds
 * until the funding day begins, and only then is the line funded — on the day `complete` named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingHoldUntil, fundingDates, rescissionStartDate } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { registerBorrower, signBackIn, startSandbox, STATUS, walk, type Sandbox } from '../testing/harness.js';
import { findApplication } from './store.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('the right to cancel holds the money', () => {
  it('stays in RESCISSION until the period ends, in RECORDING until the funding day, then funds', async () => {
    const b = await registerBorrower(sb);
    await walk(sb, b, { until: 'RESCISSION' });
    const row = (await findApplication(sb.deps.db, b.uuid))!;
    const data = row.data as { noteSignedAt?: string; notarySessionCompletedAt?: string };
    const facts = {
      noteSignedAt: data.noteSignedAt ?? null,
      notarySessionCompletedAt: data.notarySessionCompletedAt ?? null,
      propertyTimeZone: 'America/Los_Angeles',
    };
    const ends = closingHoldUntil('RESCISSION', facts, US_FEDERAL_CALENDAR) as string;
    expect(row.pendingDueAt?.toISOString()).toBe(new Date(ends).toISOString());
    const { rescissionEnds, fundingDate } = fundingDates(rescissionStartDate(facts) as string, US_FEDERAL_CALENDAR);
    expect(ends.startsWith(rescissionEnds)).toBe(false); // midnight *ending* the last day: the next date
    const stateAt = async (t: number) => {
      sb.clock.t = t;
      const token = await signBackIn(sb, b);
      const status = await sb.call('GET', STATUS(b.uuid), { token, headers: b.headers });
      expect(status.status).toBe(200);
      return status.body.state as string;
    };
    // A second before midnight the borrower may still cancel: nothing has moved.
    expect(await stateAt(Date.parse(ends) - 1000)).toBe('RESCISSION');
    expect(await stateAt(Date.parse(ends))).toBe('RECORDING');
    const fundingDay = Date.parse(closingHoldUntil('RECORDING', facts, US_FEDERAL_CALENDAR) as string);
    expect(new Date(fundingDay).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })).toBe(fundingDate);
    // Recorded, but the money waits for the funding day.
    expect(await stateAt(fundingDay - 1000)).toBe('RECORDING');
    expect(await stateAt(fundingDay + 10 * sb.deps.env.PIPELINE_DELAY_MS)).toBe('COMPLETE');
  });
});
