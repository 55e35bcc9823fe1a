import type { Meta, StoryObj } from '@storybook/react-vite';
import { conditionCard } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { PhoneNumberView } from './phone-number';

const card = conditionCard({
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'MISSING_PHONE_NUMBER',
  actionNeeded: true,
});

const meta = {
  title: 'Screens/conditions/phone-number',
  component: PhoneNumberView,
  args: { card, dashboardHref: '#conditions', onSubmit: fn() },
} satisfies Meta<typeof PhoneNumberView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Mobile phone/ }), '415-555-0134');
    await userEvent.click(c.getByRole('button', { name: 'Save phone number' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('415-555-0134');
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Mobile phone/ }), '555');
    await userEvent.click(c.getByRole('button', { name: 'Save phone number' }));
    await expect(c.getByRole('textbox', { name: /Mobile phone/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const NotFound: Story = { args: { card: null } };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
