/**
 * The US federal holiday calendar the funding rule needs, from a kept library
 * (@18f/us-federal-holidays: pure date arithmetic, no I/O) rather than a hand-written list.
 * Exported as `@heloc/core/calendar`, not from the package's index, so the first screen's bundle
 * does not carry the library; only the screens and server code that date a funding import it.
 * Decision 026.
 */
import { allForYear } from '@18f/us-federal-holidays';
import type { HolidayCalendar, IsoDate } from './closing/funding.js';

const legal = new Map<number, ReadonlySet<string>>();
const bank = new Map<number, ReadonlySet<string>>();

function datesOf(cache: Map<number, ReadonlySet<string>>, year: number, shiftSunday: boolean): ReadonlySet<string> {
  let dates = cache.get(year);
  if (!dates) {
    // dateString is the library's local calendar date, free of any time zone.
    dates = new Set(
      allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: shiftSunday }).map((h) => h.dateString),
    );
    cache.set(year, dates);
  }
  return dates;
}
const yearOf = (date: IsoDate) => Number(date.slice(0, 4));

export const US_FEDERAL_CALENDAR: HolidayCalendar = {
  // Actual dates: Reg Z comment 2(a)(6)-2 counts an observed Friday or Monday as a business day.
  isLegalHoliday: (date) => datesOf(legal, yearOf(date), false).has(date),
  // The Federal Reserve Banks close on the Monday after a Sunday holiday, and stay open on the
  // Friday before a Saturday one. New Year's Day on a Saturday is observed on no day at all.
  isBankHoliday: (date) => datesOf(bank, yearOf(date), true).has(date),
};
