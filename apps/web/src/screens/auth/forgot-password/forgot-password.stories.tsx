import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobile, serverError, validationErrors } from '../../../test/story-variants';
import { ForgotPassword } from './forgot-password';
import { LOGIN_PATH } from '@heloc/core';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPassword,
  args: { loginHref: LOGIN_PATH, onSubmit: fn() },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const Sent: Story = { args: { sent: true } };
export const ServerError: Story = serverError;
export const ValidationError: Story = validationErrors('Send reset link', 'Required');
export const Mobile: Story = mobile;
