import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { BankAutopay } from './autopay';

const meta = {
  title: 'Screens/bank/autopay',
  component: BankAutopay,
  args: {
    lenderName: 'Story Lender',
    phone: '(800) 555-0100',
    disbursementAccount: {
      institution: 'First Test Bank',
      routingNumber: '021000021',
      mask: '6789',
      accountType: 'CHECKING',
    },
    manualHref: '#autopay-manual',
    onSubmit: fn(),
    onLink: fn(),
  },
} satisfies Meta<typeof BankAutopay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(await c.findByText('You must authorize the automatic payments to use autopay')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ManualPayments: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'I will pay each month myself' }));
    await expect(c.getByText(/by the payment due date on your statement/)).toBeVisible();
  },
};
// Crypto-backed lines have no disbursement account: "the same account" is never offered.
export const Crypto: Story = {
  args: { disbursementAccount: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('radio', { name: /The account your draw is paid into/ })).toBeNull();
    await expect(c.getByRole('button', { name: 'Link a bank for autopay' })).toBeVisible();
  },
};
/** VERIFIED_AUTOPAY_ACCOUNT: the choice the server verified, with "Continue" to bank/confirm. */
export const Verified: Story = {
  args: {
    view: {
      kind: 'chosen',
      payType: 'AUTOPAY',
      headline: 'Autopay from First Test Bank, account ending 6789',
      detail:
        'Story Lender debits the account ending 6789 each month on the payment due date for the minimum payment due, until you revoke it (at least 3 business days before a debit, by phone at (800) 555-0100 or in writing).',
      authorizedAt: '2026-11-30T15:00:00Z',
    },
    confirmHref: '#bank-confirm',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Your payments are set up' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      expect.stringContaining('bank-confirm'),
    );
  },
};
export const VerifiedManual: Story = {
  args: {
    view: {
      kind: 'chosen',
      payType: 'MANUAL',
      headline: 'You pay each month yourself',
      detail:
        'You pay each month yourself, by the payment due date on your statement. The statement shows the minimum payment due and how to pay.',
      authorizedAt: null,
    },
    confirmHref: '#bank-confirm',
  },
};
export const VerifiedMobile: Story = { ...Verified, ...mobile, args: Verified.args, play: Verified.play };
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
