import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../test/story-variants';
import { NotAccepting } from './not-accepting';

const meta = {
  title: 'Screens/Not accepting applications',
  component: NotAccepting,
  args: { lenderName: 'Summit Ridge Credit Union', wholesale: false, supportEmail: 'members@summitridgecu.org' },
} satisfies Meta<typeof NotAccepting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
export const Wholesale: Story = { args: { lenderName: 'Keystone Home Lending', wholesale: true } };
