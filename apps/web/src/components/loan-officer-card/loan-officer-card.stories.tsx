import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanOfficerCard } from './loan-officer-card';

const meta = {
  title: 'Shell/Loan officer card',
  component: LoanOfficerCard,
  args: { info: { originatorName: 'Dana Whitfield', brokerName: 'Bayside Mortgage Brokers', email: 'dana.whitfield@homesteadline.com', phoneNumber: '4155550142', nmls: '2087341', avatarUri: null } },
} satisfies Meta<typeof LoanOfficerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoanOfficer: Story = {};
export const BrokerOnly: Story = { args: { info: { originatorName: null, brokerName: 'Allegheny Mortgage Partners', email: 'team@alleghenymortgage.com', phoneNumber: '4125550166', nmls: '1290077' } } };
export const Hidden: Story = { args: { info: {} } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
