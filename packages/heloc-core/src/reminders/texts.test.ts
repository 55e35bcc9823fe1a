import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isQuietHour,
  nextTextWindow,
  normalisePhone,
  SMS_STOP_WORDS,
  smsKeyword,
  smsKeywordReply,
  textConsentText,
} from './texts.js';

describe('smsKeyword', () => {
  it('reads every CTIA and §64.1200(a)(10) stop word, in any case, with spaces and punctuation around it', () => {
    for (const word of [...SMS_STOP_WORDS, 'stop', ' Stop. ', 'STOP!', 'Opt out', 'opt-out', 'unsubscribe', 'Quit'])
      expect(smsKeyword(word), word).toBe('stop');
    expect(smsKeyword('start')).toBe('start');
    expect(smsKeyword('UNSTOP')).toBe('start');
    expect(smsKeyword('help')).toBe('help');
  });
  it('is no keyword inside a sentence', () => {
    expect(smsKeyword('please stop')).toBeNull();
    expect(smsKeyword('stopping by later')).toBeNull();
    expect(smsKeyword('')).toBeNull();
  });
  it('any stop word, whatever surrounds it with non-letters, stops', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SMS_STOP_WORDS),
        fc.stringMatching(/^[\s.!?,]*$/),
        fc.stringMatching(/^[\s.!?,]*$/),
        fc.boolean(),
        (word, before, after, lower) => {
          expect(smsKeyword(`${before}${lower ? word.toLowerCase() : word}${after}`)).toBe('stop');
        },
      ),
    );
  });
  it('confirms a STOP naming the sender and how to turn texts on again', () => {
    expect(smsKeywordReply('stop', 'Homestead Line')).toBe(
      'Homestead Line: You are unsubscribed and will get no more texts from us. To get them again, turn texts on in Settings.',
    );
  });
});

describe('consent text and phone numbers', () => {
  it('names the sender, the number, what is sent, STOP and that it is not a condition of the loan', () => {
    const text = textConsentText('Homestead Line', '4155550100');
    expect(text).toContain('Homestead Line');
    expect(text).toContain('(415) 555-0100');
    expect(text).toContain('Reply STOP');
    expect(text).toContain('not a condition of the loan');
  });
  it('reduces a provider’s +1 number and a typed one to the same ten digits', () => {
    expect(normalisePhone('+14155550100')).toBe('4155550100');
    expect(normalisePhone('415-555-0100')).toBe('4155550100');
    expect(normalisePhone('+1 (415) 555 0100')).toBe('4155550100');
  });
});

describe('quiet hours', () => {
  it('no texts before 8 am or from 9 pm where the home is', () => {
    // 2026-11-24T13:59Z is 7:59 am in New York, 5:59 am in California.
    expect(isQuietHour(new Date('2026-11-24T12:59:00Z'), 'America/New_York')).toBe(true);
    expect(isQuietHour(new Date('2026-11-24T13:00:00Z'), 'America/New_York')).toBe(false);
    expect(isQuietHour(new Date('2026-11-25T01:59:00Z'), 'America/New_York')).toBe(false);
    expect(isQuietHour(new Date('2026-11-25T02:00:00Z'), 'America/New_York')).toBe(true);
    expect(isQuietHour(new Date('2026-11-24T13:00:00Z'), 'America/Los_Angeles')).toBe(true);
  });
  it('the next window is 8 am local, also across a daylight-saving change', () => {
    expect(nextTextWindow(new Date('2026-11-24T02:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-24T13:00:00.000Z',
    );
    // The night of 2026-03-08 New York moves from EST to EDT: 8 am is 12:00Z.
    expect(nextTextWindow(new Date('2026-03-08T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });
  it('for any instant and zone, the next window is not quiet, not earlier, and within 13 hours', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Pacific/Honolulu'),
        (now, zone) => {
          const next = nextTextWindow(now, zone);
          expect(isQuietHour(next, zone)).toBe(false);
          expect(next.getTime()).toBeGreaterThanOrEqual(now.getTime() - 60_000);
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(13 * 3_600_000);
        },
      ),
    );
  });
});
