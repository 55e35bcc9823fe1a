import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR as calendar } from '../calendar.js';
import { weekday } from './funding.js';
import {
  actOnNotarySession,
  formatNotaryTime,
  localParts,
  NOTARY_SESSION_STAGES,
  NOTARY_SLOT_TIMES,
  NOTARY_TIME_MESSAGES,
  notaryDateProblem,
  notaryDateRange,
  notaryErrorReason,
  notaryIntroView,
  notarySessionAt,
  notarySessionPollMs,
  notarySessionProgress,
  notaryScheduleBody,
  notaryScheduleFormSchema,
  notaryTimeProblem,
  sandboxNotarySlots,
  slotsNear,
  zonedIso,
  type NotarySessionRecord,
} from './notary.js';
import { timeZoneForState } from '../time-zones.js';
import {
  closingOffices,
  isAttorneyState,
  officeSigningAddress,
  ronAvailable,
  type ClosingOffice,
} from '../next-steps/closing-path.js';

const LA = 'America/Los_Angeles';

describe('where and how the deed is notarised', () => {
  it('knows the attorney states and the sandbox in-person-only states, any case', () => {
    expect(['GA', 'sc', 'MA', 'CT', 'DE', 'WV'].every(isAttorneyState)).toBe(true);
    expect(isAttorneyState('CA')).toBe(false);
    expect(ronAvailable('CA')).toBe(true);
    expect(ronAvailable('sc')).toBe(false);
    expect(ronAvailable('valueOf')).toBe(true);
  });

  it('books in the property state’s zone, Eastern when unknown', () => {
    expect(timeZoneForState('CA')).toBe(LA);
    expect(timeZoneForState('tx')).toBe('America/Chicago');
    expect(timeZoneForState(null)).toBe('America/New_York');
  });

  it('turns a wall-clock time into ISO with the zone’s offset, on both sides of daylight saving', () => {
    expect(zonedIso('2026-11-27', '10:00', LA)).toBe('2026-11-27T10:00:00-08:00');
    expect(zonedIso('2026-07-01', '08:30', LA)).toBe('2026-07-01T08:30:00-07:00');
    expect(zonedIso('2026-07-01', '08:30', 'Asia/Kolkata')).toBe('2026-07-01T08:30:00+05:30');
    expect(localParts('2026-11-27T18:00:00.000Z', LA)).toMatchObject({ date: '2026-11-27', time: '10:00' });
    expect(formatNotaryTime('2026-11-27T10:00:00-08:00', LA)).toBe('Friday, November 27, 2026 at 10:00 AM PST');
  });
});

describe('when an in-person signing may be booked', () => {
  it('counts two business days of notice, skipping Sundays and federal holidays', () => {
    // Wednesday before Thanksgiving 2026: Thursday is the holiday, so Friday and Saturday count.
    expect(notaryDateRange('2026-11-25', calendar)).toEqual({ earliest: '2026-11-28', latest: '2026-12-25' });
    expect(notaryDateProblem('2026-11-27', '2026-11-25', calendar)).toBe(NOTARY_TIME_MESSAGES.tooSoon);
    expect(notaryDateProblem('2026-11-26', '2026-11-25', calendar)).toBe(NOTARY_TIME_MESSAGES.holiday);
    expect(notaryDateProblem('2026-11-29', '2026-11-25', calendar)).toBe(NOTARY_TIME_MESSAGES.sunday);
    expect(notaryDateProblem('2026-11-28', '2026-11-25', calendar)).toBeNull();
    expect(notaryDateProblem('2026-12-26', '2026-11-25', calendar)).toBe(NOTARY_TIME_MESSAGES.tooLate);
  });

  it('takes times between 8:00 and 18:00 local on the half hour, checked in the property’s zone', () => {
    const now = '2026-11-23T18:00:00.000Z';
    expect(NOTARY_SLOT_TIMES[0]).toBe('08:00');
    expect(NOTARY_SLOT_TIMES.at(-1)).toBe('18:00');
    expect(notaryTimeProblem('2026-11-27T10:00:00-08:00', now, LA, calendar)).toBeNull();
    expect(notaryTimeProblem('2026-11-27T18:30:00-08:00', now, LA, calendar)).toBe(NOTARY_TIME_MESSAGES.hours);
    // 10:00 in New York is 07:00 in California: outside the property's hours.
    expect(notaryTimeProblem('2026-11-27T10:00:00-05:00', now, LA, calendar)).toBe(NOTARY_TIME_MESSAGES.hours);
    expect(notaryTimeProblem('not a time', now, LA, calendar)).toBe(NOTARY_TIME_MESSAGES.required);
  });

  it('property: a time it accepts is never a Sunday, a holiday, outside hours, too soon or too late', () => {
    const zones = fc.constantFrom(LA, 'America/Chicago', 'America/New_York', 'Pacific/Honolulu', 'America/Phoenix');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 40 * 24 * 2 }),
        zones,
        (nowDate, halfHours, zone) => {
          const now = nowDate.toISOString();
          const instant = new Date(nowDate.getTime() + halfHours * 30 * 60_000).toISOString();
          if (notaryTimeProblem(instant, now, zone, calendar) !== null) return;
          const at = localParts(instant, zone);
          const today = localParts(now, zone).date;
          expect(weekday(at.date)).not.toBe(0);
          expect(calendar.isLegalHoliday(at.date)).toBe(false);
          expect(NOTARY_SLOT_TIMES).toContain(at.time);
          expect(at.date >= notaryDateRange(today, calendar).earliest).toBe(true);
          expect(Date.parse(instant) - Date.parse(now)).toBeGreaterThan(24 * 3600_000);
          expect(at.date <= notaryDateRange(today, calendar).latest).toBe(true);
        },
      ),
    );
  });

  it('property: every slot the sandbox offers is a time the rule accepts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 40 }),
        (nowDate, ahead) => {
          const now = nowDate.toISOString();
          const requested = new Date(nowDate.getTime() + ahead * 86_400_000).toISOString();
          for (const day of slotsNear(requested, LA, now, calendar))
            for (const slot of day.slots) expect(notaryTimeProblem(slot.start, now, LA, calendar)).toBeNull();
        },
      ),
      // Each run checks up to 33 slots through Intl: fewer runs keep it quick on a shared machine.
      { numRuns: 40 },
    );
  });
});

