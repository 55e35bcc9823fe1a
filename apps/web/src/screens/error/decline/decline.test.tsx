import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ErrorDecline } from './decline';

describe('error/decline', () => {
  it('tells the borrower the lender cannot offer a line, what notice follows and whom to ask', () => {
    renderWithProviders(<ErrorDecline lenderName="Story Lender" supportEmail="support@lender.example" />);
    expect(screen.getByRole('heading', { level: 1, name: 'We’re unable to offer you a line of credit right now' })).toBeInTheDocument();
    expect(screen.getByText(/^Thank you for applying with Story Lender\./)).toBeInTheDocument();
    expect(screen.getByText(/Within 30 days you will receive a notice by email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@lender.example' })).toHaveAttribute('href', 'mailto:support@lender.example');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
