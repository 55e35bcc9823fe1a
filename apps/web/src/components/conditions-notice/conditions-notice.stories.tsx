import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { ConditionsLink, ConditionsNotice } from './conditions-notice';

const HREF = appScreenUrl('0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', 'conditions');

const meta = {
  title: 'Components/ConditionsNotice',
  component: ConditionsNotice,
  args: { needed: 2, href: HREF },
} satisfies Meta<typeof ConditionsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOwed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We need 2 more things from you.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View conditions' })).toHaveAttribute('href', HREF);
  },
};
export const NewOne: Story = {
  args: { needed: 1, announcement: 'A new condition needs your attention: Phone number.' },
};
export const NothingOwed: Story = { args: { needed: 0 } };
export const Mobile: Story = { ...mobile, args: { needed: 1 } };
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
export const SidebarLink: Story = { render: () => <ConditionsLink needed={1} total={3} href={HREF} /> };
