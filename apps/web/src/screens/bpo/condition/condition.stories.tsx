import type { Meta, StoryObj } from '@storybook/react-vite';
import { valuationOrderView } from '@heloc/core';
import { fn } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { BpoCondition } from './condition';

const meta = {
  title: 'Screens/bpo/condition',
  component: BpoCondition,
  args: { view: valuationOrderView(null, true), onSubmit: fn() },
} satisfies Meta<typeof BpoCondition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FeePaidByLender: Story = {
  args: {
    view: valuationOrderView(
      {
        kind: 'BPO',
        required: true,
        fee: 180,
        feePaidBy: 'LENDER',
        orderedAt: null,
        completedAt: null,
        value: null,
        propertyCondition: null,
      },
      true,
    ),
  },
};
export const Loading: Story = {
  args: { ...loading.args, initial: { contactName: 'Ann Lee', contactPhone: '4155550100' } },
};
export const ServerError: Story = {
  args: { ...serverError.args, initial: { contactName: 'Ann Lee', contactPhone: '4155550100' } },
};
export const ValidationErrors: Story = validationErrors(
  'Order the valuation',
  'You must agree to the valuation fee to order it',
);
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
