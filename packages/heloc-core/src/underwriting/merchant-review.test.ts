import { describe, expect, it } from 'vitest';
import { leaveSurveyScreen } from '../shell/leave-survey.js';
import { merchantReviewView } from './merchant-review.js';

describe('merchantReviewView', () => {
  it('says who reviews, how long it takes and that we will email, with the date it started', () => {
    const view = merchantReviewView({
      partner: 'Summit Home Partners',
      email: 'pat@example.com',
      since: '2026-11-20T15:00:00.000Z',
    });
    expect(view.title).toBe('Summit Home Partners is reviewing your application');
    expect(view.typicalTime).toBe('This usually takes 1–2 business days.');
    expect(view.meanwhile).toMatch(/^We will email you at pat@example.com as soon as the review is done/);
    expect(view.since).toBe('Review started 11/20/2026');
  });
  it('still promises an email without an address or a start date', () => {
    const view = merchantReviewView({ partner: 'Summit', email: null, since: null });
    expect(view.meanwhile).toMatch(/^We will email you as soon/);
    expect(view.since).toBeNull();
  });
});

describe('the leave-survey on liens (shared-surfaces §2)', () => {
  it('is armed on liens and not on merchant/lien-attestation', () => {
    expect(leaveSurveyScreen('liens')).toBe('liens');
    expect(leaveSurveyScreen('merchant/lien-attestation')).toBeNull();
  });
});
