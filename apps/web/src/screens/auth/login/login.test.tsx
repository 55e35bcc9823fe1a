import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Login } from './login';

const setup = (props: Partial<Parameters<typeof Login>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<Login registerHref="/account/heloc/register" onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
};

describe('auth/login', () => {
  it('signs in with the email and password typed', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ann@example.com', password: 'correct horse battery' });
  });

  it('says what is wrong and sends nothing when the fields are empty or the email is not one', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links to a new application', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Start an application' })).toHaveAttribute(
      'href',
      '/account/heloc/register',
    );
  });

  it('shows a failed sign-in as an alert, and a busy button while sending', () => {
    setup({ error: 'Email or password is incorrect.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'Email or password is incorrect.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true');
  });
});
