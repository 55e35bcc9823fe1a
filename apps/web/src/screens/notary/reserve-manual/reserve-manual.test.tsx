import { sandboxSlotTaken, slotsNear } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotaryReserveManual, type NotaryReserveManualProps } from './reserve-manual';

const ZONE = 'America/Los_Angeles';
const requested = '2026-11-27T10:00:00-08:00';
const days = slotsNear(requested, ZONE, '2026-11-23T18:00:00.000Z', US_FEDERAL_CALENDAR);
const friday = days[0]!;
const free = friday.slots.filter((s) => s.available);
const taken = friday.slots.find((s) => !s.available)!;

function setup(props: Partial<NotaryReserveManualProps> = {}) {
  const handlers = { onReserve: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(
    <NotaryReserveManual zone={ZONE} requested={requested} reservation={null} days={days} {...handlers} {...props} />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('notary/reserve-manual', () => {
  it('shows the requested time and the free slots by day, taken ones struck through; reserves the chosen one', async () => {
    const { onReserve, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Pick your notary’s time' })).toBeInTheDocument();
    expect(screen.getByText('Friday, November 27, 2026 at 10:00 AM PST')).toBeInTheDocument();
    const fridayBox = screen.getByRole('group', { name: 'Friday, November 27' });
    expect(within(fridayBox).getAllByRole('radio')).toHaveLength(free.length);
    expect(sandboxSlotTaken('2026-11-27', taken.time)).toBe(true);
    expect(within(fridayBox).getAllByText(/taken$/)).toHaveLength(friday.slots.length - free.length);
    await user.click(within(fridayBox).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Reserve this time' }));
    expect(onReserve).toHaveBeenCalledExactlyOnceWith(free[0]!.start);
  });

  it('asks for a time before reserving', async () => {
    const { onReserve, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reserve this time' }));
    expect(await screen.findByText('Choose a time')).toBeInTheDocument();
    expect(onReserve).not.toHaveBeenCalled();
  });

  it('moves a booked visit, the booked slot not offered again, and cancels it', async () => {
    const { onReserve, onCancel, user } = setup({ reservation: free[0]!.start });
    expect(screen.getByRole('heading', { level: 1, name: 'Change your notary visit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /\(booked now\)/ })).toBeDisabled();
    await user.click(screen.getAllByRole('radio', { name: /AM|PM/ }).find((r) => !(r as HTMLInputElement).disabled)!);
    await user.click(screen.getByRole('button', { name: 'Move my visit' }));
    expect(onReserve).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel my visit' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says when the times could not be loaded, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ days: null, slotsError: 'We could not reach the server.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the notary’s times');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
