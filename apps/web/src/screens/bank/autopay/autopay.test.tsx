import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BankAutopay, type BankAutopayProps } from './autopay';

const account = { institution: 'First Test Bank', routingNumber: '021000021', mask: '6789', accountType: 'CHECKING' };
const setup = (props: Partial<BankAutopayProps> = {}) => {
  const onSubmit = vi.fn();
  const onLink = vi.fn();
  renderWithProviders(
    <BankAutopay
      lenderName="Story Lender"
      phone="(800) 555-0100"
      disbursementAccount={account}
      manualHref="/autopay-manual"
      onSubmit={onSubmit}
      onLink={onLink}
      {...props}
    />,
  );
  return { onSubmit, onLink, user: userEvent.setup() };
};

const verified = {
  kind: 'chosen',
  payType: 'AUTOPAY',
  headline: 'Autopay from First Test Bank, account ending 6789',
  detail: 'Story Lender debits the account ending 6789 each month on the payment due date.',
  authorizedAt: '2026-11-30T15:00:00Z',
} as const;

describe('bank/autopay', () => {
  // Issue 25, item 4: VERIFIED_AUTOPAY_ACCOUNT shows bank/autopay with the verified choice, leading on to bank/confirm.
  it('shows the verified choice with its authorization, and leads on to bank/confirm', async () => {
    const { onSubmit, user } = setup({ view: verified, confirmHref: '/bank/confirm' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your payments are set up' })).toBeInTheDocument();
    const chosen = screen.getByRole('region', { name: 'How you pay' });
    expect(chosen).toHaveTextContent('Autopay from First Test Bank, account ending 6789');
    expect(chosen).toHaveTextContent('Authorized on 11/30/2026');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/bank/confirm');
    // Changing it brings the form back; its Continue takes the step again.
    await user.click(screen.getByRole('button', { name: 'Change how I pay' }));
    await user.click(screen.getByRole('radio', { name: 'I will pay each month myself' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ payType: 'MANUAL' });
  });

  it('shows the ACH authorization in plain words, and requires it for autopay from the same account', async () => {
    const { onSubmit, user } = setup();
    expect(
      screen.getByRole('radio', { name: 'The account your draw is paid into (First Test Bank, account ending 6789)' }),
    ).toBeChecked();
    const auth = screen.getByRole('region', { name: 'Authorization for automatic payments' });
    expect(auth).toHaveTextContent(
      'I authorize Story Lender to debit the account ending 6789 each month on the payment due date',
    );
    expect(auth).toHaveTextContent('minimum payment due');
    expect(auth).toHaveTextContent('stays in effect until I revoke it');
    expect(auth).toHaveTextContent('(800) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must authorize the automatic payments to use autopay')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I authorize these automatic payments from this account' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      payType: 'AUTOPAY',
      useDisbursementAccount: true,
      achAuthorization: true,
    });
  });

  it('lets the borrower pay by hand, saying how', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'I will pay each month myself' }));
    expect(
      screen.getByText(
        'You pay each month yourself, by the payment due date on your statement. The statement shows the minimum payment due and how to pay.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ payType: 'MANUAL' });
  });

  it('for a crypto-backed line offers only another account, linked after the authorization or typed in', async () => {
    const { onLink, user } = setup({ disbursementAccount: null });
    expect(screen.queryByRole('radio', { name: /The account your draw is paid into/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter account details' })).toHaveAttribute('href', '/autopay-manual');
    await user.click(screen.getByRole('button', { name: 'Link a bank for autopay' }));
    expect(onLink).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I authorize these automatic payments from this account' }));
    await user.click(screen.getByRole('button', { name: 'Link a bank for autopay' }));
    expect(onLink).toHaveBeenCalledOnce();
  });
});
