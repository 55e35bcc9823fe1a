import type { Meta, StoryObj } from '@storybook/react-vite';
import { incomeLinkScreen, type IncomeLinkView } from '@heloc/core';
import { expect, fn, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../../test/story-variants';
import { IncomeLink } from './link';

const viewOf = (type: string) => {
  const screen = incomeLinkScreen(type);
  if (screen.kind !== 'link') throw new Error(`${type} is not linked`);
  return screen.view as IncomeLinkView;
};

const meta = {
  title: 'Screens/income/link/{type}',
  component: IncomeLink,
  args: { view: viewOf('TRUV_PAYROLL'), onContinue: fn(), onChooseAnother: fn() },
} satisfies Meta<typeof IncomeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Verify your income with Truv' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Continue to Truv' })).toBeEnabled();
  },
};
export const Pointserv: Story = { args: { view: viewOf('POINTSERV_TAX') } };
export const BankDeposits: Story = { args: { view: viewOf('PLAID_TRANSACTIONS') } };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
