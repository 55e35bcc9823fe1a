import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ProfileMenu } from './profile-menu';

const meta = {
  title: 'Shell/Profile menu',
  component: ProfileMenu,
  args: { accountName: 'Ann Lee', walletAddress: '0x1f2e3d4c5b6a79880123456789abcdef01234567', authorizationType: 'OWNER', onLogout: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutWallet: Story = { args: { walletAddress: null, authorizationType: null } };
