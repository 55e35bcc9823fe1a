import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './body.js';

/** The nesting depth of a parsed JSON value: what jsonDepthExceeds must judge from the text alone. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf))
    : 0;

describe('jsonDepthExceeds', () => {
  it('judges any JSON text as its parsed depth does, brackets, quotes and backslashes inside strings included', () => {
    const tricky = fc.stringMatching(/^[[\]{}"\\a]{0,12}$/);
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        tricky,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(tricky, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 6 }), (v, limit) => {
        expect(jsonDepthExceeds(JSON.stringify(v), limit)).toBe(depthOf(v) > limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('jumps over a long string in one scan', () => {
    const text = JSON.stringify({ image: `data:image/png;base64,${'A'.repeat(300_000)}[[[[` });
    expect(jsonDepthExceeds(text, 1)).toBe(false);
    expect(jsonDepthExceeds(`[[${text}]]`, 2)).toBe(true);
  });
});
