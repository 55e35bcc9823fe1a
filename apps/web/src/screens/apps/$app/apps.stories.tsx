import type { Meta, StoryObj } from '@storybook/react-vite';
import { DASHBOARD_PATH } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { Apps } from './apps';

const meta = {
  title: 'Site/Sibling app',
  component: Apps,
  args: {
    appName: 'Exchange',
    productName: 'Homestead Line',
    backHref: DASHBOARD_PATH,
    backLabel: 'Back to your applications',
  },
} satisfies Meta<typeof Apps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('Exchange is not part of Homestead Line');
    await expect(c.getByRole('link', { name: 'Back to your applications' })).toHaveAttribute('href', DASHBOARD_PATH);
  },
};
export const UnknownApp: Story = { args: { appName: null } };
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { appName: 'Marketplace', productName: 'Summit Ridge Credit Union' },
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { appName: 'Pay', productName: 'Keystone Home Lending' },
};
