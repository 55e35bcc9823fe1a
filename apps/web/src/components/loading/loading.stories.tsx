import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loading } from './loading';

/** Every loading state of the app; axe checks the overlay carries no prohibited label. */
const meta = {
  title: 'Shell/Loading',
  component: Loading,
  args: { label: 'Loading your application' },
  // The overlay covers its positioned parent: give it a page-sized box to cover.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading your application');
  },
};
export const Done: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};
/** A credit union's own loader (orgBrand.loader 'pulse': Mantine's dots), through the theme. */
export const CreditUnionLoader: Story = {
  globals: { org: 'creditunion' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.mantine-Loader-root')?.children).toHaveLength(3);
  },
};
