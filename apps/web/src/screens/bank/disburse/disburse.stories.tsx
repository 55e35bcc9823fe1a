import type { Meta, StoryObj } from '@storybook/react-vite';
import { LINK_ERROR_MESSAGES } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { BankDisburse } from './disburse';

const meta = {
  title: 'Screens/bank/disburse',
  component: BankDisburse,
  args: { view: { kind: 'choose', pendingReview: false }, manualHref: '#manual', onLink: fn(), onRoutingNumber: fn() },
} satisfies Meta<typeof BankDisburse>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokenized = {
  kind: 'routing',
  account: { institution: 'Tokenized Savings Bank', routingNumber: null, mask: '4417', accountType: 'CHECKING' },
  pendingReview: true,
} as const;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const LinkFailed: Story = { args: { error: LINK_ERROR_MESSAGES.INSTITUTION_DOWN } };
export const TokenizedAsksRouting: Story = { args: { view: tokenized } };
export const ValidationErrors: Story = {
  args: { view: tokenized },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Routing number/ }), '021000022');
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(await c.findByText('Must be a valid routing number')).toBeVisible();
  },
};
export const PendingReview: Story = { args: { view: { kind: 'choose', pendingReview: true } } };
export const Crypto: Story = {
  args: { view: { kind: 'crypto' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Link your bank' })).toBeNull();
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
