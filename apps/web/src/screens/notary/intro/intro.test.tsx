import { coSignerVisits, MANUAL_NOTARIZATION_FEE, type NotaryIntroView } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotaryIntro, type NotaryIntroProps } from './intro';

// The core's notaryIntroView decides the mode from the server state; the views take its answer.
const view = (mode: NotaryIntroView['mode'], more: Partial<NotaryIntroView> = {}): NotaryIntroView => ({
  mode,
  attorneyState: false,
  ronAvailable: true,
  zone: 'America/Los_Angeles',
  manualFee: MANUAL_NOTARIZATION_FEE,
  reservation: null,
  closingWhy: 'Your state allows remote online notarization of a deed.',
  inPersonAt: 'home',
  ...more,
});

function setup(props: Partial<NotaryIntroProps> = {}) {
  const handlers = {
    onChooseEnotary: vi.fn(),
    onStartSession: vi.fn(),
    onCancelAppointment: vi.fn(),
    onNotaryVisited: vi.fn(),
  };
  renderWithProviders(
    <NotaryIntro
      view={view('choose')}
      propertyAddress="12 Oak Street, San Mateo, CA 94401"
      scheduleHref="/schedule"
      changeHref="/reserve"
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('notary/intro', () => {
  it('offers eNotary and an in-person notary with its $300 fee, and what to have ready', async () => {
    const { onChooseEnotary, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Get your deed notarized' })).toBeInTheDocument();
    expect(screen.getByText('$300 fee')).toBeInTheDocument();
    expect(screen.getByText(/A notary comes to 12 Oak Street, San Mateo, CA 94401/)).toHaveTextContent(
      'The $300 fee is paid by you, with your closing costs.',
    );
    expect(screen.getByRole('link', { name: 'Schedule an in-person notary' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('region', { name: 'What to have ready' })).toHaveTextContent(
      'Every person on the property’s title',
    );
    await user.click(screen.getByRole('button', { name: 'Choose eNotary' }));
    expect(onChooseEnotary).toHaveBeenCalledOnce();
  });

  it('says an attorney reviews the deed first in attorney states, and while the review runs offers nothing to choose', () => {
    setup({ view: view('choose', { attorneyState: true, zone: 'America/New_York' }) });
    expect(screen.getByText('Your state requires attorney review')).toBeInTheDocument();
  });

  it('shows the attorney review in progress', () => {
    setup({ view: view('attorneyReview', { attorneyState: true, zone: 'America/New_York' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Attorney review' })).toBeInTheDocument();
    expect(screen.getByText(/one to two business days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose eNotary' })).not.toBeInTheDocument();
  });

  it('offers only the in-person notary where eNotary is not available', () => {
    setup({ view: view('choose', { attorneyState: true, ronAvailable: false, zone: 'America/New_York' }) });
    expect(screen.queryByRole('button', { name: 'Choose eNotary' })).not.toBeInTheDocument();
    expect(screen.getByText(/must be notarized in person/)).toBeInTheDocument();
  });

  it('starts the eNotary session once chosen', async () => {
    const { onStartSession, user } = setup({ view: view('enotary') });
    await user.click(screen.getByRole('button', { name: 'Start your session' }));
    expect(onStartSession).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Schedule an in-person notary instead' })).toBeInTheDocument();
  });

  it('shows a booked appointment in the property’s zone, with change, cancel and the sandbox visit', async () => {
    const { onCancelAppointment, onNotaryVisited, user } = setup({
      view: view('manualBooked', { reservation: '2026-11-27T10:00:00-08:00' }),
      signingAddress: '400 Main Street, Redwood City, CA 94063',
    });
    const appointment = screen.getByRole('region', { name: 'Your appointment' });
    expect(appointment).toHaveTextContent('Friday, November 27, 2026 at 10:00 AM PST');
    expect(appointment).toHaveTextContent('400 Main Street, Redwood City, CA 94063');
    expect(screen.getByRole('link', { name: 'Change time' })).toHaveAttribute('href', '/reserve');
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(onCancelAppointment).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'The notary visited and I signed' }));
    expect(onNotaryVisited).toHaveBeenCalledOnce();
  });

  it('shows the co-signer’s own booked visit, with who and when (decision 089, amendment 4)', () => {
    setup({
      view: view('manualBooked', { reservation: '2026-11-27T10:00:00-08:00', attorneyState: true }),
      coSigners: coSignerVisits([{ name: 'Sam Lee', signed: true, notarySlot: '2026-12-01T10:00:00-05:00' }], {
        state: 'GA',
      }),
    });
    expect(screen.getByRole('region', { name: 'Your co-signer’s notary visit' })).toHaveTextContent(
      'Sam Lee: Tuesday, December 1, 2026 at 10:00 AM EST, at the property',
    );
  });

  it('shows no co-signer section where nobody books one (a fully online path)', () => {
    setup({ coSigners: coSignerVisits([{ name: 'Sam Lee', signed: true, notarySlot: null }], { state: 'CA' }) });
    expect(screen.queryByRole('region', { name: /co-signer/ })).toBeNull();
  });

  it('shows a failure as an alert', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.' });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server.',
    );
  });
});
