import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { StartHmda } from './hmda';

const meta = {
  title: 'Screens/start/hmda',
  component: StartHmda,
  args: { onSubmit: fn() },
} satisfies Meta<typeof StartHmda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Continue', 'Required');
export const Mobile: Story = mobile;
