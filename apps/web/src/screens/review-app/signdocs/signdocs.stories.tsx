import type { Meta, StoryObj } from '@storybook/react-vite';
import { closingDocument, DOCUMENTS_TO_SIGN } from '@heloc/core';
import { expect, fn, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { SignDocs } from './signdocs';

const meta = {
  title: 'Screens/review-app/signdocs',
  component: SignDocs,
  args: { view: 'preparing', documentTitles: DOCUMENTS_TO_SIGN.map((k) => closingDocument(k).title), supportPhone: '(888) 819-6388', onRetry: fn() },
} satisfies Meta<typeof SignDocs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'We are preparing your closing documents' })).toBeVisible();
    await expect(c.getByText('Notice of right to cancel')).toBeVisible();
  },
};
/** Polling ran out on GEN_NOTE_SIGNING: the timeout screen, in place. */
export const Timeout: Story = {
  args: { view: 'timeout' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' }, args: { view: 'timeout' } };
