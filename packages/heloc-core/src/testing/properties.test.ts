import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORE_PROPERTIES } from './properties.js';

describe('core properties (pnpm fuzz runs the same ones with many more runs)', () => {
  it.each(Object.entries(CORE_PROPERTIES))('%s', (_name, make) => {
    fc.assert(make(), { numRuns: 300 });
  });
  it('can fail: a property that is false is reported', () => {
    expect(() =>
      fc.assert(
        fc.property(fc.nat(), (n) => n < 5),
        { numRuns: 200 },
      ),
    ).toThrow();
  });
});
