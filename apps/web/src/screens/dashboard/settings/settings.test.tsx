import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Settings, type SettingsProps } from './settings';

const renderIt = (over: Partial<SettingsProps> = {}) => {
  const props = {
    details: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4155550100' },
    preferences: { emailUpdates: true, smsUpdates: false, marketing: false },
    onSaveDetails: vi.fn(),
    onChangePassword: vi.fn(),
    onSavePreferences: vi.fn(),
    onSignOutEverywhere: vi.fn(),
    ...over,
  };
  renderWithProviders(<Settings {...props} />);
  return props;
};

describe('Settings', () => {
  it('shows the current details and saves the edited ones (the server normalises them)', async () => {
    const p = renderIt();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    const phone = screen.getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '(303) 555-0190');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(p.onSaveDetails).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(303) 555-0190',
    });
  });
  it('names invalid fields and sends nothing', async () => {
    const p = renderIt();
    await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(p.onSaveDetails).not.toHaveBeenCalled();
  });
  it('changes the password only with both fields and a long enough new one', async () => {
    const p = renderIt();
    await userEvent.type(screen.getByLabelText(/Current password/), 'old password here');
    await userEvent.type(screen.getByLabelText(/New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Must be at least 10 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/New password/), ' but now long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(p.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old password here',
      newPassword: 'short but now long enough',
    });
  });
  it('saves the ticked communication preferences', async () => {
    const p = renderIt();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text me about my application' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(p.onSavePreferences).toHaveBeenCalledWith({ emailUpdates: true, smsUpdates: true, marketing: false });
  });
  it('signs out of all devices, and shows a failed save with what was typed kept', async () => {
    const p = renderIt({ detailsState: { error: 'Another account already uses this email.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Another account already uses this email.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(p.onSignOutEverywhere).toHaveBeenCalled();
  });
});
