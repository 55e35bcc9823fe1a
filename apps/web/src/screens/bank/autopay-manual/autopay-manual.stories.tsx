import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { BankAutopayManual } from './autopay-manual';

const meta = {
  title: 'Screens/bank/autopay-manual',
  component: BankAutopayManual,
  args: { lenderName: 'Story Lender', phone: '(800) 555-0100', backHref: '#autopay', onSubmit: fn() },
} satisfies Meta<typeof BankAutopayManual>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Continue', 'Required');
export const AuthorizationRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(
      await within(canvasElement).findByText('You must authorize the automatic payments to use autopay'),
    ).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
