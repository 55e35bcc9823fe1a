import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { Login } from './login';

const meta = {
  title: 'Screens/Sign in',
  component: Login,
  args: { registerHref: '/account/heloc/register', onSubmit: fn() },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Sign in', 'Required');
export const Mobile: Story = mobile;
