import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DevToolbar } from './dev-toolbar';

const meta = {
  title: 'Shell/Dev toolbar',
  component: DevToolbar,
  args: { onLogin: fn(async () => undefined) },
} satisfies Meta<typeof DevToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LoginFails: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('nope');
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Go' }));
    await expect(await c.findByText('Something unexpected happened logging you in')).toBeVisible();
  },
};
