import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoanOfficerCard } from './loan-officer-card';

const meta = {
  title: 'Shell/Loan officer card',
  component: LoanOfficerCard,
  args: {
    info: {
      originatorName: 'Dana Whitfield',
      brokerName: 'Bayside Mortgage Brokers',
      email: 'dana.whitfield@homesteadline.com',
      phoneNumber: '4155550142',
      nmls: '2087341',
      avatarUri: null,
    },
  },
} satisfies Meta<typeof LoanOfficerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoanOfficer: Story = {};
export const BrokerOnly: Story = {
  args: {
    info: {
      originatorName: null,
      brokerName: 'Allegheny Mortgage Partners',
      email: 'team@alleghenymortgage.com',
      phoneNumber: '4125550166',
      nmls: '1290077',
    },
  },
};
export const Hidden: Story = { args: { info: {} } };
export const Mobile: Story = {
  args: { placement: 'top' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
/**
 * Issue 26, item 11: the spec's mobile breakpoint is large — the bar shows below it and the sidebar
 * card from it up (it was md).
 */
export const BreakpointIsLarge: Story = {
  render: (args) => (
    <>
      <LoanOfficerCard {...args} placement="top" />
      <LoanOfficerCard {...args} placement="sidebar" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('loan-officer-bar')).toHaveClass('mantine-hidden-from-lg');
    await expect(canvas.getByRole('region', { name: 'Your Loan Officer' })).toHaveClass('mantine-visible-from-lg');
  },
};
