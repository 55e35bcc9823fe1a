/**
 * When each application-stage disclosure is due, and whether it was given late (decision 091).
 * Pure and time-free: every moment comes in (the server passes its clock's instants and the
 * lender's time zone's calendar dates), the holidays come in as a calendar (calendar.ts).
 *
 * - The HELOC program disclosures and the CFPB booklet: with the application, before it is
 *   submitted — Regulation Z, 12 CFR §1026.40(b), (d), (e). An application taken online gives them
 *   on the application screen; §1026.40(a)(3) lets them be given electronically there without the
 *   E-SIGN consent.
 * - The homeownership-counseling list: not later than three business days after the application is
 *   received — Regulation X, 12 CFR §1024.20(a)(1); a business day is a day the lender's offices are
 *   open to the public for substantially all of its business (§1024.2(b)): Monday to Friday, not a
 *   federal holiday, in the sandbox.
 * - The E-SIGN consent, given in a way that reasonably demonstrates the borrower can open the
 *   format, before any electronic record is relied on — 15 U.S.C. §7001(c)(1)(C)(ii).
 * - The notice of incomplete application: within 30 days after the incomplete application is
 *   received — Regulation B, 12 CFR §1002.9(c)(1)–(2). The sandbox sends it once a condition has
 *   stayed open INCOMPLETE_NOTICE_AFTER_DAYS days, well inside the 30.
 * - No nonrefundable fee before three business days after the program disclosures are given —
 *   Regulation Z, 12 CFR §1026.40(h) (business day as §1026.2(a)(6)'s general rule: the lender's
 *   offices open).
 */
import { addDays, isBankingDay, type HolidayCalendar, type IsoDate } from './funding.js';
import type { ClosingDocumentKind } from './closing-documents.js';

/** Reg X §1024.20(a)(1): the counseling list within three business days of the application. */
export const COUNSELING_LIST_BUSINESS_DAYS = 3;
/** Reg B §1002.9(c)(1): the notice of incomplete application within 30 days of receiving it. */
export const INCOMPLETE_NOTICE_MAX_DAYS = 30;
/** How long a condition stays open before the sandbox sends the notice (days; under the 30 on purpose). */
export const INCOMPLETE_NOTICE_AFTER_DAYS = 10;
/** The reasonable period the notice gives the borrower to send what is missing (§1002.9(c)(2)), in days. */
export const INCOMPLETE_NOTICE_RESPOND_DAYS = 30;
/** Reg Z §1026.40(h): three business days after the disclosures before any nonrefundable fee. */
export const NONREFUNDABLE_FEE_BUSINESS_DAYS = 3;

/**
 * A day the lender's offices are open for substantially all of its business (Reg X §1024.2(b),
 * Reg Z §1026.2(a)(6) general rule): Monday to Friday, not a federal holiday as the Reserve Banks
 * observe it. The same days the draw can be sent (funding.ts isBankingDay).
 */
export const isOfficeBusinessDay = (date: IsoDate, calendar: HolidayCalendar): boolean => isBankingDay(date, calendar);

/** The `n`th business day after `date` (the day itself is not counted). */
export function businessDaysAfter(date: IsoDate, n: number, calendar: HolidayCalendar): IsoDate {
  let d = date;
  for (let counted = 0; counted < n; ) {
    d = addDays(d, 1);
    if (isOfficeBusinessDay(d, calendar)) counted++;
  }
  return d;
}

/** The last day the counseling list may be given for an application received on `applicationDate` (§1024.20(a)(1)). */
export const counselingListDueBy = (applicationDate: IsoDate, calendar: HolidayCalendar): IsoDate =>
  businessDaysAfter(applicationDate, COUNSELING_LIST_BUSINESS_DAYS, calendar);

/** The last day the notice of incomplete application may be given, the application incomplete since `incompleteSince` (§1002.9(c)(1)). */
export const incompleteNoticeDueBy = (incompleteSince: IsoDate): IsoDate =>
  addDays(incompleteSince, INCOMPLETE_NOTICE_MAX_DAYS);

/** Whether the sandbox sends the notice today: a condition open since `openSince` is still open on `today`. */
export const incompleteNoticeIsDue = (openSince: IsoDate, today: IsoDate): boolean =>
  today >= addDays(openSince, INCOMPLETE_NOTICE_AFTER_DAYS);

/** The date the notice asks the missing information by (§1002.9(c)(2): a reasonable period). */
export const incompleteNoticeRespondBy = (noticeDate: IsoDate): IsoDate =>
  addDays(noticeDate, INCOMPLETE_NOTICE_RESPOND_DAYS);

/** The first day a nonrefundable fee may be imposed, the program disclosures given on `disclosuresGiven` (§1026.40(h)). */
export const nonrefundableFeeFrom = (disclosuresGiven: IsoDate, calendar: HolidayCalendar): IsoDate =>
  businessDaysAfter(disclosuresGiven, NONREFUNDABLE_FEE_BUSINESS_DAYS, calendar);

/**
 * Whether a nonrefundable fee may be imposed on `on`: never before the program disclosures are
 * given (null), nor before the third business day after (§1026.40(h)).
 */
export const mayImposeNonrefundableFee = (
  disclosuresGiven: IsoDate | null,
  on: IsoDate,
  calendar: HolidayCalendar,
): boolean => disclosuresGiven !== null && on >= nonrefundableFeeFrom(disclosuresGiven, calendar);

