import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { BankManualDisburse } from './manual-disburse';

const meta = {
  title: 'Screens/bank/manual-disburse',
  component: BankManualDisburse,
  args: { backHref: '#disburse', onSubmit: fn() },
} satisfies Meta<typeof BankManualDisburse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Continue', 'Required');
export const AccountNumbersDiffer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /^Account number$|^Account number \*/ }), '000987654321');
    await userEvent.type(c.getByRole('textbox', { name: /Account number again/ }), '000987654320');
    await userEvent.tab();
    await expect(await c.findByText('The account numbers do not match')).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
