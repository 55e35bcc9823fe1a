import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartContact } from './start-contact';

const meta = {
  title: 'Screens/start/contact',
  component: StartContact,
  args: { email: 'ann@example.com', phone: '4155550100', onSubmit: fn() },
} satisfies Meta<typeof StartContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { submitting: true } };
export const ServerError: Story = { args: { error: 'We could not reach the server. Check your connection and try again.' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect((await c.findAllByText('Required'))[0]).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
