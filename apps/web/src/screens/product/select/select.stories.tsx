import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../../test/story-variants';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductSelect } from './select';

const meta = {
  title: 'Screens/product/select',
  component: ProductSelect,
  args: { offers: [{ id: 'offer-10', lineAmount: 120000, aprPercent: 8.9, termYears: 10, minDraw: 60000, originationFeePercent: 2.99 }, { id: 'offer-15', lineAmount: 120000, aprPercent: 9.45, termYears: 15, minDraw: 60000, originationFeePercent: 1.99 }, { id: 'offer-30', lineAmount: 90000, aprPercent: 10.35, termYears: 30, minDraw: 45000, originationFeePercent: 0.99 }], onSelect: fn() },
} satisfies Meta<typeof ProductSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
export const FromSigning: Story = { args: { fromSigning: true } };
export const NoOffersYet: Story = { args: { offers: [] } };
export const Chooses: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole('radio')[2] as HTMLElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue with this offer' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ offerId: 'offer-30', drawAmount: 90000 });
  },
};
