import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { valuationOrderView } from '@heloc/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BpoCondition } from './condition';

const setup = (props: Partial<Parameters<typeof BpoCondition>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<BpoCondition view={valuationOrderView(null, true)} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
};

describe('bpo/condition', () => {
  it('explains the valuation, its fee and who pays, and orders it', async () => {
    const { user, onSubmit } = setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order your home’s valuation and condition check' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The valuation fee is $180.')).toBeInTheDocument();
    expect(screen.getByText(/You pay it at closing/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Texas homes are valued in person' })).toBeInTheDocument();
    expect(screen.getByText(/50\(a\)\(6\)\(Q\)\(ix\)/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Who will let the inspector in/ }), 'Ann Lee');
    await user.type(screen.getByRole('textbox', { name: /Their phone/ }), '4155550100');
    await user.type(screen.getByRole('textbox', { name: /Access notes/ }), 'Gate code 1234');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the $180 valuation fee, paid at closing' }));
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      contactName: 'Ann Lee',
      contactPhone: '4155550100',
      accessNotes: 'Gate code 1234',
      feeAccepted: true,
    });
  });

  it('will not order without the fee agreed, or without a contact', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(await screen.findByText('You must agree to the valuation fee to order it')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a draft but never a ticked fee, and shows a failure', () => {
    setup({
      initial: { contactName: 'Ann Lee', feeAccepted: true },
      error: 'We could not reach the server. Check your connection and try again.',
    });
    expect(screen.getByRole('textbox', { name: /Who will let the inspector in/ })).toHaveValue('Ann Lee');
    expect(screen.getByRole('checkbox', { name: /valuation fee/ })).not.toBeChecked();
    expect(screen.getByRole('alert', { name: 'That did not work' })).toBeInTheDocument();
  });
});
