import type { Meta, StoryObj } from '@storybook/react-vite';
import { slotsNear } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { NotaryReserveManual } from './reserve-manual';

const ZONE = 'America/Los_Angeles';
const requested = '2026-11-27T10:00:00-08:00';
// The sandbox notary's answer for this request, as the server computes it.
const days = slotsNear(requested, ZONE, '2026-11-23T18:00:00.000Z', US_FEDERAL_CALENDAR);
const firstFree = days[0]!.slots.find((s) => s.available)!.start;

const meta = {
  title: 'Screens/notary/reserve-manual',
  component: NotaryReserveManual,
  args: { zone: ZONE, requested, reservation: null, days, onReserve: fn(), onCancel: fn(), onRetry: fn() },
} satisfies Meta<typeof NotaryReserveManual>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const LoadingSlots: Story = { args: { days: null } };
export const SlotsFailed: Story = {
  args: { days: null, slotsError: 'We could not reach the server. Check your connection and try again.' },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Reserve this time' }));
    await expect(await c.findByText('Choose a time')).toBeVisible();
  },
};
export const ChangeBooked: Story = { args: { reservation: firstFree } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
