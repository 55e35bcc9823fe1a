import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { StartContact } from './contact';

const meta = {
  title: 'Screens/start/contact',
  component: StartContact,
  args: { email: 'ann@example.com', phone: '4155550100', onSubmit: fn() },
} satisfies Meta<typeof StartContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Continue', 'Required', true);
export const Mobile: Story = mobile;
