import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerChangeView } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OFFER_CHANGES } from '../../../test/offer-fixtures';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { PrequalWinback } from './prequal-winback';

const meta = {
  title: 'Screens/product/prequal-winback',
  component: PrequalWinback,
  args: {
    offer: OFFER_CHANGES.lienPosition.after,
    change: offerChangeView(OFFER_CHANGES.lienPosition),
    onAnswer: fn(),
  },
} satisfies Meta<typeof PrequalWinback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('table', { name: 'Your offer before and after' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Accept this offer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};
export const DeclineAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Decline this offer' }));
    await expect(c.getByText(/your application will be withdrawn/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Yes, withdraw my application' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};
export const Mobile: Story = { ...mobile };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
