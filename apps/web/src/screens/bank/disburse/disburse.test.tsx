import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BankDisburse, type BankDisburseProps } from './disburse';

const setup = (props: Partial<BankDisburseProps> = {}) => {
  const onLink = vi.fn();
  const onRoutingNumber = vi.fn();
  renderWithProviders(
    <BankDisburse
      view={{ kind: 'choose', pendingReview: false }}
      manualHref="/manual"
      onLink={onLink}
      onRoutingNumber={onRoutingNumber}
      {...props}
    />,
  );
  return { onLink, onRoutingNumber, user: userEvent.setup() };
};

describe('bank/disburse', () => {
  it('offers to link a bank or to enter the account', async () => {
    const { onLink, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Where should we send your draw?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter account details' })).toHaveAttribute('href', '/manual');
    await user.click(screen.getByRole('button', { name: 'Link your bank' }));
    expect(onLink).toHaveBeenCalledOnce();
  });

  it('asks a tokenized account for its routing number, showing only the last four digits, and checks it', async () => {
    const { onRoutingNumber, user } = setup({
      view: {
        kind: 'routing',
        account: { institution: 'Tokenized Savings Bank', routingNumber: null, mask: '4417' },
        pendingReview: true,
      },
    });
    expect(screen.getByText('Tokenized Savings Bank, account ending 4417')).toBeInTheDocument();
    expect(screen.getByText(/We are verifying this account\. This usually takes one business day/)).toBeInTheDocument();
    const routing = screen.getByRole('textbox', { name: /Routing number/ });
    await user.type(routing, '021000022');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Must be a valid routing number')).toBeInTheDocument();
    expect(onRoutingNumber).not.toHaveBeenCalled();
    await user.clear(routing);
    await user.type(routing, '021000021');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onRoutingNumber).toHaveBeenCalledExactlyOnceWith('021000021');
  });

  it('never offers a bank account to a crypto-backed line', () => {
    setup({ view: { kind: 'crypto' } });
    expect(screen.queryByRole('button', { name: 'Link your bank' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter account details' })).toBeNull();
  });

  it('shows why a link could not start', () => {
    setup({ error: 'This institution is not responding right now.' });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'This institution is not responding right now.',
    );
  });
});
