import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppsMenu } from './apps-menu';

const meta = {
  title: 'Shell/Apps menu',
  component: AppsMenu,
  args: { showPortfolio: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apps' }));
    // The dropdown is portalled to the body, outside the story's canvas.
    await expect(await within(document.body).findByRole('menuitem', { name: 'Marketplace' })).toBeVisible();
    await expect(within(document.body).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  },
} satisfies Meta<typeof AppsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPortfolio: Story = {
  args: { showPortfolio: true },
  play: async (ctx) => {
    await meta.play(ctx);
    await expect(within(document.body).getByRole('menuitem', { name: 'Portfolio Manager' })).toBeVisible();
  },
};
