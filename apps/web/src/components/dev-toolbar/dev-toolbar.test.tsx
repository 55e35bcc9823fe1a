import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DevToolbar } from './dev-toolbar';

const renderIt = (onLogin = vi.fn(async () => undefined)) => {
  render(
    <MantineProvider>
      <DevToolbar onLogin={onLogin} />
    </MantineProvider>,
  );
  return onLogin;
};

describe('DevToolbar', () => {
  it('signs in with email and password, or a pasted JWT', async () => {
    const onLogin = renderIt();
    await userEvent.type(screen.getByLabelText('Dev email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onLogin).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret password' });
    await userEvent.type(screen.getByLabelText('Or paste a JWT'), 'a.b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(onLogin).toHaveBeenCalledWith({ jwt: 'a.b.c' });
  });
  it('says the spec’s message when login fails', async () => {
    renderIt(vi.fn(async () => Promise.reject(new Error('401'))));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Something unexpected happened logging you in')).toBeInTheDocument();
  });
  it('keys 0, 1 and 2 show alerts, not while typing', async () => {
    renderIt();
    fireEvent.keyDown(window, { key: '2' });
    expect(await screen.findByText('Dev alert: error')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '0' });
    expect(await screen.findByText('Dev alert: info')).toBeInTheDocument();
  });
});
