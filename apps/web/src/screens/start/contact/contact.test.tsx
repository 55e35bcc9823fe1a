import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StartContact } from './contact';

const setup = (props: Partial<Parameters<typeof StartContact>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<StartContact email="ann@example.com" phone="4155550100" onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
};
const email = () => screen.getByRole('textbox', { name: /^Email/ });
const phone = () => screen.getByRole('textbox', { name: /^Mobile phone/ });

describe('start/contact', () => {
  it('shows the known email and the phone formatted, and confirms them', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your contact details' })).toBeInTheDocument();
    expect(email()).toHaveValue('ann@example.com');
    expect(phone()).toHaveValue('(415) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ann@example.com', phone: '(415) 555-0100' });
  });

  it('sends the details the borrower changes', async () => {
    const { onSubmit, user } = setup();
    await user.clear(email());
    await user.type(email(), 'ann.lee@example.com');
    await user.clear(phone());
    await user.type(phone(), '212-555-0199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ann.lee@example.com', phone: '212-555-0199' });
  });

  it('checks each field when it is left, and sends nothing invalid', async () => {
    const { onSubmit, user } = setup();
    await user.clear(email());
    await user.type(email(), 'ann@');
    await user.clear(phone());
    await user.type(phone(), '555-0199');
    await user.tab();
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(await screen.findByText('Must be a 10-digit US phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-loading', 'true');
  });
  it('the experiment: control keeps the line as it was; the reassurance variant adds what the details are not for', () => {
    setup();
    expect(screen.getByText('We will send your documents and updates here.')).toBeVisible();
  });
  it('reassurance variant', () => {
    setup({ variant: 'reassurance' });
    expect(screen.getByText(/never share them for marketing without your consent/)).toBeVisible();
  });
});
