/**
 * When the money goes out. A HELOC secured by the borrower's home carries the right to rescind:
 * the borrower may cancel until midnight of the third business day after consummation (or after
 * the notice of the right and the material disclosures are delivered, whichever is last) —
 * Regulation Z, 12 CFR §1026.15(a)(3). For rescission, a business day is every calendar day except
 * Sundays and the federal legal public holidays of 5 U.S.C. §6103(a) (§1026.2(a)(6)), taken on
 * their actual dates: when July 4 falls on a Saturday, the Friday it is observed on is still a
 * business day (official comment 2(a)(6)-2). No money may be disbursed before the period ends
 * (§1026.15(c)); the draw is sent on the next banking day after it: Monday to Friday, except the
 * days the Federal Reserve Banks are closed (a Sunday holiday is observed on the Monday; a Saturday
 * one is not moved).
 *
 * Pure and time-free: dates are ISO calendar dates (yyyy-MM-dd) and the holidays come in as a
 * calendar (calendar.ts builds one from a kept holiday library), so the rule can be tested on any
 * year and never reads a clock.
 */

/** A calendar date, yyyy-MM-dd. */
export type IsoDate = string;

export interface HolidayCalendar {
  /** A federal legal public holiday on its actual date (5 U.S.C. §6103(a)). */
  isLegalHoliday(date: IsoDate): boolean;
  /** A day the Federal Reserve Banks are closed for a holiday (Sunday holidays observed on Monday). */
  isBankHoliday(date: IsoDate): boolean;
}

/** The number of business days the right to rescind lasts (§1026.15(a)(3)). */
export const RESCISSION_BUSINESS_DAYS = 3;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const toUtc = (date: IsoDate): Date => {
  const m = ISO.exec(date);
  if (!m) throw new RangeError(`Not an ISO date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
};
const fromUtc = (d: Date): IsoDate => d.toISOString().slice(0, 10);

/** The date `days` after `date` (negative for before). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}
/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: IsoDate): number => toUtc(date).getUTCDay();

/** A business day for rescission: not a Sunday, not a legal public holiday (§1026.2(a)(6), the precise rule). */
export const isRescissionBusinessDay = (date: IsoDate, calendar: HolidayCalendar): boolean =>
  weekday(date) !== 0 && !calendar.isLegalHoliday(date);

/** A day banks send wires and ACH: Monday to Friday, not a Federal Reserve holiday. */
export const isBankingDay = (date: IsoDate, calendar: HolidayCalendar): boolean => {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !calendar.isBankHoliday(date);
};

/** The first date after `date` that satisfies `ok` (a year of holidays never blocks more than a few days). */
function nextDay(date: IsoDate, ok: (d: IsoDate) => boolean): IsoDate {
  let d = addDays(date, 1);
  while (!ok(d)) d = addDays(d, 1);
  return d;
}

interface FundingDates {
  /** The borrower may cancel until midnight (the end) of this date. */
  readonly rescissionEnds: IsoDate;
  /** The first day the draw can be sent: the next banking day after the rescission period. */
  readonly fundingDate: IsoDate;
}

/**
 * The rescission deadline and the expected funding date for a line whose right to rescind starts
 * on `startsOn` — the last of the signing of the security instrument, the delivery of the notice
 * of the right to cancel and of the material disclosures, as a date in the property's time zone.
 */
export function fundingDates(startsOn: IsoDate, calendar: HolidayCalendar): FundingDates {
  let rescissionEnds = startsOn;
  for (let counted = 0; counted < RESCISSION_BUSINESS_DAYS; counted++)
    rescissionEnds = nextDay(rescissionEnds, (d) => isRescissionBusinessDay(d, calendar));
  return { rescissionEnds, fundingDate: nextDay(rescissionEnds, (d) => isBankingDay(d, calendar)) };
}
