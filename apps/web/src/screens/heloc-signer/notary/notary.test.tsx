import {
  closingOffices,
  formatNotaryTime,
  laterSlotsAround,
  officeSigningAddress,
  SIGNER_NOTARY_MESSAGES,
  type SignerNotaryResponse,
} from '@heloc/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerNotary, type SignerNotaryProps } from './notary';
import { signerNotaryAt } from './notary.fixtures';

const TEXAS = signerNotaryAt('TX', 'Austin', 'America/Chicago');
const GEORGIA = signerNotaryAt('GA', 'Atlanta', 'America/New_York');
const free = (view: SignerNotaryResponse) => view.days.flatMap((d) => d.slots).filter((s) => s.available);
const austin = closingOffices('TX', 'Austin')[0]!;

function setup(props: Partial<SignerNotaryProps> = {}) {
  const handlers = { onDays: vi.fn(), onBook: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(<SignerNotary borrowerName="Ann Lee" view={TEXAS} homeHref="/home" {...handlers} {...props} />);
  return { ...handlers, user: userEvent.setup() };
}

describe('heloc-signer/notary', () => {
  it('in Texas lists the offices and never the home; asks for an office and a time; books both', async () => {
    const { onBook, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Book your notary visit' })).toBeInTheDocument();
    expect(screen.getByText(/Tex\. Const\. art\. XVI §50\(a\)\(6\)\(N\)/)).toBeInTheDocument();
    expect(screen.getByText(/you need not come with Ann Lee/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /property/i })).toBeNull();
    const where = screen.getByRole('radiogroup', { name: /Where will you sign/ });
    expect(within(where).getAllByRole('radio')).toHaveLength(closingOffices('TX', 'Austin').length + 1);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Choose an office')).toBeInTheDocument();
    expect(screen.getByText('Choose a time')).toBeInTheDocument();
    expect(onBook).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: austin.name }));
    const slot = free(TEXAS)[0]!;
    await user.click(screen.getAllByRole('radio', { name: /AM|PM/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(onBook).toHaveBeenCalledExactlyOnceWith({ slot: slot.start, signingAddress: officeSigningAddress(austin) });
  });

  it('in Texas takes another office typed in, its state upper-cased', async () => {
    const { onBook, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Another lender, attorney or title company office' }));
    const address = screen.getByRole('group', { name: 'The office’s address' });
    await user.type(within(address).getByRole('textbox', { name: /Street address/ }), '500 Main Street');
    await user.type(within(address).getByRole('textbox', { name: /City/ }), 'Austin');
    await user.type(within(address).getByRole('textbox', { name: /State/ }), 'tx');
    await user.type(within(address).getByRole('textbox', { name: /ZIP code/ }), '78702');
    await user.click(screen.getAllByRole('radio', { name: /AM|PM/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(onBook).toHaveBeenCalledExactlyOnceWith({
      slot: free(TEXAS)[0]!.start,
      signingAddress: { street1: '500 Main Street', street2: '', city: 'Austin', state: 'TX', zip: '78702' },
    });
  });

  it('where a notary comes to the signer, books at the property with no address sent', async () => {
    const { onBook, user } = setup({ view: GEORGIA });
    expect(screen.getByRole('radio', { name: `The property: ${GEORGIA.propertyAddress}` })).toBeChecked();
    await user.click(screen.getAllByRole('radio', { name: /AM|PM/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(onBook).toHaveBeenCalledExactlyOnceWith({ slot: free(GEORGIA)[0]!.start });
  });

  it('shows a booked visit with its place; the booked slot is not offered again; moves and cancels it', async () => {
    const booked = free(TEXAS)[0]!.start;
    const view = { ...TEXAS, booking: { slot: booked, signingAddress: officeSigningAddress(austin) } };
    const { onBook, onCancel, user } = setup({ view, done: 'booked' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your notary visit' })).toBeInTheDocument();
    const visit = screen.getByRole('region', { name: 'Your visit' });
    expect(visit).toHaveTextContent(formatNotaryTime(booked, 'America/Chicago'));
    expect(visit).toHaveTextContent(`${austin.street1}, ${austin.name}, Austin, TX 78701`);
    expect(screen.getByRole('status')).toHaveTextContent('Ann Lee sees it too');
    expect(screen.getByRole('radio', { name: /\(booked now\)/ })).toBeDisabled();
    // The office it is booked at is chosen already: moving needs only another time.
    expect(screen.getByRole('radio', { name: austin.name })).toBeChecked();
    await user.click(screen.getAllByRole('radio', { name: /AM|PM/ }).find((r) => !(r as HTMLInputElement).disabled)!);
    await user.click(screen.getByRole('button', { name: 'Move my visit' }));
    expect(onBook).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel my visit' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('asks for the days after those shown, and for the days from a day chosen', async () => {
    const { onDays, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Later days' }));
    const later = laterSlotsAround(TEXAS);
    expect(later).toMatch(/T12:00:00-06:00$/);
    expect(onDays).toHaveBeenLastCalledWith(later);
    fireEvent.change(screen.getByLabelText(/Show the notary’s times from/), { target: { value: '2026-12-07' } });
    expect(onDays).toHaveBeenLastCalledWith('2026-12-07T12:00:00-06:00');
  });

  it('where the signer cannot book, says why and offers no form', () => {
    setup({ view: { ...TEXAS, problem: SIGNER_NOTARY_MESSAGES.notSigned, days: [] } });
    expect(screen.getByText(SIGNER_NOTARY_MESSAGES.notSigned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('says when the times could not be loaded, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ view: null, loadError: 'We could not reach the server.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the notary’s times');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
