import { conditionCard } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PhoneNumberView } from './phone-number';

const card = conditionCard({
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'MISSING_PHONE_NUMBER',
  actionNeeded: true,
});
const phone = () => screen.getByRole('textbox', { name: /^Mobile phone/ });

describe('conditions/phone-number', () => {
  it('says what is needed and sends a valid number', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PhoneNumberView card={card} dashboardHref="/c" onSubmit={onSubmit} />);
    expect(screen.getByText('Add a phone number where we can reach you.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(phone(), '(415) 555-0134');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('(415) 555-0134');
  });

  it('refuses a number that is too short and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PhoneNumberView card={card} dashboardHref="/c" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(phone(), '555');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveValue('555');
  });

  it('shows the server’s message when saving failed', () => {
    renderWithProviders(
      <PhoneNumberView card={card} dashboardHref="/c" onSubmit={vi.fn()} error="We could not save it." />,
    );
    expect(screen.getByText('We could not save it.')).toBeInTheDocument();
  });
});
