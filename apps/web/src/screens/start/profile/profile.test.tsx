import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StartProfile } from './profile';

const setup = (props: Partial<Parameters<typeof StartProfile>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(
    <StartProfile fullName="Ann Lee" address="12 Oak Street San Mateo, CA 94401" onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, user: userEvent.setup() };
};
const ssn = () => screen.getByRole('textbox', { name: /^Social Security number/ });
const consent = () => screen.getByRole('checkbox', { name: 'I agree to a soft credit check to see my offers' });

describe('start/profile', () => {
  it('shows who and where, and sends the SSN with the soft-check consent', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Let’s check your rate' })).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('12 Oak Street San Mateo, CA 94401')).toBeInTheDocument();
    expect(
      screen.getByText('Checking your rate uses a soft credit pull, which does not affect your credit score.'),
    ).toBeInTheDocument();
    await user.type(ssn(), '123456789');
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'See my offers' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ ssn: '123456789', softCreditConsent: true });
  });

  it('needs the consent and a valid SSN before it sends anything', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'See my offers' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the soft credit check to continue')).toBeInTheDocument();
    await user.type(ssn(), '000123456');
    await user.tab();
    expect(await screen.findByText('Must be a valid Social Security number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not offer the SSN to the browser’s autofill', () => {
    setup();
    expect(ssn()).toHaveAttribute('autocomplete', 'off');
  });

  it('shows a failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'See my offers' })).toHaveAttribute('data-loading', 'true');
  });
});
