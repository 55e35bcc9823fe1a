import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../../test/story-variants';
import { ReviewAppNoCredit } from './no-credit';

const meta = {
  title: 'Screens/review-app/no-credit',
  component: ReviewAppNoCredit,
  args: { supportPhone: '(888) 819-6388', supportEmail: 'support@homesteadline.com' },
} satisfies Meta<typeof ReviewAppNoCredit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
