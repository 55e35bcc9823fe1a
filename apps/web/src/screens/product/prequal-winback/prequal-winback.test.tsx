import { offerChangeView } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OFFER_CHANGES } from '../../../test/offer-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PrequalWinback } from './prequal-winback';

const FACTS = OFFER_CHANGES.lienPosition;
const setup = (props: Partial<Parameters<typeof PrequalWinback>[0]> = {}) => {
  const onAnswer = vi.fn();
  renderWithProviders(<PrequalWinback offer={FACTS.after} change={offerChangeView(FACTS)} onAnswer={onAnswer} {...props} />);
  return { onAnswer, user: userEvent.setup() };
};

describe('product/prequal-winback', () => {
  it('shows the new offer and why it changed, before and after side by side', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'We have a different offer for you' })).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Your new offer' });
    expect(within(offer).getByText('$90,000')).toBeInTheDocument();
    expect(within(offer).getByText('9.45%')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your offer before and after' });
    const cltv = within(table).getByRole('rowheader', { name: 'Combined loan-to-value (CLTV)' }).closest('tr') as HTMLElement;
    expect(within(cltv).getAllByRole('cell').map((c) => c.textContent)).toEqual(['74.0%', '80.0% ▲(went up)']);
    expect(screen.getByText('More is owed on the loans ahead of this line: $310,000 instead of $250,000.')).toBeInTheDocument();
  });

  it('accepts the offer', async () => {
    const { onAnswer, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('declining first says the application will be withdrawn, and only the confirmation withdraws it', async () => {
    const { onAnswer, user } = setup();
    await user.click(screen.getByRole('button', { name: 'No thanks, withdraw my application' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('If you decline this offer, your application will be withdrawn');
    await user.click(screen.getByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No thanks, withdraw my application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my application' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('shows a failed request', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.' });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent('We could not reach the server.');
  });
});
