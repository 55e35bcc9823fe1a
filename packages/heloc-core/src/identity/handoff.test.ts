import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { handoffBodySchema, handoffTokenFromHash, HANDOFF_TTL_MS } from './handoff.js';
import fc from 'fast-check';
import {
  handoffExpiryText,
  handoffLink,
  handoffWatchDelay,
  HANDOFF_STATUS_POLL_MS,
  HANDOFF_WATCH_MAX_MS,
} from './identity-capture.js';
import { HANDOFF_PATH } from '../journey/routes.js';

describe('continue on your phone', () => {
  it('puts the token in the fragment of the hand-off page and reads it back', () => {
    const link = handoffLink('https://app.example', 'abcDEF123_-abcDEF123_-xyz');
    expect(link).toBe(`https://app.example${HANDOFF_PATH}#t=abcDEF123_-abcDEF123_-xyz`);
    expect(new URL(link).search).toBe('');
    expect(handoffTokenFromHash(new URL(link).hash)).toBe('abcDEF123_-abcDEF123_-xyz');
  });

  it('reads no token from an empty, short or strange fragment', () => {
    expect(handoffTokenFromHash('')).toBeNull();
    expect(handoffTokenFromHash('#t=short')).toBeNull();
    expect(handoffTokenFromHash('#t=<script>alert(1)</script>aaaaaaaaaaaaaaaaaaaa')).toBeNull();
    expect(handoffTokenFromHash('#x=abcDEF123_-abcDEF123_-xyz')).toBeNull();
  });

  it('only hands off in-site paths', () => {
    expect(
      v.safeParse(handoffBodySchema, { path: '/account/heloc/6f1c2a4e-0000-4000-8000-000000000000/identity' }).success,
    ).toBe(true);
    for (const path of ['https://evil.example/x', '//evil.example', '/\\evil', 'identity', '/Account']) {
      expect(v.safeParse(handoffBodySchema, { path }).success, path).toBe(false);
    }
  });

  it('lasts five minutes, and says until when', () => {
    expect(HANDOFF_TTL_MS).toBe(300_000);
    expect(handoffExpiryText('2026-11-23T15:05:00Z', 'UTC')).toBe('The code works once, until 3:05 PM.');
  });

  it('watches the status while a code shows, for at most half an hour, never with a clock that went back', () => {
    expect(handoffWatchDelay(0, 0)).toBe(HANDOFF_STATUS_POLL_MS);
    expect(handoffWatchDelay(0, HANDOFF_WATCH_MAX_MS - 1)).toBe(HANDOFF_STATUS_POLL_MS);
    expect(handoffWatchDelay(0, HANDOFF_WATCH_MAX_MS)).toBe(false);
    expect(handoffWatchDelay(1000, 0)).toBe(false);
    expect(handoffWatchDelay(Number.NaN, 0)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 * HANDOFF_WATCH_MAX_MS }),
        (shownAt, elapsed) => {
          const d = handoffWatchDelay(shownAt, shownAt + elapsed);
          return d === (elapsed < HANDOFF_WATCH_MAX_MS ? HANDOFF_STATUS_POLL_MS : false);
        },
      ),
    );
  });
});
