import type { Meta, StoryObj } from '@storybook/react-vite';
import { merchantReviewView } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { MerchantReview } from './review';

const meta = {
  title: 'Screens/merchant/review',
  component: MerchantReview,
  args: {
    view: merchantReviewView({
      partner: 'Summit Home Partners',
      email: 'pat@example.com',
      since: '2026-11-20T15:00:00.000Z',
    }),
  },
} satisfies Meta<typeof MerchantReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('This usually takes 1–2 business days.')).toBeVisible(),
};
export const NoStartDate: Story = {
  args: { view: merchantReviewView({ partner: 'Summit Home Partners', email: null, since: null }) },
};
export const Mobile: Story = { ...mobile };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