/** The documents the rules above time, with the rule each follows. */
export const TIMED_DISCLOSURES = [
  'HELOC_PROGRAM_DISCLOSURE',
  'CFPB_HELOC_BOOKLET',
  'HOMEOWNERSHIP_COUNSELING_LIST',
  'ESIGN_CONSENT',
  'INCOMPLETE_APPLICATION_NOTICE',
] as const satisfies readonly ClosingDocumentKind[];
type TimedKind = (typeof TIMED_DISCLOSURES)[number];

/**
 * What the server knows of one application, as instants (ISO timestamps, the server's clock) and
 * calendar dates in the lender's zone where a rule counts days.
 */
export interface DisclosureFacts {
  /** When the application was submitted (received, for Reg X and Reg B); null before. */
  readonly submittedAt: string | null;
  /** The date of `submittedAt` in the lender's zone. */
  readonly submittedOn: IsoDate | null;
  /** When each document was given (ISO timestamps), and the date in the lender's zone. */
  readonly given: Partial<Record<ClosingDocumentKind, { readonly at: string; readonly on: IsoDate }>>;
  /** When the borrower showed they can open a PDF (entered the sample's code). */
  readonly esignDemonstratedAt: string | null;
  /** When the E-SIGN consent was given. */
  readonly esignConsentAt: string | null;
  /** The date since which a condition has stayed open (the oldest one still open); null when none is. */
  readonly openConditionSince: IsoDate | null;
  /** Today, in the lender's zone. */
  readonly today: IsoDate;
}

export interface DisclosureTiming {
  readonly kind: TimedKind;
  /** When it is due: an ISO timestamp (before submission) or a calendar date (given by the end of it); null when not due. */
  readonly dueBy: string | null;
  /** The rule, in the borrower's words. */
  readonly rule: string;
  /** Whether it is late: given after `dueBy`, or not given and `dueBy` has passed. */
  readonly late: boolean;
}

/** The documents relied on under the E-SIGN consent: every electronic record but the ones §1026.40(a)(3) exempts. */
const reliedOnUnderEsign = (kind: ClosingDocumentKind) =>
  kind !== 'HELOC_PROGRAM_DISCLOSURE' && kind !== 'CFPB_HELOC_BOOKLET' && kind !== 'ESIGN_CONSENT';

const earliest = (xs: readonly string[]): string | null =>
  xs.reduce<string | null>((a, x) => (a === null || Date.parse(x) < Date.parse(a) ? x : a), null);

/** The timing of one document of TIMED_DISCLOSURES from the facts. */
export function disclosureTiming(kind: TimedKind, f: DisclosureFacts, calendar: HolidayCalendar): DisclosureTiming {
  const given = f.given[kind] ?? null;
  switch (kind) {
    case 'HELOC_PROGRAM_DISCLOSURE':
    case 'CFPB_HELOC_BOOKLET': {
      // §1026.40(b): given with the application, so before the borrower submits it.
      const late = f.submittedAt !== null && (given === null || Date.parse(given.at) > Date.parse(f.submittedAt));
      return { kind, dueBy: f.submittedAt, rule: 'Before you submit your application', late };
    }
    case 'HOMEOWNERSHIP_COUNSELING_LIST': {
      if (f.submittedOn === null)
        return { kind, dueBy: null, rule: 'Within 3 business days of your application', late: false };
      const due = counselingListDueBy(f.submittedOn, calendar);
      const late = given ? given.on > due : f.today > due;
      return { kind, dueBy: due, rule: 'Within 3 business days of your application', late };
    }
    case 'ESIGN_CONSENT': {
      // §7001(c)(1)(C)(ii): consent shown to work before the first record relied on under it.
      const firstRelied = earliest(
        Object.entries(f.given)
          .filter(([k]) => reliedOnUnderEsign(k as ClosingDocumentKind))
          .map(([, g]) => (g as { at: string }).at),
      );
      const shown =
        f.esignDemonstratedAt !== null &&
        f.esignConsentAt !== null &&
        Date.parse(f.esignDemonstratedAt) <= Date.parse(f.esignConsentAt);
      const late = firstRelied !== null && (!shown || Date.parse(f.esignConsentAt as string) > Date.parse(firstRelied));
      return { kind, dueBy: firstRelied, rule: 'Before any electronic document is relied on', late };
    }
    case 'INCOMPLETE_APPLICATION_NOTICE': {
      const rule = 'Within 30 days if information we asked for is still missing';
      if (f.openConditionSince === null && given === null) return { kind, dueBy: null, rule, late: false };
      const since = f.openConditionSince ?? given?.on ?? f.today;
      const due = incompleteNoticeDueBy(since);
      const late = given ? given.on > due : f.today > due;
      return { kind, dueBy: due, rule, late };
    }
  }
}

/** Every timed document's timing, in TIMED_DISCLOSURES' order. */
export function disclosureTimings(f: DisclosureFacts, calendar: HolidayCalendar): DisclosureTiming[] {
  return TIMED_DISCLOSURES.map((kind) => disclosureTiming(kind, f, calendar));
}

/** The disclosures given late (or not given by when they were due): what a test asserts is empty. */
export const lateDisclosures = (f: DisclosureFacts, calendar: HolidayCalendar): DisclosureTiming[] =>
  disclosureTimings(f, calendar).filter((t) => t.late);
