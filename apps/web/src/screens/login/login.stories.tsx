import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Login } from './login';

const meta = {
  title: 'Screens/Sign in',
  component: Login,
  args: { registerHref: '/account/heloc/register', onSubmit: fn() },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { submitting: true } };
export const ServerError: Story = { args: { error: 'We could not reach the server. Check your connection and try again.' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Sign in' }));
    await expect((await c.findAllByText('Required'))[0]).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
