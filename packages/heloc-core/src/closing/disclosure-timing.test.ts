import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR as calendar } from '../calendar.js';
import { arbIsoCalendarDate } from '../testing/arbitraries.js';
import {
  businessDaysAfter,
  counselingListDueBy,
  disclosureTimings,
  incompleteNoticeDueBy,
  incompleteNoticeIsDue,
  incompleteNoticeRespondBy,
  isOfficeBusinessDay,
  lateDisclosures,
  mayImposeNonrefundableFee,
  nonrefundableFeeFrom,
  type DisclosureFacts,
} from './disclosure-timing.js';
import { addDays, fundingDates } from './funding.js';

/** A walk done on the day, every document where the rules want it (Monday of Thanksgiving week). */
const onTime: DisclosureFacts = {
  submittedAt: '2026-11-23T18:10:00.000Z',
  submittedOn: '2026-11-23',
  given: {
    HELOC_PROGRAM_DISCLOSURE: { at: '2026-11-23T18:05:00.000Z', on: '2026-11-23' },
    CFPB_HELOC_BOOKLET: { at: '2026-11-23T18:05:00.000Z', on: '2026-11-23' },
    HOMEOWNERSHIP_COUNSELING_LIST: { at: '2026-11-23T18:10:00.000Z', on: '2026-11-23' },
    APPLICATION_SUMMARY: { at: '2026-11-23T18:10:00.000Z', on: '2026-11-23' },
  },
  esignDemonstratedAt: '2026-11-23T18:04:00.000Z',
  esignConsentAt: '2026-11-23T18:10:00.000Z',
  openConditionSince: null,
  today: '2026-11-23',
};

describe('business days (Reg X §1024.2(b), Reg Z §1026.2(a)(6))', () => {
  it('are the days the offices are open: not weekends, not federal holidays', () => {
    expect(isOfficeBusinessDay('2026-11-26', calendar)).toBe(false); // Thanksgiving
    expect(isOfficeBusinessDay('2026-11-28', calendar)).toBe(false); // Saturday
    expect(isOfficeBusinessDay('2026-11-27', calendar)).toBe(true);
  });
  it.each([
    ['2026-11-23', '2026-11-27', 'Monday of Thanksgiving week: Tue, Wed, (Thu skipped), Fri'],
    ['2026-11-25', '2026-12-01', 'the Wednesday before: Fri, Mon, Tue'],
    ['2026-11-20', '2026-11-25', 'a Friday: Mon, Tue, Wed'],
    ['2026-12-23', '2026-12-29', 'Christmas on a Friday: Thu, Mon, Tue'],
  ])('the counseling list for an application on %s is due by %s (%s)', (applied, due) => {
    expect(counselingListDueBy(applied, calendar)).toBe(due);
  });
  it('the third business day after is always a business day, later than the start, within 3 weeks', () => {
    fc.assert(
      fc.property(arbIsoCalendarDate, fc.integer({ min: 1, max: 5 }), (d, n) => {
        const after = businessDaysAfter(d, n, calendar);
        expect(isOfficeBusinessDay(after, calendar)).toBe(true);
        expect(after > d).toBe(true);
        expect(after <= addDays(d, 21)).toBe(true);
        // Exactly n business days lie in (d, after].
        let count = 0;
        for (let x = addDays(d, 1); x <= after; x = addDays(x, 1)) if (isOfficeBusinessDay(x, calendar)) count++;
        expect(count).toBe(n);
      }),
    );
  });
});

describe('the notice of incomplete application (Reg B §1002.9(c))', () => {
  it('is sent after a condition stays open 10 days, due within 30, and gives 30 days to answer', () => {
    expect(incompleteNoticeIsDue('2026-11-23', '2026-12-02')).toBe(false);
    expect(incompleteNoticeIsDue('2026-11-23', '2026-12-03')).toBe(true);
    expect(incompleteNoticeDueBy('2026-11-23')).toBe('2026-12-23');
    expect(incompleteNoticeRespondBy('2026-12-03')).toBe('2027-01-02');
  });
  it('the sandbox sends it before Reg B’s 30 days end, whenever the condition opened', () => {
    fc.assert(
      fc.property(arbIsoCalendarDate, fc.integer({ min: 0, max: 60 }), (opened, waited) => {
        const today = addDays(opened, waited);
        if (incompleteNoticeIsDue(opened, today) && !incompleteNoticeIsDue(opened, addDays(today, -1)))
          expect(today <= incompleteNoticeDueBy(opened)).toBe(true);
      }),
    );
  });
});

describe('no nonrefundable fee before three business days after the disclosures (Reg Z §1026.40(h))', () => {
  it('counts the lender’s business days after the day given', () => {
    expect(nonrefundableFeeFrom('2026-11-25', calendar)).toBe('2026-12-01');
    expect(mayImposeNonrefundableFee('2026-11-25', '2026-11-30', calendar)).toBe(false);
    expect(mayImposeNonrefundableFee('2026-11-25', '2026-12-01', calendar)).toBe(true);
    expect(mayImposeNonrefundableFee(null, '2027-01-01', calendar)).toBe(false);
  });
  it('the origination fee (deducted from the draw at funding) never comes before it: signing is on or after the disclosures', () => {
    fc.assert(
      fc.property(arbIsoCalendarDate, fc.integer({ min: 0, max: 40 }), (given, wait) => {
        const signed = addDays(given, wait);
        const { fundingDate } = fundingDates(signed, calendar);
        expect(mayImposeNonrefundableFee(given, fundingDate, calendar)).toBe(true);
      }),
    );
  });
});

