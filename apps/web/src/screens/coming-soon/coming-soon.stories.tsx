import type { Meta, StoryObj } from '@storybook/react-vite';
import { DASHBOARD_PATH, REGISTER_PATH, sitePageUrl } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { ComingSoon } from './coming-soon';

const meta = {
  title: 'Site/Coming soon',
  component: ComingSoon,
  args: { homeHref: DASHBOARD_PATH, homeLabel: 'Go to your applications', supportHref: sitePageUrl('contact') },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      sitePageUrl('contact'),
    );
  },
};
export const Visitor: Story = { args: { homeHref: REGISTER_PATH, homeLabel: 'Apply for a line of credit' } };
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
