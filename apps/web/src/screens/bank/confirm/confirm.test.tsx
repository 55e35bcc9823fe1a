import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BankConfirm, type BankConfirmProps } from './confirm';

const account = {
  institution: 'First Test Bank',
  routingNumber: '021000021',
  accountNumber: '6789',
  mask: '6789',
  accountType: 'CHECKING',
};
const setup = (props: Partial<BankConfirmProps> = {}) => {
  const onConfirm = vi.fn();
  renderWithProviders(
    <BankConfirm
      lenderName="Story Lender"
      phone="(800) 555-0100"
      disbursementAccount={account}
      payType="AUTOPAY"
      autopayAccount={account}
      editDisbursementHref="/disburse"
      editPaymentsHref="/autopay"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
};

describe('bank/confirm', () => {
  it('shows both accounts by their last four, the authorization given, the edits, and confirms', async () => {
    const { onConfirm, user } = setup();
    const draw = screen.getByRole('region', { name: 'Your draw is paid into' });
    expect(draw).toHaveTextContent('First Test Bank, account ending 6789');
    expect(draw).toHaveTextContent('Checking');
    expect(draw).not.toHaveTextContent('021000021');
    const payments = screen.getByRole('region', { name: 'Your payments' });
    expect(payments).toHaveTextContent('Autopay from First Test Bank, account ending 6789');
    expect(payments).toHaveTextContent(
      'Story Lender debits the account ending 6789 each month on the payment due date for the minimum payment due, until you revoke it',
    );
    expect(within(draw).getByRole('link', { name: 'Edit the account your draw is paid into' })).toHaveAttribute(
      'href',
      '/disburse',
    );
    expect(within(payments).getByRole('link', { name: 'Edit how you pay' })).toHaveAttribute('href', '/autopay');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('for manual payments says how to pay, and for crypto shows no disbursement account', () => {
    setup({ payType: 'MANUAL', autopayAccount: null, disbursementAccount: null, editDisbursementHref: null });
    expect(screen.queryByRole('region', { name: 'Your draw is paid into' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your payments' })).toHaveTextContent('You pay each month yourself');
  });
});
