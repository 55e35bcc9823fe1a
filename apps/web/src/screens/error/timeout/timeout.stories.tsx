import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { ErrorTimeout } from './timeout';

const meta = {
  title: 'Screens/error/timeout',
  component: ErrorTimeout,
  args: { supportPhone: '(888) 819-6388', onRetry: fn() },
} satisfies Meta<typeof ErrorTimeout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
