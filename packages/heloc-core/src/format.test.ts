import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  errorMessageFromBody,
  formatAddress,
  formatCurrency,
  formatDate,
  formatFileSize,
  formatHoursRange,
  operatingHoursLines,
  formatIsoDate,
  formatPercent,
  formatPhone,
  formatRelativeTime,
  isUuid,
  isWeekendEntry,
  joinErrorMessages,
  parseDisplayDate,
  phoneDigits,
  shortenWalletAddress,
} from './format.js';

describe('formatAddress', () => {
  it("'Street City, ST ZIP' with words capitalised", () => {
    expect(formatAddress({ street1: '123 MAIN st', city: 'san FRANCISCO', state: 'ca', zip: '94105' })).toBe(
      '123 Main St San Francisco, CA 94105',
    );
    expect(formatAddress({ street1: '1 elm ave', street2: 'apt 4', city: 'austin', state: 'TX', zip: '78701' })).toBe(
      '1 Elm Ave Apt 4 Austin, TX 78701',
    );
    expect(formatAddress(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([['+15551234567'], ['15551234567'], ['555-123-4567'], ['5551234567']])('%s → (555) 123-4567', (p) => {
    expect(formatPhone(p)).toBe('(555) 123-4567');
  });
  it.each([['555 123 4567'], ['25551234567'], ['123'], ['']])('%s is left as given', (p) =>
    expect(formatPhone(p)).toBe(p),
  );
  it('tel digits', () => {
    expect(phoneDigits('555-123-4567')).toBe('+15551234567');
    expect(phoneDigits('call me')).toBeUndefined();
  });
  fcTest.prop([fc.stringMatching(/^\d{10}$/)])('plain 10 digits always format', (d) => {
    expect(formatPhone(d)).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });
});

describe('wallet address', () => {
  it('shortens above 11 characters: first 6, ellipsis, last 5', () => {
    expect(shortenWalletAddress('0x1234567890abcdef')).toBe('0x1234...bcdef');
    expect(shortenWalletAddress('0x123456789')).toBe('0x123456789');
    expect(shortenWalletAddress(undefined)).toBe('');
  });
  fcTest.prop([fc.string({ minLength: 12 })])('never longer than 14 characters', (a) => {
    expect(shortenWalletAddress(a).length).toBe(14);
  });
});

describe('numbers and dates', () => {
  it('currency USD en-US 0 decimals', () => {
    expect(formatCurrency(150000)).toBe('$150,000');
    expect(formatCurrency(1234.5, 2)).toBe('$1,234.50');
    expect(formatCurrency(Number.NaN)).toBe('$0');
  });
  it('percent with 1 decimal', () => {
    expect(formatPercent(7.6)).toBe('7.6%');
    expect(formatPercent(17.2, 2)).toBe('17.20%');
    expect(formatPercent(null)).toBe('0.0%');
  });
  it('MM/dd/yyyy, ISO and Invalid Date', () => {
    expect(formatDate('2026-11-22')).toBe('11/22/2026');
    expect(formatDate('2026-11-22T03:00:00Z', 'America/Los_Angeles')).toBe('11/21/2026');
    expect(formatIsoDate(new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
    expect(formatDate('2026-02-31')).toBe('Invalid Date');
    expect(formatDate('nope')).toBe('Invalid Date');
    expect(formatIsoDate(null)).toBe('Invalid Date');
  });
  it('parses typed dates and ages', () => {
    expect(parseDisplayDate('02/29/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('02/29/2023')).toBeUndefined();
    expect(parseDisplayDate('2024-02-29')).toBeUndefined();
    expect(ageOn('2000-11-23', '2026-11-22')).toBe(25);
    expect(ageOn('2000-11-22', '2026-11-22')).toBe(26);
    expect(ageOn('bad', '2026-11-22')).toBeUndefined();
  });
  it('relative times: m, h, d, w, then month and day', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    const utc = 'UTC';
    expect(formatRelativeTime(ago(10_000), now, utc)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60_000), now, utc)).toBe('5m');
    expect(formatRelativeTime(ago(3 * 3600_000), now, utc)).toBe('3h');
    expect(formatRelativeTime(ago(2 * 86400_000), now, utc)).toBe('2d');
    expect(formatRelativeTime(ago(28 * 86400_000), new Date(now), utc)).toBe('4w');
    expect(formatRelativeTime(ago(40 * 86400_000), now, utc)).toBe('Oct 13');
    expect(formatRelativeTime('garbage', now, utc)).toBe('Invalid Date');
  });
  it('after 4 weeks, month and day: 29 and 34 days ago are dates, not "4w" (issue 26, item 6)', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const ago = (days: number) => new Date(now - days * 86400_000).toISOString();
    expect(formatRelativeTime(ago(29), now, 'UTC')).toBe('Oct 24');
    expect(formatRelativeTime(ago(34), now, 'UTC')).toBe('Oct 19');
    expect(formatRelativeTime(new Date(now - 28 * 86400_000 - 1).toISOString(), now, 'UTC')).toBe('Oct 25');
  });
  it('the date is the borrower’s own day, in their zone (issue 26, item 6)', () => {
    // 03:00 UTC on 20 October is still 19 October in Los Angeles (and 20 October in Tokyo).
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatRelativeTime('2026-10-20T03:00:00Z', now, 'America/Los_Angeles')).toBe('Oct 19');
    expect(formatRelativeTime('2026-10-20T03:00:00Z', now, 'Asia/Tokyo')).toBe('Oct 20');
  });
  fcTest.prop([fc.integer({ min: 0, max: 10 ** 11 })])('relative time is never empty', (ms) => {
    expect(formatRelativeTime(new Date(1e12), 1e12 + ms, 'UTC').length).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  it('de-duplicates, joins with commas, ends with a period', () => {
    expect(joinErrorMessages(['Bad zip', 'Bad zip.', { message: 'Bad state' }, '', 7])).toBe('Bad zip, Bad state.');
    expect(joinErrorMessages([])).toBe('Something unexpected happened');
    expect(joinErrorMessages(undefined)).toBe('Something unexpected happened');
  });
  it('reads an error body', () => {
    expect(errorMessageFromBody({ errors: ['a', 'b'] })).toBe('a, b.');
    expect(errorMessageFromBody({ message: 'Nope' })).toBe('Nope');
    expect(errorMessageFromBody('plain')).toBe('plain');
    expect(errorMessageFromBody(null)).toBe('Something unexpected happened');
  });
});

describe('misc', () => {
  it('uuid', () => {
    expect(isUuid('0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f')).toBe(true);
    expect(isUuid('0b7c2f8e1d2a4c3b9e8f7a6b5c4d3e2f')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
  it('file sizes', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(Number.NaN)).toBe('0 bytes');
  });
  it('hours in Pacific time and weekends', () => {
    expect(formatHoursRange('06:00', '17:30')).toBe('6:00 AM – 5:30 PM PT');
    expect(formatHoursRange('00:00', '12:00')).toBe('12:00 AM – 12:00 PM PT');
    expect(formatHoursRange(null, '17:00')).toBeUndefined();
    expect(formatHoursRange('25:00', '17:00')).toBeUndefined();
    expect(isWeekendEntry(6)).toBe(true);
    expect(isWeekendEntry(7)).toBe(true);
    expect(isWeekendEntry(5)).toBe(false);
  });
  const day = (weekdayValue: number, start: string | null, end: string | null = start ? '17:00' : null) => ({
    weekdayValue,
    isOpen: start !== null,
    startTime: start,
    endTime: end,
  });
  it('hours lines name the real days, Sunday included (issue 26, item 11)', () => {
    // Tuesday to Thursday only: never 'Monday–Friday'.
    expect(
      operatingHoursLines([
        day(1, null),
        day(2, '09:00'),
        day(3, '09:00'),
        day(4, '09:00'),
        day(5, null),
        day(6, null),
        day(7, null),
      ]),
    ).toEqual([{ days: 'Tuesday–Thursday', hours: '9:00 AM – 5:00 PM PT' }]);
    // The usual week, with Saturday and Sunday hours of their own.
    expect(
      operatingHoursLines([
        day(7, '10:00', '14:00'),
        day(1, '06:00'),
        day(2, '06:00'),
        day(3, '06:00'),
        day(4, '06:00'),
        day(5, '06:00'),
        day(6, '08:00', '14:00'),
      ]),
    ).toEqual([
      { days: 'Monday–Friday', hours: '6:00 AM – 5:00 PM PT' },
      { days: 'Saturday', hours: '8:00 AM – 2:00 PM PT' },
      { days: 'Sunday', hours: '10:00 AM – 2:00 PM PT' },
    ]);
    // Different Friday hours, and a weekend with the weekdays' hours: weekdays and weekend never share a line.
    expect(
      operatingHoursLines([
        day(1, '06:00'),
        day(2, '06:00'),
        day(3, '06:00'),
        day(4, '06:00'),
        day(5, '06:00', '15:00'),
        day(6, '06:00'),
        day(7, '06:00'),
      ]).map((l) => l.days),
    ).toEqual(['Monday–Thursday', 'Friday', 'Saturday–Sunday']);
    expect(operatingHoursLines([])).toEqual([]);
    expect(operatingHoursLines([day(8, '06:00'), day(2, 'bad')])).toEqual([]);
  });
  fcTest.prop([
    fc.array(
      fc.record({
        weekdayValue: fc.integer({ min: 1, max: 7 }),
        isOpen: fc.boolean(),
        startTime: fc.constantFrom('06:00', '08:00', null),
        endTime: fc.constantFrom('17:00', '20:00', null),
      }),
      { maxLength: 10 },
    ),
  ])('every open day with hours is on exactly one line', (entries) => {
    const lines = operatingHoursLines(entries);
    const covered = lines.flatMap((l) => {
      const [a, b = a] = l.days.split('–');
      const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
      return names.slice(names.indexOf(a as string), names.indexOf(b as string) + 1);
    });
    const open = new Set(entries.filter((e) => e.isOpen && e.startTime && e.endTime).map((e) => e.weekdayValue));
    expect(new Set(covered).size).toBe(covered.length);
    expect(covered.length).toBeGreaterThanOrEqual(open.size > 0 ? 1 : 0);
    for (const d of open)
      expect(covered).toContain(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][d - 1]);
  });
});
