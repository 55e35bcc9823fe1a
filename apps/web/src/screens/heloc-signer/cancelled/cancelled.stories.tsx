import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { topLevelUrl } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { SignerCancelled } from './cancelled';

const meta = {
  title: 'Screens/heloc-signer/cancelled',
  component: SignerCancelled,
  args: {
    application: { borrowerName: 'Ann Lee', loanNumber: 'HL20261234567' },
    resumeHref: topLevelUrl('heloc-signer/resume'),
  },
} satisfies Meta<typeof SignerCancelled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This application was withdrawn' })).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
