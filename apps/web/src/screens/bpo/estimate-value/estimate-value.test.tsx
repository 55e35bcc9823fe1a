import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { valuationOrderView } from '@heloc/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EstimateValue } from './estimate-value';

const setup = (props: Partial<Parameters<typeof EstimateValue>[0]> = {}) => {
  const onSubmit = vi.fn();
  const onOrder = vi.fn();
  renderWithProviders(
    <EstimateValue
      onSubmit={onSubmit}
      order={{ view: valuationOrderView(null, false), onSubmit: onOrder }}
      {...props}
    />,
  );
  return { onSubmit, onOrder, user: userEvent.setup() };
};
const value = () => screen.getByRole('textbox', { name: /estimated value/ });

describe('bpo/estimate-value', () => {
  it('guides the estimate and sends it', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'What is your home worth?' })).toBeInTheDocument();
    expect(screen.getByText('Enter a value between $50,000 and $20,000,000.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to base your estimate on' })).toBeInTheDocument();
    await user.type(value(), '525000');
    expect(value()).toHaveValue('$525,000');
    await user.click(screen.getByRole('button', { name: 'Use my estimate' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ estimatedValue: 525_000 });
  });

  it('refuses a value under the range', async () => {
    const { user, onSubmit } = setup();
    await user.type(value(), '40000');
    await user.click(screen.getByRole('button', { name: 'Use my estimate' }));
    expect(await screen.findByText('Must be at least $50,000')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('orders a valuation instead, agreeing to the $180 fee', async () => {
    const { user, onOrder, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Order a valuation instead' }));
    expect(screen.getByText('The valuation fee is $180.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Who will let the inspector in/ }), 'Ann Lee');
    await user.type(screen.getByRole('textbox', { name: /Their phone/ }), '4155550100');
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(await screen.findByText('You must agree to the valuation fee to order it')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the $180 valuation fee, paid at closing' }));
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(onOrder).toHaveBeenCalledExactlyOnceWith({
      contactName: 'Ann Lee',
      contactPhone: '4155550100',
      feeAccepted: true,
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
