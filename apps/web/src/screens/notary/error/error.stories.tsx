import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { NotaryError } from './error';

const meta = {
  title: 'Screens/notary/error',
  component: NotaryError,
  args: {
    reason: 'expired',
    retryHref: '/notary',
    scheduleHref: '/schedule',
    supportHref: '/support',
    phone: '(888) 819-6388',
    email: 'help@example.com',
  },
} satisfies Meta<typeof NotaryError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Your eNotary session expired' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Back to notary options' })).toBeVisible();
  },
};
export const Camera: Story = { args: { reason: 'camera' } };
export const Identity: Story = { args: { reason: 'identity' } };
export const Failed: Story = { args: { reason: 'failed', email: null } };
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: { reason: 'camera' } };
