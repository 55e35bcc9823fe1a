import { merchantReviewView } from '@heloc/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MerchantReview } from './review';

describe('merchant/review', () => {
  it('says who is reviewing, what they check, how long it takes and that we will email', () => {
    renderWithProviders(
      <MerchantReview
        view={merchantReviewView({
          partner: 'Summit Home Partners',
          email: 'pat@example.com',
          since: '2026-11-20T15:00:00.000Z',
        })}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Summit Home Partners is reviewing your application' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Review started 11/20/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What they check' })).toBeInTheDocument();
    expect(screen.getByText('This usually takes 1–2 business days.')).toBeInTheDocument();
    expect(screen.getByText(/^We will email you at pat@example.com/)).toBeInTheDocument();
  });
});
