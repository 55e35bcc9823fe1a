import type { Meta, StoryObj } from '@storybook/react-vite';
import { slotsNear } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotarySlotPicker } from './notary-slot-picker';

// The sandbox notary's days from a fixed Monday (Thanksgiving week 2026), in Central time.
const ZONE = 'America/Chicago';
const days = slotsNear('', ZONE, '2026-11-23T18:00:00Z', US_FEDERAL_CALENDAR);
const free = days.flatMap((d) => d.slots).filter((s) => s.available);

const meta = {
  title: 'Components/Notary slot picker',
  component: NotarySlotPicker,
  args: { zone: ZONE, days, value: null, onChange: fn(), label: 'Free times (CST)' },
} satisfies Meta<typeof NotarySlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day per column; taken times struck through and not offered. */
export const Days: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Wednesday, November 25' })).toBeVisible();
    await expect(c.getAllByRole('radio')).toHaveLength(free.length);
    await userEvent.click(c.getAllByRole('radio')[0] as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith(free[0]?.start);
  },
};
/** Moving a visit: the booked time is shown, not offered again. */
export const Booked: Story = { args: { booked: free[0]?.start ?? null } };
export const WithError: Story = { args: { error: 'Choose a time' } };
