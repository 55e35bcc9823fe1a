import type { Meta, StoryObj } from '@storybook/react-vite';
import { holdView } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { BpoWaiting } from './waiting';

const meta = {
  title: 'Screens/bpo/waiting',
  component: BpoWaiting,
  args: { view: holdView('VALUATION_PROCESSING'), details: [{ label: 'Ordered', value: '03/02/2026' }] },
} satisfies Meta<typeof BpoWaiting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
