import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbServerState } from '../testing/arbitraries.js';
import {
  POLL_WAITING_ATTEMPTS,
  QUIET_REFRESH_MS,
  RETRY_ATTEMPTS,
  THROTTLED_RETRY_ATTEMPTS,
  THROTTLED_RETRY_MAX_MS,
  THROTTLED_RETRY_MIN_MS,
} from '../constants.js';
import { FUNDING_STATES, SERVER_STATES, statesBetween } from './server-states.js';
import {
  applicationRefreshMs,
  exhaustedPollingState,
  isScreenLoadError,
  maxPollAttempts,
  nextPoll,
  pollAttempt,
  pollDelayMs,
  quietRefreshDelayMs,
  retryAfterSeconds,
  retryDecision,
  retryDelayMs,
  screenLoadRetry,
  sessionEstablishDecision,
  shouldRetry,
  throttledRetryDecision,
  throttledRetryNotice,
} from './polling.js';
import { screenForServerState } from './screen-map.js';
import { serverStateKind } from './server-states.js';

describe('a request refused as too many (429): tried again by itself', () => {
  it('reads Retry-After as seconds; a date or nonsense is no number', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 7 ')).toBe(7);
    expect([null, undefined, '', 'Wed, 21 Oct 2026 07:28:00 GMT', '-5', '1.5'].map(retryAfterSeconds)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('waits what the server asked, within a second and the cap; a minute when it did not say', () => {
    expect(throttledRetryDecision(240, 1)).toEqual({ retry: true, delayMs: 240_000 });
    expect(throttledRetryDecision(0, 1)).toEqual({ retry: true, delayMs: THROTTLED_RETRY_MIN_MS });
    expect(throttledRetryDecision(86_400, 1)).toEqual({ retry: true, delayMs: THROTTLED_RETRY_MAX_MS });
    expect(throttledRetryDecision(null, 1)).toEqual({ retry: true, delayMs: 60_000 });
  });
  it('gives up after its attempts (the form still holds what was typed; the button tries again)', () => {
    expect(throttledRetryDecision(60, THROTTLED_RETRY_ATTEMPTS)).toMatchObject({ retry: true });
    expect(throttledRetryDecision(60, THROTTLED_RETRY_ATTEMPTS + 1)).toEqual({ retry: false });
  });
  it('property: never sooner than a second, never later than the cap, never past the attempts', () => {
    fc.assert(
      fc.property(fc.option(fc.double({ noNaN: false })), fc.integer({ min: -5, max: 50 }), (after, attempts) => {
        const d = throttledRetryDecision(after, attempts);
        if (attempts > THROTTLED_RETRY_ATTEMPTS) return !d.retry;
        return d.retry && d.delayMs >= THROTTLED_RETRY_MIN_MS && d.delayMs <= THROTTLED_RETRY_MAX_MS;
      }),
    );
  });
  it('says when it tries again and that what was typed is kept', () => {
    expect(throttledRetryNotice(30_000)).toBe(
      'Too many registrations from this network right now. We will try again by ourselves in less than a minute. Keep this page open: what you typed is kept.',
    );
    expect(throttledRetryNotice(60_000)).toContain('in about 1 minute.');
    expect(throttledRetryNotice(240_000)).toContain('in about 4 minutes.');
  });
});

describe('pollDelayMs', () => {
  it('starts at 1000, doubles, and caps at 5000', () => {
    expect([0, 1, 2, 3, 4, 10, 1e9].map(pollDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });
  it('treats nonsense attempts as the first', () => {
    expect(pollDelayMs(-3)).toBe(1000);
    expect(pollDelayMs(Number.NaN)).toBe(1000);
  });
});

describe('polling attempts', () => {
  it('14 for waiting states, 7 for the settled check', () => {
    expect(maxPollAttempts('WAITING_FOR_SOFT_CREDIT')).toBe(14);
    expect(maxPollAttempts('HARD_CREDIT_PULL')).toBe(7);
  });
  it('exhaustion yields UNKNOWN, which shows error/timeout, or keeps GEN_NOTE_SIGNING', () => {
    expect(exhaustedPollingState('HARD_CREDIT_PULL')).toBe('UNKNOWN');
    expect(screenForServerState(exhaustedPollingState('IN_PROGRESS'))?.path).toBe('error/timeout');
    expect(exhaustedPollingState('GEN_NOTE_SIGNING')).toBe('GEN_NOTE_SIGNING');
  });
  it('nextPoll stops when settled, waits while pending, gives up when exhausted', () => {
    expect(nextPoll('HMDA', 1)).toEqual({ kind: 'settled', state: 'HMDA' });
    expect(nextPoll('IN_PROGRESS', 1)).toEqual({
      kind: 'wait',
      delayMs: 1000,
      attempt: 1,
      maxAttempts: 7,
      blocking: true,
    });
    expect(nextPoll('IN_PROGRESS', 3)).toMatchObject({ kind: 'wait', delayMs: 4000 });
    expect(nextPoll('IN_PROGRESS', 7)).toEqual({ kind: 'exhausted', state: 'UNKNOWN' });
    expect(nextPoll('WAITING_FOR_AVM_DATA', 13)).toMatchObject({ kind: 'wait', delayMs: 5000 });
    expect(nextPoll('WAITING_FOR_AVM_DATA', 14)).toEqual({ kind: 'exhausted', state: 'UNKNOWN' });
    expect(nextPoll('GEN_NOTE_SIGNING', 7)).toEqual({ kind: 'exhausted', state: 'GEN_NOTE_SIGNING' });
  });
  it('refreshes the screen-waiting states quietly and never gives up on them (a flood certificate can take days)', () => {
    expect(nextPoll('GEN_SUMMARY_DISCLOSURE', 1)).toEqual({ kind: 'refresh', delayMs: 1000, attempt: 1 });
    expect(nextPoll('GEN_CLOSING_DISCLOSURE', 13)).toEqual({ kind: 'refresh', delayMs: 5000, attempt: 13 });
    expect(nextPoll('GEN_SUMMARY_DISCLOSURE', 14)).toEqual({ kind: 'refresh', delayMs: QUIET_REFRESH_MS, attempt: 14 });
    expect(nextPoll('GEN_CLOSING_DISCLOSURE', 100_000)).toEqual({
      kind: 'refresh',
      delayMs: QUIET_REFRESH_MS,
      attempt: 100_000,
    });
    expect(nextPoll('APP_SUBMISSION', 1)).toEqual({ kind: 'settled', state: 'APP_SUBMISSION' });
  });
  it('follows the server quietly from the deed signing to funding, so complete and its timeline move with the record (decision 089, amendment 6)', () => {
    for (const state of [...FUNDING_STATES, 'DEED_SIGNING']) {
      expect(nextPoll(state, 1)).toEqual({ kind: 'refresh', delayMs: 1000, attempt: 1 });
      expect(nextPoll(state, 10_000)).toEqual({ kind: 'refresh', delayMs: QUIET_REFRESH_MS, attempt: 10_000 });
    }
    // COMPLETE is settled and terminal: the root routes to the site root (§4.1), nothing is read again.
    expect(nextPoll('COMPLETE', 1)).toEqual({ kind: 'settled', state: 'COMPLETE' });
    expect(nextPoll('NOTE_SIGNING', 1)).toEqual({ kind: 'settled', state: 'NOTE_SIGNING' });
  });
  it('reads the application again only while co-signers sign and book, from the co-deed step to the deed signed', () => {
    const atWork = new Set<string>(statesBetween('CO_DEED_REQ', 'DEED_SIGNING'));
    expect(atWork.has('NOTARY_WAITING_PERIOD')).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...SERVER_STATES), fc.nat({ max: 4 }), (state, coSigners) => {
        const ms = applicationRefreshMs(state, coSigners);
        expect(ms).toBe(coSigners > 0 && atWork.has(state) ? QUIET_REFRESH_MS : false);
      }),
    );
    expect(applicationRefreshMs('UNKNOWN_FUTURE_STATE', 2)).toBe(false);
  });
  it('quiet refresh delays never decrease, start at the polling delays and never exceed QUIET_REFRESH_MS (property)', () => {
    expect([1, 2, 3, 4, POLL_WAITING_ATTEMPTS - 1, POLL_WAITING_ATTEMPTS].map(quietRefreshDelayMs)).toEqual([
      1000,
      2000,
      4000,
      5000,
      5000,
      QUIET_REFRESH_MS,
    ]);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(quietRefreshDelayMs(lo)).toBeLessThanOrEqual(quietRefreshDelayMs(hi));
        expect(quietRefreshDelayMs(hi)).toBeLessThanOrEqual(QUIET_REFRESH_MS);
      }),
    );
  });
  it('a settled state is never exhausted, however many answers it got (property)', () => {
    fc.assert(
      fc.property(arbServerState, fc.nat(), (state, attempts) => {
        const decision = nextPoll(state, attempts);
        if (decision.kind === 'exhausted') expect(serverStateKind(state)).toBe('pending');
      }),
    );
  });
  it('counts polls per state: the same state adds one, a new state starts at 1', () => {
    expect(pollAttempt(undefined, 'IN_PROGRESS')).toBe(1);
    expect(pollAttempt({ state: 'IN_PROGRESS', pollAttempt: 3 }, 'IN_PROGRESS')).toBe(4);
    expect(pollAttempt({ state: 'IN_PROGRESS', pollAttempt: 3 }, 'HMDA')).toBe(1);
    expect(pollAttempt({ state: 'IN_PROGRESS' }, 'IN_PROGRESS')).toBe(1);
  });
  it('every polled state stops within its limit, whatever the answers (property)', () => {
    fc.assert(
      fc.property(arbServerState, (state) => {
        let attempt = 0;
        let decision = nextPoll(state, 1);
        for (attempt = 1; decision.kind === 'wait'; attempt += 1) decision = nextPoll(state, attempt + 1);
        expect(attempt).toBeLessThanOrEqual(maxPollAttempts(state));
      }),
    );
  });
});

