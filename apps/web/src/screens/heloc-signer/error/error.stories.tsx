import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SHELL_LINKS, topLevelUrl } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { SignerError } from './error';

const meta = {
  title: 'Screens/heloc-signer/error',
  component: SignerError,
  args: { retryHref: topLevelUrl('heloc-signer/intro'), supportHref: SHELL_LINKS.support },
} satisfies Meta<typeof SignerError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Try again' })).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
