import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { Contact } from './contact';

const meta = {
  title: 'Site/Contact support',
  component: Contact,
  args: {
    companyName: 'Homestead Line, Inc.',
    phone: '(888) 819-6388',
    email: 'support@homesteadline.com',
    today: { open: true, label: 'Open today 6:00 AM – 6:00 PM PT' },
    weekLines: ['Monday–Friday 6:00 AM – 6:00 PM PT', 'Saturday 8:00 AM – 2:00 PM PT'],
  },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ClosedToday: Story = { args: { today: { open: false, label: 'Closed today' } } };
export const HoursLoading: Story = { args: { today: null, weekLines: [] } };
export const ChatSwitchedOff: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Start a chat' }));
    await expect(await c.findByRole('status')).toHaveTextContent('Chat is not available right now');
    await expect(within(c.getByRole('status')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:support@homesteadline.com',
    );
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { companyName: 'Summit Ridge Credit Union', phone: '(303) 555-0190', email: 'members@summitridgecu.org' },
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { companyName: 'Keystone Home Lending LLC', phone: '(412) 555-0117', email: 'help@keystonehomelending.com' },
};
