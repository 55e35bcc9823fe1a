import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartProfile } from './start-profile';

const meta = {
  title: 'Screens/start/profile',
  component: StartProfile,
  args: { fullName: 'Ann Lee', address: '12 Oak Street San Mateo, CA 94401', onSubmit: fn() },
} satisfies Meta<typeof StartProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { submitting: true } };
export const ServerError: Story = { args: { error: 'We could not reach the server. Check your connection and try again.' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'See my offers' }));
    await expect((await c.findAllByText('Required'))[0]).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
