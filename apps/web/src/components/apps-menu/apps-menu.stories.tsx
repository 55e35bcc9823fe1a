import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { AppsMenu } from './apps-menu';

const meta = {
  title: 'Shell/Apps menu',
  component: AppsMenu,
  args: { showPortfolio: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apps' }));
  },
} satisfies Meta<typeof AppsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPortfolio: Story = { args: { showPortfolio: true } };
