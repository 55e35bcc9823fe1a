import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerLogin } from './login';

const setup = (props: Partial<Parameters<typeof SignerLogin>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<SignerLogin invited={false} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
};

describe('heloc-signer/login', () => {
  it('lets an additional signer sign in, with no link to start an application', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to co-sign' })).toBeInTheDocument();
    expect(
      screen.getByText('You were invited to sign a home equity line of credit as an additional signer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start an application' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'dana@example.com', password: 'a long password' });
  });

  it('from the invitation: the invited email is fixed and the signer creates a password', async () => {
    const { onSubmit, user } = setup({ invited: true, email: 'dana@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your password' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue('dana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByLabelText(/^Password/), 'my new password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'dana@example.com', password: 'my new password' });
  });

  it('asks for the password before sending anything', async () => {
    const { onSubmit, user } = setup({ invited: true, email: 'dana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure as an alert', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.' });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  });
});
