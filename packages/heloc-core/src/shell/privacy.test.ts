import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsAllowed, showPrivacyOptions } from './privacy.js';

describe('privacy choices', () => {
  it('the button shows unless the organisation hides it', () => {
    expect(showPrivacyOptions({})).toBe(true);
    expect(showPrivacyOptions({ 'hide-privacy-options': { flagEnabled: false } })).toBe(true);
    expect(showPrivacyOptions({ 'hide-privacy-options': { flagEnabled: true } })).toBe(false);
  });
  it('analytics only without an opt-out and without Global Privacy Control', () => {
    fc.assert(
      fc.property(fc.constantFrom(true, false, null), fc.boolean(), (optedOut, gpc) => {
        expect(analyticsAllowed({ optedOut, globalPrivacyControl: gpc })).toBe(!gpc && optedOut !== true);
      }),
    );
  });
});
