import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Settings, type SettingsProps } from './settings';

const renderIt = (over: Partial<SettingsProps> = {}) => {
  const props = {
    details: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4155550100' },
    preferences: {
      emailUpdates: true,
      smsUpdates: false,
      marketing: false,
      reminderFrequency: 'all' as const,
      textConsent: null,
    },
    companyName: 'Homestead Line',
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
  it('saves the ticked communication preferences and how often', async () => {
    const p = renderIt();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me offers and news' }));
    await userEvent.click(screen.getByRole('radio', { name: /Fewer reminders/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(p.onSavePreferences).toHaveBeenCalledWith({
      emailUpdates: true,
      smsUpdates: false,
      marketing: true,
      reminderFrequency: 'fewer',
    });
  });
  it('turns texts on only with the terms agreed to, and sends the terms as shown with the number', async () => {
    const p = renderIt();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text me about my application' }));
    const terms = screen.getByText(/may send text messages about my application to \(415\) 555-0100/);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(/Tick to agree to the texts’ terms/)).toBeInTheDocument();
    expect(p.onSavePreferences).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to these terms for texts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(p.onSavePreferences).toHaveBeenCalledWith({
      emailUpdates: true,
      smsUpdates: true,
      marketing: false,
      reminderFrequency: 'all',
      textConsent: { phone: '4155550100', text: terms.textContent },
    });
  });
  it('says where texts go, or that a STOP ended them', () => {
    renderIt({
      preferences: {
        emailUpdates: true,
        smsUpdates: false,
        marketing: false,
        reminderFrequency: 'all',
        textConsent: {
          phone: '4155550100',
          givenAt: '2026-11-23T18:00:00Z',
          stoppedAt: '2026-11-24T18:00:00Z',
          stoppedBy: 'sms-STOP',
        },
      },
    });
    expect(screen.getByTestId('text-consent-line')).toHaveTextContent(
      'Texts are off: you replied STOP on 11/24/2026. Tick the box to agree again.',
    );
  });
  it('signs out of all devices, and shows a failed save with what was typed kept', async () => {
    const p = renderIt({ detailsState: { error: 'Another account already uses this email.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Another account already uses this email.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(p.onSignOutEverywhere).toHaveBeenCalled();
  });
});
