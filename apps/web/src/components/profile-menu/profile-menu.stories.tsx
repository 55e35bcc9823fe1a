import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileMenu } from './profile-menu';

const meta = {
  title: 'Shell/Profile menu',
  component: ProfileMenu,
  args: {
    accountName: 'Ann Lee',
    walletAddress: '0x1f2e3d4c5b6a79880123456789abcdef01234567',
    authorizationType: 'OWNER',
    onLogout: fn(),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutWallet: Story = { args: { walletAddress: null, authorizationType: null } };
/** CEO feedback's flag on: the menu offers 'Share your feedback with the CEO', which opens the modal (and closes the menu). */
export const WithCeoFeedback: Story = {
  args: { onShareFeedback: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    await userEvent.click(
      await within(document.body).findByRole('button', { name: 'Share your feedback with the CEO' }),
    );
    await expect(args.onShareFeedback).toHaveBeenCalled();
  },
};
