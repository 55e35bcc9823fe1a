import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReviewAppNoCredit } from './no-credit';

describe('review-app/no-credit', () => {
  it('explains there is no usable credit file and how to reach the team', () => {
    renderWithProviders(<ReviewAppNoCredit supportPhone="(888) 819-6388" supportEmail="support@lender.example" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find enough credit history' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const reports = screen.getByRole('link', { name: 'annualcreditreport.com' });
    expect(reports).toHaveAttribute('href', 'https://www.annualcreditreport.com');
    // Opens in a new tab without handing the page to the other site.
    expect(reports).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(screen.getByRole('link', { name: 'support@lender.example' })).toHaveAttribute(
      'href',
      'mailto:support@lender.example',
    );
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
