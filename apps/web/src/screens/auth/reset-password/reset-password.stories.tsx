import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobile, serverError, validationErrors } from '../../../test/story-variants';
import { ResetPassword } from './reset-password';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@heloc/core';

const meta = {
  title: 'Screens/Reset password',
  component: ResetPassword,
  args: { hasToken: true, loginHref: LOGIN_PATH, forgotHref: FORGOT_PASSWORD_PATH, onSubmit: fn() },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const Done: Story = { args: { done: true } };
export const ServerError: Story = {
  args: { error: 'This reset link is not valid any more. Please ask for a new one.' },
};
export const Offline: Story = serverError;
export const ValidationError: Story = validationErrors('Change password', 'Required');
export const TooEasyToGuess: Story = {
  args: {
    passwordError:
      'This password is too easy to guess. Add words or characters that are not common or about you. This is a commonly used password.',
  },
};
export const WithoutToken: Story = { args: { hasToken: false } };
export const Mobile: Story = mobile;
