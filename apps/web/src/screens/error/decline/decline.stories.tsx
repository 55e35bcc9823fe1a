import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../../test/story-variants';
import { ErrorDecline } from './decline';

const meta = {
  title: 'Screens/error/decline',
  component: ErrorDecline,
  args: { lenderName: 'Homestead Line', supportEmail: 'support@homesteadline.com' },
} satisfies Meta<typeof ErrorDecline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
