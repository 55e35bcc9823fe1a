import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { StartProfile } from './profile';

const meta = {
  title: 'Screens/start/profile',
  component: StartProfile,
  args: { fullName: 'Ann Lee', address: '12 Oak Street San Mateo, CA 94401', onSubmit: fn() },
} satisfies Meta<typeof StartProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('See my offers', 'Required');
export const Mobile: Story = mobile;
