import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** Pastes into a field: typing key by key is slow on a busy machine and proves nothing more here. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
import { ForgotPassword, type ForgotPasswordProps } from './forgot-password';

const renderIt = (props: Partial<ForgotPasswordProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <ForgotPassword loginHref="/auth/login" onSubmit={onSubmit} {...props} />
    </MantineProvider>,
  );
  return onSubmit;
};

describe('ForgotPassword', () => {
  it('sends the typed email', async () => {
    const onSubmit = renderIt();
    await fill(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com' });
  });
  it('names a missing or malformed email and sends nothing', async () => {
    const onSubmit = renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await fill(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('once sent, says so without saying whether the account exists', () => {
    renderIt({ sent: true });
    expect(screen.getByRole('status')).toHaveTextContent('If that email has an account, we have sent it a link');
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });
  it('shows a server error', () => {
    renderIt({ error: 'Too many requests. Please wait a few minutes and try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');
  });
});
