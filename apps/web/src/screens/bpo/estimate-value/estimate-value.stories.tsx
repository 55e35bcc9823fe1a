import type { Meta, StoryObj } from '@storybook/react-vite';
import { valuationOrderView } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { EstimateValue } from './estimate-value';

const meta = {
  title: 'Screens/bpo/estimate-value',
  component: EstimateValue,
  args: { onSubmit: fn(), order: { view: valuationOrderView(null, false), onSubmit: fn() } },
} satisfies Meta<typeof EstimateValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OrderInstead: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Order a valuation instead' }));
    await expect(c.getByText('The valuation fee is $180.')).toBeVisible();
  },
};
export const Loading: Story = { args: { ...loading.args, initial: { estimatedValue: 525_000 } } };
export const ServerError: Story = { args: { ...serverError.args, initial: { estimatedValue: 525_000 } } };
export const ValidationErrors: Story = validationErrors('Use my estimate', 'Required');
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
