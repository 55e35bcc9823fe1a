import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR as calendar } from '../calendar.js';
import {
  addDays,
  fundingDates,
  isBankingDay,
  isRescissionBusinessDay,
  RESCISSION_BUSINESS_DAYS,
  weekday,
  type HolidayCalendar,
} from './funding.js';
import { arbIsoCalendarDate } from '../testing/arbitraries.js';

const SUNDAY = 0;

describe('fundingDates (Regulation Z §1026.15(a)(3), §1026.2(a)(6))', () => {
  it.each([
    // [signed, cancel until midnight of, funded]
    [
      '2026-11-18',
      '2026-11-21',
      '2026-11-23',
      'a Wednesday: Thursday, Friday and Saturday count; the draw goes Monday',
    ],
    ['2026-11-20', '2026-11-24', '2026-11-25', 'a Friday: Sunday is skipped'],
    ['2026-11-23', '2026-11-27', '2026-11-30', 'the Monday of Thanksgiving week: Thanksgiving (Nov 26) is skipped'],
    ['2026-12-22', '2026-12-26', '2026-12-28', 'Christmas on a Friday is skipped; Saturday counts'],
    [
      '2026-07-01',
      '2026-07-06',
      '2026-07-07',
      'July 4 on a Saturday: the observed Friday (July 3) is a business day, the Saturday itself is not',
    ],
    [
      '2027-06-30',
      '2027-07-03',
      '2027-07-06',
      'July 4 on a Sunday: banks close on the Monday it is observed, so the draw waits until Tuesday',
    ],
    [
      '2026-12-31',
      '2027-01-05',
      '2027-01-06',
      'across the new year: New Year’s Day (a Friday) and the Sunday are skipped',
    ],
    ['2026-11-10', '2026-11-14', '2026-11-16', 'Veterans Day (Nov 11) is skipped'],
  ])('signed %s → cancel until midnight of %s, funded %s (%s)', (signed, rescissionEnds, fundingDate) => {
    expect(fundingDates(signed, calendar)).toEqual({ rescissionEnds, fundingDate });
  });

  it('reads holidays from the calendar it is given (time-free, no built-in list)', () => {
    const noHolidays: HolidayCalendar = { isLegalHoliday: () => false, isBankHoliday: () => false };
    expect(fundingDates('2026-11-23', noHolidays)).toEqual({ rescissionEnds: '2026-11-26', fundingDate: '2026-11-27' });
  });

  it('knows the federal holidays on their actual and observed dates', () => {
    expect(calendar.isLegalHoliday('2026-06-19')).toBe(true); // Juneteenth
    expect(calendar.isLegalHoliday('2026-07-03')).toBe(false); // observed, not actual
    expect(calendar.isBankHoliday('2027-07-05')).toBe(true); // Sunday holiday observed Monday
    expect(isRescissionBusinessDay('2027-07-05', calendar)).toBe(true);
    expect(isBankingDay('2027-07-05', calendar)).toBe(false);
  });

  it('never ends the rescission period before three business days, and never funds on a Sunday or a federal holiday', () => {
    fc.assert(
      fc.property(arbIsoCalendarDate, (signed) => {
        const { rescissionEnds, fundingDate } = fundingDates(signed, calendar);
        // Exactly three business days after the signing day, the last of them being the deadline.
        let counted = 0;
        for (let d = addDays(signed, 1); d <= rescissionEnds; d = addDays(d, 1))
          if (isRescissionBusinessDay(d, calendar)) counted++;
        expect(counted).toBe(RESCISSION_BUSINESS_DAYS);
        expect(isRescissionBusinessDay(rescissionEnds, calendar)).toBe(true);
        // Funded after the period, on the first banking day, never a Sunday or a legal holiday.
        expect(fundingDate > rescissionEnds).toBe(true);
        expect(weekday(fundingDate)).not.toBe(SUNDAY);
        expect(calendar.isLegalHoliday(fundingDate)).toBe(false);
        expect(isBankingDay(fundingDate, calendar)).toBe(true);
        for (let d = addDays(rescissionEnds, 1); d < fundingDate; d = addDays(d, 1))
          expect(isBankingDay(d, calendar)).toBe(false);
      }),
    );
  });
});
