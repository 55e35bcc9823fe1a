import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../api/types';
import { renderWithProviders } from '../../test/render';
import { Dashboard } from './dashboard';

const open: ApplicationSummary = {
  uuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  active: true,
  loanNumber: 'HL20261234567',
  state: 'OFFER_SELECTION',
  createdDate: '2026-11-20T18:00:00Z',
};
const closed: ApplicationSummary = {
  uuid: '1b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  active: false,
  loanNumber: 'HL20257654321',
  state: 'DECLINED',
  createdDate: '2025-06-01T18:00:00Z',
};
const href = (uuid: string) => `/account/heloc/${uuid}`;

describe('dashboard', () => {
  it('lists each application with whose turn it is, its step, its ID and start date, and one button in', () => {
    renderWithProviders(
      <Dashboard applications={[closed, open]} applicationHref={href} registerHref="/account/heloc/register" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your applications' })).toBeInTheDocument();
    // The one waiting on the borrower comes first.
    const [first, second] = screen.getAllByRole('region');
    expect(within(first as HTMLElement).getByText('Your turn')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Step 2 of 7: Select Offer')).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByText('Application ID HL20261234567 · started 11/20/2026'),
    ).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Resume application HL20261234567' }),
    ).toHaveAttribute('href', `/account/heloc/${open.uuid}`);
    // Declined: not continued, but the decision (the notice of action taken) stays one click away.
    expect(within(second as HTMLElement).getByText('Not approved')).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('link', { name: 'View the decision application HL20257654321' }),
    ).toHaveAttribute('href', `/account/heloc/${closed.uuid}`);
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
      'href',
      '/account/heloc/register',
    );
  });

  it('offers nothing to open for a withdrawn application, and says why', () => {
    renderWithProviders(
      <Dashboard
        applications={[{ ...closed, state: 'CANCELLED' }]}
        applicationHref={href}
        registerHref="/account/heloc/register"
      />,
    );
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByText(/This application was withdrawn/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /application HL/ })).not.toBeInTheDocument();
  });

  it('says so when there is no application yet', () => {
    renderWithProviders(<Dashboard applications={[]} applicationHref={href} registerHref="/account/heloc/register" />);
    expect(screen.getByText('You have no applications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Resume/ })).not.toBeInTheDocument();
  });
});