describe('the sandbox notary’s availability', () => {
  it('is the same for a date every time, with some slots taken and most free', () => {
    const a = sandboxNotarySlots('2026-11-30', LA, '2026-11-23', calendar);
    expect(a).toEqual(sandboxNotarySlots('2026-11-30', LA, '2026-11-23', calendar));
    expect(a).toHaveLength(NOTARY_SLOT_TIMES.length);
    expect(a.some((s) => !s.available)).toBe(true);
    expect(a.filter((s) => s.available).length).toBeGreaterThan(a.length / 2);
    expect(a[0]).toMatchObject({ start: '2026-11-30T08:00:00-08:00', time: '08:00' });
  });

  it('offers the requested day and the next bookable ones, never a Sunday or holiday', () => {
    const days = slotsNear('2026-11-25T18:00:00.000Z', LA, '2026-11-20T18:00:00.000Z', calendar);
    expect(days.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-27', '2026-11-28']);
    // A requested day before the earliest starts at the earliest (Friday the 20th: Saturday and Monday count).
    expect(slotsNear('2026-11-21T18:00:00.000Z', LA, '2026-11-20T18:00:00.000Z', calendar)[0]?.date).toBe('2026-11-23');
  });
});

describe('the eNotary session', () => {
  const t0 = '2026-11-23T18:00:00.000Z';
  const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();
  const start: NotarySessionRecord = { id: 's-1', startedAt: t0, stage: 'device', stageSince: t0 };

  it('waits on the borrower, moves the provider’s stages on by time, and seals after signing', () => {
    expect(notarySessionAt(start, at(600)).stage).toBe('device');
    const ready = actOnNotarySession(start, 'deviceReady', at(5));
    if ('refused' in ready) throw new Error(ready.refused);
    expect(notarySessionAt(ready, at(6)).stage).toBe('identity');
    expect(notarySessionAt(ready, at(8)).stage).toBe('notary');
    expect(notarySessionAt(ready, at(11)).stage).toBe('signing');
    expect(notarySessionAt(ready, at(500)).stage).toBe('signing');
    expect(actOnNotarySession(ready, 'deviceReady', at(12))).toEqual({
      refused: 'That is not the current step of your eNotary session.',
    });
    const signed = actOnNotarySession(ready, 'signDeed', at(20));
    if ('refused' in signed) throw new Error(signed.refused);
    expect(signed.signedAt).toBe(at(20));
    expect(notarySessionAt(signed, at(21)).stage).toBe('seal');
    expect(notarySessionAt(signed, at(23))).toMatchObject({ stage: 'sealed', expired: false });
    expect(notarySessionAt(signed, at(99_999)).expired).toBe(false);
  });

  it('expires an unfinished session after an hour', () => {
    expect(notarySessionAt(start, at(3600)).expired).toBe(true);
    expect(actOnNotarySession(start, 'deviceReady', at(3600))).toEqual({
      refused: 'Your eNotary session expired. Start a new session.',
    });
  });

  it('polls only while the provider is working, and lists each stage as done, current or next', () => {
    expect(notarySessionPollMs('device')).toBe(false);
    expect(notarySessionPollMs('identity')).toBeGreaterThan(0);
    expect(notarySessionPollMs('sealed')).toBe(false);
    // A failed read stops the loop whatever the stage: the screen offers Retry.
    for (const { id } of NOTARY_SESSION_STAGES) expect(notarySessionPollMs(id, true)).toBe(false);
    expect(notarySessionPollMs('identity', false)).toBe(1000);
    expect(notarySessionProgress('notary').map((s) => s.progress)).toEqual([
      'done',
      'done',
      'current',
      'next',
      'next',
      'next',
    ]);
    expect(notarySessionProgress('sealed').every((s) => s.progress === 'done')).toBe(true);
    expect(NOTARY_SESSION_STAGES.map((s) => s.id)).toEqual([
      'device',
      'identity',
      'notary',
      'signing',
      'seal',
      'sealed',
    ]);
  });
});

describe('notary/intro', () => {
  it('says what the borrower can do in each state', () => {
    const view = (state: string, more: object = {}) => notaryIntroView({ state, propertyState: 'CA', ...more }).mode;
    expect(view('ATTORNEY_REVIEW')).toBe('attorneyReview');
    expect(view('GEN_NOTARY_DISCLOSURE')).toBe('choose');
    expect(view('NOTARY_WAITING_PERIOD')).toBe('enotary');
    expect(view('DEED_SIGNING', { manualNotary: false })).toBe('enotary');
    expect(view('DEED_SIGNING', { manualNotary: true, notaryReservation: '2026-11-27T10:00:00-08:00' })).toBe(
      'manualBooked',
    );
    expect(view('DEED_SIGNING', { primaryParticipantAcceptComplete: true })).toBe('done');
    expect(notaryIntroView({ state: 'GEN_NOTARY_DISCLOSURE', propertyState: 'GA' })).toMatchObject({
      attorneyState: true,
      ronAvailable: true,
      manualFee: 300,
      zone: 'America/New_York',
    });
  });

  it('names an unknown error reason as a failed session', () => {
    expect(notaryErrorReason('camera')).toBe('camera');
    expect(notaryErrorReason('constructor')).toBe('failed');
    expect(notaryErrorReason(null)).toBe('failed');
  });
});

describe('notary/schedule-manual’s form', () => {
  const schema = notaryScheduleFormSchema('2026-11-23', calendar);
  const address = { street1: '', street2: '', city: '', state: '', zip: '' };
  it('asks for a bookable date and a time, and the other address only when chosen', () => {
    const issues = (values: object) => (v.safeParse(schema, values).issues ?? []).map((i) => i.message);
    expect(issues({ where: 'property', date: '', time: '', address })).toEqual(['Choose a date', 'Choose a time']);
    expect(issues({ where: 'property', date: '2026-11-29', time: '10:00', address })).toEqual([
      NOTARY_TIME_MESSAGES.sunday,
    ]);
    expect(issues({ where: 'property', date: '2026-11-27', time: '10:00', address })).toEqual([]);
    expect(issues({ where: 'other', date: '2026-11-27', time: '10:00', address }).length).toBeGreaterThan(0);
  });
  it('sends the time with the property zone’s offset, and the other address', () => {
    const values = {
      where: 'other' as const,
      date: '2026-11-27',
      time: '10:00',
      officeId: '',
      address: { street1: '400 Main Street', street2: '', city: 'Redwood City', state: 'ca', zip: '94063' },
    };
    expect(notaryScheduleBody(values, LA)).toEqual({
      requestedTime: '2026-11-27T10:00:00-08:00',
      signingAddress: { ...values.address, state: 'CA' },
    });
    expect(notaryScheduleBody({ ...values, where: 'property' }, LA)).toEqual({
      requestedTime: '2026-11-27T10:00:00-08:00',
    });
  });
  it('in Texas: one of the offices or another office, never the property (Tex. Const. art. XVI §50(a)(6)(N))', () => {
    const offices = closingOffices('TX', 'Austin');
    const texas = notaryScheduleFormSchema('2026-11-23', calendar, offices);
    const issues = (values: object) => (v.safeParse(texas, values).issues ?? []).map((i) => i.message);
    const when = { date: '2026-11-27', time: '10:00', address };
    expect(issues({ ...when, where: 'property' }).length).toBeGreaterThan(0);
    expect(issues({ ...when, where: 'office', officeId: '' })).toEqual(['Choose an office']);
    expect(issues({ ...when, where: 'office', officeId: 'tx-nowhere' })).toEqual(['Choose an office']);
    expect(issues({ ...when, where: 'office', officeId: offices[0]?.id })).toEqual([]);
    expect(
      notaryScheduleBody({ ...when, where: 'office', officeId: offices[1]?.id ?? '' }, 'America/Chicago', offices),
    ).toEqual({
      requestedTime: '2026-11-27T10:00:00-06:00',
      signingAddress: officeSigningAddress(offices[1] as ClosingOffice),
    });
  });
});
