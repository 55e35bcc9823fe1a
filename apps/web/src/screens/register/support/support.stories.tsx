import type { Meta, StoryObj } from '@storybook/react-vite';
import { REGISTER_PATH, sitePageUrl, topLevelUrl } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { Support } from './support';

const meta = {
  title: 'Site/Register/Support',
  component: Support,
  args: {
    companyName: 'Homestead Line',
    phone: '(888) 819-6388',
    email: 'support@homesteadline.com',
    todayLabel: 'Open today 6:00 AM – 6:00 PM PT',
    registerHref: REGISTER_PATH,
    accountSetupHref: topLevelUrl('register/account-setup'),
    contactHref: sitePageUrl('contact'),
  },
} satisfies Meta<typeof Support>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute(
      'href',
      'tel:+18888196388',
    );
  },
};
export const HoursLoading: Story = { args: { todayLabel: null } };
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: {
    companyName: 'Summit Ridge Credit Union',
    phone: '(303) 555-0190',
    email: 'members@summitridgecu.org',
    todayLabel: 'Closed today',
  },
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { companyName: 'Keystone Home Lending', phone: '(412) 555-0117', email: 'help@keystonehomelending.com' },
};
