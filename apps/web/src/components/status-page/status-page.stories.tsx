import type { Meta, StoryObj } from '@storybook/react-vite';
import { DASHBOARD_PATH } from '@heloc/core';
import { mobile } from '../../test/story-variants';
import { fn } from 'storybook/test';
import { StatusPage } from './status-page';

const meta = {
  title: 'Screens/Status page',
  component: StatusPage,
  args: {
    title: 'Scheduled Maintenance',
    message:
      'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
    actions: [{ label: 'Go to dashboard', href: DASHBOARD_PATH }],
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
export const ErrorFallback: Story = {
  args: {
    title: 'Sorry, looks like we have hit a snag!',
    message: 'Something went wrong on our side. Your progress is saved.',
    actions: [
      { label: 'Try again', onClick: fn() },
      { label: 'Go to dashboard', href: DASHBOARD_PATH, variant: 'default' },
    ],
  },
};
