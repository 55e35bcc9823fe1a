import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReviewAppProperty } from './property';

const current = { street1: '1 Nowhere Lane', city: 'San Mateo', state: 'CA', zip: '94401' };
const setup = (props: Partial<Parameters<typeof ReviewAppProperty>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ReviewAppProperty
      reason="none-found"
      current={current}
      licensedStates={['WA', 'CA', 'TX']}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};
const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('review-app/property', () => {
  it('shows the address that found nothing, pre-filled, and sends the corrected one', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t find your property' })).toBeInTheDocument();
    expect(screen.getByText('1 Nowhere Lane San Mateo, CA 94401')).toBeInTheDocument();
    expect(
      screen.getByText('Public records show no property at this address. Check the street, city and ZIP code.'),
    ).toBeInTheDocument();
    expect(box(/^Street address/)).toHaveValue('1 Nowhere Lane');
    // Only the lender's states, in order.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'CA', 'TX', 'WA']);
    await user.clear(box(/^Street address/));
    await user.type(box(/^Street address/), '12 Oak Street');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'TX');
    await user.clear(box(/^ZIP code/));
    await user.type(box(/^ZIP code/), '73301');
    await user.click(screen.getByRole('button', { name: 'Find my property' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      street1: '12 Oak Street',
      street2: null,
      city: 'San Mateo',
      state: 'TX',
      zip: '73301',
    });
  });

  it('for several matches asks for the unit and sends it', async () => {
    const { onSubmit, user } = setup({ reason: 'several-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'We found more than one property' })).toBeInTheDocument();
    await user.type(box(/^Apartment, unit or suite/), 'Unit 4');
    await user.click(screen.getByRole('button', { name: 'Find my property' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ ...current, street2: 'Unit 4' });
  });

  it('refuses a missing street and a malformed ZIP code', async () => {
    const { onSubmit, user } = setup();
    await user.clear(box(/^Street address/));
    await user.clear(box(/^ZIP code/));
    await user.type(box(/^ZIP code/), '944');
    await user.click(screen.getByRole('button', { name: 'Find my property' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be a 5-digit ZIP code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Find my property' })).toHaveAttribute('data-loading', 'true');
  });
});
