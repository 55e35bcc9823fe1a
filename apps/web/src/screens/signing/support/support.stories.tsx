import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { SigningSupport } from './support';

const UUID = '11111111-2222-4333-8444-555555555555';

const meta = {
  title: 'Screens/signing/support',
  component: SigningSupport,
  args: {
    companyName: 'Figure',
    phone: '(888) 819-6388',
    email: 'support@example.com',
    hours: { open: true, todayHours: '6:00 AM – 6:00 PM PT' },
    weekHours: ['Monday–Friday 6:00 AM – 6:00 PM PT', 'Saturday 8:00 AM – 2:00 PM PT'],
    introHref: appScreenUrl(UUID, 'signing/intro'),
    signHref: appScreenUrl(UUID, 'signing/sign'),
    additionalHref: appScreenUrl(UUID, 'signing/additional'),
  },
} satisfies Meta<typeof SigningSupport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Open now')).toBeVisible();
    await expect(c.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:8888196388');
  },
};
export const Closed: Story = { args: { hours: { open: false, todayHours: null } } };
export const HoursUnknown: Story = { args: { hours: null, weekHours: [] } };
export const WithLoanOfficer: Story = {
  args: {
    loanOfficer: { originatorName: 'Sam Rivera', email: 'sam@example.com', phoneNumber: '4155550100', nmls: '123456' },
  },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