describe('lateDisclosures: a test fails when any disclosure is given late', () => {
  it('finds nothing late in a walk where each came when its rule says', () => {
    expect(lateDisclosures(onTime, calendar)).toEqual([]);
    expect(disclosureTimings(onTime, calendar).map((t) => [t.kind, t.dueBy])).toEqual([
      ['HELOC_PROGRAM_DISCLOSURE', '2026-11-23T18:10:00.000Z'],
      ['CFPB_HELOC_BOOKLET', '2026-11-23T18:10:00.000Z'],
      ['HOMEOWNERSHIP_COUNSELING_LIST', '2026-11-27'],
      ['ESIGN_CONSENT', '2026-11-23T18:10:00.000Z'],
      ['INCOMPLETE_APPLICATION_NOTICE', null],
    ]);
  });
  it('flags the program disclosures given at (after) submission, as the table once had them', () => {
    const late = lateDisclosures(
      {
        ...onTime,
        given: { ...onTime.given, HELOC_PROGRAM_DISCLOSURE: { at: '2026-11-23T18:10:01.000Z', on: '2026-11-23' } },
      },
      calendar,
    );
    expect(late.map((t) => t.kind)).toEqual(['HELOC_PROGRAM_DISCLOSURE']);
  });
  it('flags a booklet never given once the application is in', () => {
    const { CFPB_HELOC_BOOKLET: _, ...rest } = onTime.given;
    expect(lateDisclosures({ ...onTime, given: rest }, calendar).map((t) => t.kind)).toEqual(['CFPB_HELOC_BOOKLET']);
  });
  it('flags the counseling list on the fourth business day (Thanksgiving week: Monday → Monday)', () => {
    const given = {
      ...onTime.given,
      HOMEOWNERSHIP_COUNSELING_LIST: { at: '2026-11-30T15:00:00.000Z', on: '2026-11-30' },
    };
    expect(lateDisclosures({ ...onTime, given }, calendar).map((t) => t.kind)).toEqual([
      'HOMEOWNERSHIP_COUNSELING_LIST',
    ]);
    const { HOMEOWNERSHIP_COUNSELING_LIST: _, ...none } = onTime.given;
    expect(lateDisclosures({ ...onTime, given: none, today: '2026-11-27' }, calendar)).toEqual([]);
    expect(lateDisclosures({ ...onTime, given: none, today: '2026-11-30' }, calendar).map((t) => t.kind)).toEqual([
      'HOMEOWNERSHIP_COUNSELING_LIST',
    ]);
  });
  it('flags E-SIGN consent without the demonstration, or after a record relied on', () => {
    expect(lateDisclosures({ ...onTime, esignDemonstratedAt: null }, calendar).map((t) => t.kind)).toEqual([
      'ESIGN_CONSENT',
    ]);
    expect(
      lateDisclosures({ ...onTime, esignConsentAt: '2026-11-23T18:11:00.000Z' }, calendar).map((t) => t.kind),
    ).toEqual(['ESIGN_CONSENT']);
  });
  it('flags the notice of incomplete application after 30 days, or not sent by then', () => {
    const open = { ...onTime, openConditionSince: '2026-11-24' };
    expect(lateDisclosures({ ...open, today: '2026-12-24' }, calendar)).toEqual([]);
    expect(lateDisclosures({ ...open, today: '2026-12-25' }, calendar).map((t) => t.kind)).toEqual([
      'INCOMPLETE_APPLICATION_NOTICE',
    ]);
    const sent = { ...open.given, INCOMPLETE_APPLICATION_NOTICE: { at: '2026-12-04T12:00:00.000Z', on: '2026-12-04' } };
    expect(lateDisclosures({ ...open, given: sent, today: '2027-02-01' }, calendar)).toEqual([]);
  });
  it('a disclosure given within its rule is never late, one given after it always is (any day of the year)', () => {
    fc.assert(
      fc.property(arbIsoCalendarDate, fc.integer({ min: 0, max: 10 }), (applied, after) => {
        const on = addDays(applied, after);
        const f: DisclosureFacts = {
          ...onTime,
          submittedAt: `${applied}T18:10:00.000Z`,
          submittedOn: applied,
          given: { ...onTime.given, HOMEOWNERSHIP_COUNSELING_LIST: { at: `${on}T18:00:00.000Z`, on } },
          today: on,
          esignDemonstratedAt: null,
          esignConsentAt: null,
        };
        const counseling = disclosureTimings(f, calendar).find((t) => t.kind === 'HOMEOWNERSHIP_COUNSELING_LIST');
        expect(counseling?.late).toBe(on > counselingListDueBy(applied, calendar));
      }),
    );
  });
});
