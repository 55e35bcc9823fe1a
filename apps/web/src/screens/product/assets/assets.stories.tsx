import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { ProductAssets } from './assets';

const ACCOUNTS = [
  { institution: 'First Platypus Bank', kind: 'CHECKING', mask: '0000', balance: 12_500 },
  { institution: 'First Platypus Bank', kind: 'SAVINGS', mask: '1111', balance: 48_200 },
  { institution: 'Houndstooth Brokerage', kind: 'RETIREMENT', mask: '2222', balance: 150_000 },
];

const meta = {
  title: 'Screens/product/assets',
  component: ProductAssets,
  args: { accounts: [], onLink: fn(), onContinue: fn() },
} satisfies Meta<typeof ProductAssets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Link your accounts' })).toBeEnabled();
  },
};
export const Linked: Story = {
  args: { accounts: ACCOUNTS },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Total that counts').parentElement).toHaveTextContent('$60,700');
    await expect(c.getAllByRole('listitem')).toHaveLength(3);
    await expect(c.getByRole('button', { name: 'Continue to offers' })).toBeEnabled();
  },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const MobileLinked: Story = { ...mobile, args: { accounts: ACCOUNTS } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' }, args: { accounts: ACCOUNTS } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
