import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { SignerLogin } from './login';

const meta = {
  title: 'Screens/Signer/Sign in',
  component: SignerLogin,
  args: { invited: false, onSubmit: fn() },
} satisfies Meta<typeof SignerLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invited: Story = { args: { invited: true, email: 'dana@example.com' } };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Sign in', 'Required');
export const Mobile: Story = mobile;
