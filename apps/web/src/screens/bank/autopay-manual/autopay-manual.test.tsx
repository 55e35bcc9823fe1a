import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BankAutopayManual } from './autopay-manual';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('bank/autopay-manual', () => {
  it('names the typed account by its last four in the authorization, requires it, then sends the account', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <BankAutopayManual lenderName="Story Lender" phone="(800) 555-0100" backHref="/autopay" onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.type(field(/^Routing number/), '021000021');
    await user.type(field(/^Account number(?! again)/), '55554444');
    await user.type(field(/^Account number again/), '55554444');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    expect(screen.getByRole('region', { name: 'Authorization for automatic payments' })).toHaveTextContent(
      'debit the account ending 4444',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must authorize the automatic payments to use autopay')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I authorize these automatic payments from this account' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      mode: 'manual',
      routingNumber: '021000021',
      accountNumber: '55554444',
      accountType: 'SAVINGS',
    });
  });

  it('says when the two account numbers differ', async () => {
    renderWithProviders(
      <BankAutopayManual lenderName="Story Lender" phone="(800) 555-0100" backHref="/autopay" onSubmit={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.type(field(/^Account number(?! again)/), '55554444');
    await user.type(field(/^Account number again/), '55554443');
    await user.tab();
    expect(await screen.findByText('The account numbers do not match')).toBeInTheDocument();
  });
});
