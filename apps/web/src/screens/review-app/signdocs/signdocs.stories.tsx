import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { SignDocs } from './signdocs';

const meta = {
  title: 'Screens/review-app/signdocs',
  component: SignDocs,
  args: { view: { checking: true }, supportPhone: '(888) 819-6388', onRetry: fn() },
} satisfies Meta<typeof SignDocs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GEN_CLOSING_DISCLOSURE: the timeout screen (§2), while the journey keeps checking quietly. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('this page moves on by itself');
  },
};
/** Polling ran out on GEN_NOTE_SIGNING: nothing checks any more, so the screen does not say it moves on. */
export const Timeout: Story = {
  args: { view: { checking: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeVisible();
    await expect(c.queryByRole('status')).toBeNull();
  },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' }, args: { view: { checking: false } } };
