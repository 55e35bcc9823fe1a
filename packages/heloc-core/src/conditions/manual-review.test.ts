import { describe, expect, it } from 'vitest';
import { manualReviewView } from './manual-review.js';

describe('manualReviewView', () => {
  it('says what a person checks, the typical time and that we will email', () => {
    const view = manualReviewView({ since: '2026-11-20T15:00:00.000Z', email: 'ann@example.com' });
    expect(view.since).toBe('Review started 11/20/2026.');
    expect(view.typicalTime).toBe('Reviews usually take 1–2 business days.');
    expect(view.checks.length).toBeGreaterThanOrEqual(3);
    expect(view.meanwhile.join(' ')).toContain('Avoid opening new credit');
    expect(view.emailPromise).toBe(
      'We will email you at ann@example.com as soon as the review is done, usually within 1–2 business days.',
    );
  });

  it('still promises an email without a start date or an address', () => {
    const view = manualReviewView({ since: null, email: null });
    expect(view.since).toBeNull();
    expect(view.emailPromise).toMatch(/^We will email you as soon as/);
  });
});
