import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** Pastes into a field: typing key by key is slow on a busy machine and proves nothing more here. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
import { ResetPassword, type ResetPasswordProps } from './reset-password';

const renderIt = (props: Partial<ResetPasswordProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <ResetPassword
        hasToken
        loginHref="/auth/login"
        forgotHref="/auth/forgot-password"
        onSubmit={onSubmit}
        {...props}
      />
    </MantineProvider>,
  );
  return onSubmit;
};

describe('ResetPassword', () => {
  it('sends the new password when both fields match', async () => {
    const onSubmit = renderIt();
    await fill(screen.getByLabelText(/^New password/), 'brand new passphrase 21');
    await fill(screen.getByLabelText(/^Repeat the new password/), 'brand new passphrase 21');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'brand new passphrase 21' });
  });
  it('names a short or mismatched password and sends nothing', async () => {
    const onSubmit = renderIt();
    await fill(screen.getByLabelText(/^New password/), 'short');
    await fill(screen.getByLabelText(/^Repeat the new password/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('shows why a password is too easy to guess, on the field', () => {
    renderIt({ passwordError: 'This password is too easy to guess.' });
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/too easy to guess/);
  });
  it('without a token, offers a new link instead of the form', () => {
    renderIt({ hasToken: false });
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
  it('when done, sends the person to sign in', () => {
    renderIt({ done: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
