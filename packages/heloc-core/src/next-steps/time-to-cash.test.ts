import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR as calendar } from '../calendar.js';
import { fundingDates, isBankingDay } from '../closing/funding.js';
import { arbNextStepsFacts as arbFacts } from '../testing/arbitraries.js';
import { timeToCash } from './time-to-cash.js';

// Thanksgiving week 2026: Thanksgiving is Thursday, November 26 (a legal and a bank holiday).
const WED = '2026-11-25';

describe('time to cash on fixed dates', () => {
  it('signing online on Wednesday of Thanksgiving week: the holiday is skipped, funding on Tuesday', () => {
    const t = timeToCash({ state: 'FINAL_OFFER', today: WED, propertyState: 'CA' }, calendar);
    // Friday 27, Saturday 28, Monday 30 are the three rescission business days; Tuesday is the next banking day.
    expect(t).toMatchObject({ expectedOn: '2026-12-01', earliestOn: '2026-12-01', earliestLine: null });
    expect(t?.expectedOn).toBe(fundingDates(WED, calendar).fundingDate);
    expect(t?.headline).toBe('If you finish today, expected funding by Tuesday, December 1, 2026');
  });

  it('a Texas property at the offers: in person with two business days’ notice, our review typical', () => {
    const t = timeToCash({ state: 'OFFER_SELECTION', today: WED, propertyState: 'TX' }, calendar);
    // Earliest: the notary on Saturday 28 (two business days' notice, Thanksgiving not counted),
    // rescission Mon 30, Tue 1, Wed 2, funding Thursday, December 3.
    expect(t?.earliestOn).toBe('2026-12-03');
    // Typical: review done Tuesday, December 1 (3 banking days, Thanksgiving skipped), the notary
    // Thursday 3, rescission Fri 4, Sat 5, Mon 7, funding Tuesday, December 8.
    expect(t?.expectedOn).toBe('2026-12-08');
    expect(t?.earliestLine).toBe('The earliest the rules allow: Thursday, December 3, 2026.');
    expect(t?.assumptions.join(' ')).toMatch(/two business days’ notice/);
  });

  it('a booked notary visit is the signing day', () => {
    const t = timeToCash(
      {
        state: 'DEED_SIGNING',
        today: WED,
        propertyState: 'CA',
        manualNotary: true,
        notaryReservation: '2026-11-28T10:00:00-08:00',
      },
      calendar,
    );
    expect(t?.expectedOn).toBe(fundingDates('2026-11-28', calendar).fundingDate);
  });

  it('after signing: the funding rule of the complete screen, no longer “if you finish today”', () => {
    const t = timeToCash(
      { state: 'RESCISSION', today: '2026-11-27', propertyState: 'TX', rescissionStartsOn: WED },
      calendar,
    );
    expect(t?.headline).toBe('Expected funding by Tuesday, December 1, 2026');
    expect(t?.assumptions[0]).toContain('Monday, November 30, 2026');
  });

  it('is nothing before the offers and once the application is closed', () => {
    for (const state of ['COLLECT_PROFILE_INFO', 'WAITING_FOR_SOFT_CREDIT', 'COMPLETE', 'DECLINED', 'CANCELLED'])
      expect(timeToCash({ state, today: WED, propertyState: 'CA' }, calendar)).toBeNull();
  });
});

describe('time to cash, properties', () => {
  test.prop([arbFacts])('never earlier than the rules allow, always said as expected', (facts) => {
    const t = timeToCash(facts, calendar);
    if (!t) return;
    expect(t.headline).toMatch(/expected funding by/i);
    expect(t.expectedOn >= t.earliestOn).toBe(true);
    // The money never goes out before three rescission business days after today.
    expect(t.earliestOn >= fundingDates(facts.today, calendar).fundingDate).toBe(true);
    expect(isBankingDay(t.earliestOn, calendar) && isBankingDay(t.expectedOn, calendar)).toBe(true);
    expect(t.assumptions.length).toBeGreaterThan(0);
  });
});
