import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH, topLevelUrl } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { AccountSetup } from './account-setup';

const meta = {
  title: 'Site/Register/Account setup',
  component: AccountSetup,
  args: {
    companyName: 'Homestead Line',
    registerHref: REGISTER_PATH,
    loginHref: LOGIN_PATH,
    forgotPasswordHref: FORGOT_PASSWORD_PATH,
    supportHref: topLevelUrl('register/support'),
  },
} satisfies Meta<typeof AccountSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      REGISTER_PATH,
    );
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { companyName: 'Summit Ridge Credit Union' },
};
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: { companyName: 'Keystone Home Lending' } };
