import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { BankConfirm } from './confirm';

const account = { institution: 'First Test Bank', routingNumber: '021000021', mask: '6789', accountType: 'CHECKING' };

const meta = {
  title: 'Screens/bank/confirm',
  component: BankConfirm,
  args: {
    lenderName: 'Story Lender',
    phone: '(800) 555-0100',
    disbursementAccount: account,
    payType: 'AUTOPAY',
    autopayAccount: account,
    editDisbursementHref: '#disburse',
    editPaymentsHref: '#autopay',
    onConfirm: fn(),
  },
} satisfies Meta<typeof BankConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ManualPayments: Story = { args: { payType: 'MANUAL', autopayAccount: null } };
export const TypedInAccounts: Story = {
  args: {
    disbursementAccount: { mask: '4321', routingNumber: '021000021', accountType: 'SAVINGS' },
    autopayAccount: { mask: '1111', routingNumber: '021000021' },
  },
};
export const Crypto: Story = {
  args: {
    disbursementAccount: null,
    editDisbursementHref: null,
    autopayAccount: { mask: '1111', routingNumber: '021000021' },
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
