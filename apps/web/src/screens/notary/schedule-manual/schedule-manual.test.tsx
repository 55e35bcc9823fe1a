import { closingOffices, officeSigningAddress, type ClosingOffice } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotaryScheduleManual, type NotaryScheduleManualProps } from './schedule-manual';

function setup(props: Partial<NotaryScheduleManualProps> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <NotaryScheduleManual
      today="2026-11-23"
      zone="America/Los_Angeles"
      propertyAddress="12 Oak Street, San Mateo, CA 94401"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}
const day = (name: RegExp) => screen.getByRole('button', { name });

describe('notary/schedule-manual', () => {
  it('greys out Sundays, the holiday and days too soon; sends the chosen time with the property zone’s offset', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule your notary visit' })).toBeInTheDocument();
    // Thanksgiving (26), a Sunday (29) and tomorrow (24) cannot be chosen; Friday the 27th can.
    expect(day(/^26 November 2026$/)).toBeDisabled();
    expect(day(/^29 November 2026$/)).toBeDisabled();
    expect(day(/^24 November 2026$/)).toBeDisabled();
    await user.click(day(/^27 November 2026$/));
    await user.selectOptions(screen.getByRole('combobox', { name: /Time \(PST, the property’s time zone\)/ }), '10:00');
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ requestedTime: '2026-11-27T10:00:00-08:00' });
  });

  it('asks for a date and a time, and sends nothing without them', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    expect(await screen.findByText('Choose a date')).toBeInTheDocument();
    expect(screen.getAllByText('Choose a time').length).toBeGreaterThan(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends another signing address when one is typed', async () => {
    const { onSubmit, user } = setup();
    await user.click(day(/^27 November 2026$/));
    await user.selectOptions(screen.getByRole('combobox', { name: /Time/ }), '13:30');
    await user.click(screen.getByRole('radio', { name: 'Another address' }));
    // Pasted, not typed key by key: each keystroke re-renders the calendar, slow on a shared machine.
    for (const [name, value] of [
      [/Street address/, '400 Main Street'],
      [/City/, 'Redwood City'],
      [/State/, 'ca'],
      [/ZIP code/, '94063'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      requestedTime: '2026-11-27T13:30:00-08:00',
      signingAddress: { street1: '400 Main Street', street2: '', city: 'Redwood City', state: 'CA', zip: '94063' },
    });
  });

  it('in Texas: an office listed or another office, never the property (Tex. Const. art. XVI §50(a)(6)(N))', async () => {
    const offices = closingOffices('TX', 'Austin');
    const { onSubmit, user } = setup({
      zone: 'America/Chicago',
      propertyAddress: '9 Lamar Lane, Austin, TX 78701',
      offices,
    });
    expect(screen.queryByRole('radio', { name: /My property/ })).toBeNull();
    expect(screen.getByText(/Tex\. Const\. art\. XVI §50\(a\)\(6\)\(N\)/)).toBeInTheDocument();
    await user.click(day(/^27 November 2026$/));
    await user.selectOptions(screen.getByRole('combobox', { name: /Time \(CST/ }), '10:00');
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    expect(await screen.findByText('Choose an office')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Capitol Title Company (sandbox)' }));
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      requestedTime: '2026-11-27T10:00:00-06:00',
      signingAddress: officeSigningAddress(offices[0] as ClosingOffice),
    });
  });

  it('shows a failure as an alert and keeps the choice', () => {
    setup({ error: 'requestedTime: That day is a federal holiday. Choose another day', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent('federal holiday');
    expect(screen.getByRole('button', { name: 'Request this time' })).toHaveAttribute('data-loading', 'true');
  });
});
