import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payoffView, type PayoffFacts } from '@heloc/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PayoffHold } from './hold';

const facts = (over: Partial<PayoffFacts> = {}): PayoffFacts => ({
  lien: {
    uuid: 'lien-1',
    lender: 'Evergreen Bank',
    kind: 'SECOND_MORTGAGE',
    position: 2,
    balance: 41_250,
    recordedOn: '2019-06-01',
    accountMask: '4410',
  },
  requestedAt: '2026-03-02T15:00:00.000Z',
  quotedAmount: null,
  goodThrough: null,
  borrowerConfirmedAt: null,
  ...over,
});
const setup = (over: Partial<PayoffFacts> = {}, props: Partial<Parameters<typeof PayoffHold>[0]> = {}) => {
  const onAuthorize = vi.fn();
  renderWithProviders(
    <PayoffHold view={payoffView(facts(over))} lienUuid="lien-1" onAuthorize={onAuthorize} {...props} />,
  );
  return { onAuthorize, user: userEvent.setup() };
};

describe('payoff/hold', () => {
  it('names the lien, its balance and the typical time, and needs the authorization', async () => {
    const { user, onAuthorize } = setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'We are waiting for a payoff statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Evergreen Bank second mortgage ending 4410')).toBeInTheDocument();
    expect(screen.getByText('$41,250')).toBeInTheDocument();
    expect(screen.getByText('5–10 business days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Authorize the payoff' }));
    expect(await screen.findByText('You must authorize the payoff to continue')).toBeInTheDocument();
    expect(onAuthorize).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('checkbox', {
        name: /I authorize the lender to request a payoff statement from Evergreen Bank/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Authorize the payoff' }));
    expect(onAuthorize).toHaveBeenCalledExactlyOnceWith({ lienUuid: 'lien-1', authorize: true });
  });

  it('once authorized, shows the quote and asks nothing more', () => {
    setup({ borrowerConfirmedAt: '2026-03-02T16:00:00.000Z', quotedAmount: 41_612.37, goodThrough: '2026-03-20' });
    expect(screen.getByText('$41,612.37 good through 03/20/2026')).toBeInTheDocument();
    expect(screen.getByText('You authorized this payoff. Nothing more is needed from you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Authorize the payoff' })).not.toBeInTheDocument();
    expect(screen.getByText(/We will email you/)).toBeInTheDocument();
  });

  it('shows a failure', () => {
    setup({}, { error: 'We could not reach the server. Check your connection and try again.' });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toBeInTheDocument();
  });
});
