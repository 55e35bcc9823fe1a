import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerChangeView } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { OFFER_CHANGES } from '../../test/offer-fixtures';
import { mobile } from '../../test/story-variants';
import { OfferChange } from './offer-change';

const meta = {
  title: 'Components/Offer change',
  component: OfferChange,
  args: { view: offerChangeView(OFFER_CHANGES.lienPosition) },
} satisfies Meta<typeof OfferChange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LienPositionAndCltv: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Your offer before and after' });
    await expect(within(table).getByRole('rowheader', { name: 'Lien position of this line' })).toBeVisible();
    await expect(within(table).getByText('Third lien')).toBeVisible();
  },
};
export const VerifiedIncome: Story = { args: { view: offerChangeView(OFFER_CHANGES.verifiedIncome) } };
export const Revaluation: Story = { args: { view: offerChangeView(OFFER_CHANGES.revaluation) } };
export const Mobile: Story = { ...mobile };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
