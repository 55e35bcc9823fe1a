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
    expect(formatAddress({ street1: '123 MAIN st', city: 'san FRANCISCO', state: 'ca', zip: '94105' })).toBe('123 Main St San Francisco, CA 94105');
    expect(formatAddress({ street1: '1 elm ave', street2: 'apt 4', city: 'austin', state: 'TX', zip: '78701' })).toBe('1 Elm Ave Apt 4 Austin, TX 78701');
    expect(formatAddress(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([['+15551234567'], ['15551234567'], ['555-123-4567'], ['5551234567']])('%s → (555) 123-4567', (p) => {
    expect(formatPhone(p)).toBe('(555) 123-4567');
  });
  it.each([['555 123 4567'], ['25551234567'], ['123'], ['']])('%s is left as given', (p) => expect(formatPhone(p)).toBe(p));
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
    expect(formatRelativeTime(ago(10_000), now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5m');
    expect(formatRelativeTime(ago(3 * 3600_000), now)).toBe('3h');
    expect(formatRelativeTime(ago(2 * 86400_000), now)).toBe('2d');
    expect(formatRelativeTime(ago(28 * 86400_000), new Date(now))).toBe('4w');
    expect(formatRelativeTime(ago(40 * 86400_000), now)).toBe('Oct 13');
    expect(formatRelativeTime('garbage', now)).toBe('Invalid Date');
  });
  fcTest.prop([fc.integer({ min: 0, max: 10 ** 11 })])('relative time is never empty', (ms) => {
    expect(formatRelativeTime(new Date(1e12), 1e12 + ms).length).toBeGreaterThan(0);
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
});
