import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../api/types';
import { renderWithProviders } from '../../test/render';
import { Dashboard } from './dashboard';

const open: ApplicationSummary = { uuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', active: true, loanNumber: 'HL20261234567', state: 'OFFER_SELECTION', createdDate: '2026-11-20T18:00:00Z' };
const closed: ApplicationSummary = { uuid: '1b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', active: false, loanNumber: 'HL20257654321', state: 'DECLINED', createdDate: '2025-06-01T18:00:00Z' };
const href = (uuid: string) => `/account/heloc/${uuid}`;

describe('dashboard', () => {
  it('lists each application with its ID and start date; only an active one can be continued', () => {
    renderWithProviders(<Dashboard applications={[open, closed]} applicationHref={href} registerHref="/account/heloc/register" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your applications' })).toBeInTheDocument();
    expect(screen.getByText('Application ID HL20261234567 · started 11/20/2026')).toBeInTheDocument();
    expect(screen.getByText('Application ID HL20257654321 · started 06/01/2025')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Continue' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/account/heloc/${open.uuid}`);
    const closedCard = screen.getByText('Application ID HL20257654321 · started 06/01/2025').closest('div')?.parentElement as HTMLElement;
    expect(within(closedCard).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/account/heloc/register');
  });

  it('says so when there is no application yet', () => {
    renderWithProviders(<Dashboard applications={[]} applicationHref={href} registerHref="/account/heloc/register" />);
    expect(screen.getByText('You have no applications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