describe('retries', () => {
  it('generic helper: 5 attempts, 1000 ms doubling', () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(shouldRetry(4)).toBe(true);
    expect(shouldRetry(RETRY_ATTEMPTS)).toBe(false);
    expect(retryDecision(1)).toEqual({ retry: true, delayMs: 1000 });
    expect(retryDecision(5)).toEqual({ retry: false });
  });
  it('session establishment: 3 retries, then the §8 error', () => {
    expect(sessionEstablishDecision(1)).toMatchObject({ retry: true });
    expect(sessionEstablishDecision(3)).toMatchObject({ retry: true });
    expect(sessionEstablishDecision(4)).toEqual({
      retry: false,
      error: { message: 'An error occurred while establishing a session, retries failed.', status: 500 },
    });
  });
});

describe('screen-load retry', () => {
  it('reloads up to 5 times per session, then the error screen', () => {
    let stored = 0;
    const actions: string[] = [];
    for (let i = 0; i < 7; i++) {
      const d = screenLoadRetry(stored);
      actions.push(d.action);
      stored = d.storedCount;
    }
    expect(actions).toEqual(['reload', 'reload', 'reload', 'reload', 'reload', 'error-screen', 'error-screen']);
    expect(stored).toBe(5);
  });
  it('recognises dynamic import failures', () => {
    expect(isScreenLoadError('Failed to fetch dynamically imported module: https://x/assets/a.js')).toBe(true);
    expect(isScreenLoadError('Importing a module script failed.')).toBe(true);
    expect(isScreenLoadError('Cannot read properties of undefined')).toBe(false);
  });
});
