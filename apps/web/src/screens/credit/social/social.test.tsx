import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CreditSocial } from './social';

const setup = (props: Partial<Parameters<typeof CreditSocial>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<CreditSocial onSubmit={onSubmit} {...props} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    ssn: () => screen.getByRole('textbox', { name: /^Social Security number/ }),
  };
};

describe('credit/social', () => {
  it('explains the missing credit file and sends the SSN typed again', async () => {
    const { onSubmit, user, ssn } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t find your credit file' })).toBeInTheDocument();
    expect(screen.getByText('Please check your Social Security number')).toBeInTheDocument();
    await user.type(ssn(), '123456789');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ ssn: '123456789' });
  });

  it('refuses an empty, short or never-issued SSN with the rule’s message', async () => {
    const { onSubmit, user, ssn } = setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(ssn(), '12345');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Must be a 9-digit Social Security number')).toBeInTheDocument();
    await user.clear(ssn());
    await user.type(ssn(), '666123456');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Must be a valid Social Security number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-loading', 'true');
  });
});
