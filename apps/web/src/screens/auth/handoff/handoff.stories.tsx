import type { Meta, StoryObj } from '@storybook/react-vite';
import { HANDOFF_MESSAGES, LOGIN_PATH } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { Handoff } from './handoff';

const meta = {
  title: 'Screens/auth/handoff',
  component: Handoff,
  args: { state: 'working', loginHref: LOGIN_PATH },
} satisfies Meta<typeof Handoff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {};
export const ExpiredOrUsed: Story = {
  args: { state: 'failed', error: HANDOFF_MESSAGES.invalid },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(HANDOFF_MESSAGES.invalid);
    await expect(c.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', LOGIN_PATH);
  },
};
export const ServerError: Story = {
  args: { state: 'failed', error: 'We could not reach the server. Check your connection and try again.' },
};
export const Mobile: Story = { ...mobile, args: { state: 'failed', error: HANDOFF_MESSAGES.invalid } };
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { state: 'failed', error: HANDOFF_MESSAGES.invalid },
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { state: 'failed', error: HANDOFF_MESSAGES.invalid },
};
