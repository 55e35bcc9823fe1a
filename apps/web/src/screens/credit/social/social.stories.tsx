import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { CreditSocial } from './social';

const meta = {
  title: 'Screens/credit/social',
  component: CreditSocial,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CreditSocial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Try again', 'Required');
export const Mobile: Story = mobile;
