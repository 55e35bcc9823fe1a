import { creditFreezeView } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { freezeFacts } from '../../../test/underwriting-fixtures';
import { IncorrectPin } from './incorrect-pin';

const wrong = (attempts: number) =>
  creditFreezeView(freezeFacts({ withPin: true, incorrectPinAttempts: attempts }), { wrongPin: true });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('review-app/incorrect-pin', () => {
  it('says the PIN was wrong, offers another try first and lifting the freeze instead', async () => {
    const onPin = vi.fn();
    const onRetry = vi.fn();
    renderWithProviders(<IncorrectPin view={wrong(1)} onPin={onPin} onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'That PIN didn’t unlock your credit file' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Equifax did not accept the PIN you entered. Check it and try again, or lift the freeze instead.',
      ),
    ).toBeInTheDocument();
    expect(headings()).toEqual(['Have your freeze PIN?', 'How to lift your Equifax freeze']);
    await userEvent.type(screen.getByLabelText(/Equifax freeze PIN/), '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock with my PIN' }));
    expect(onPin).toHaveBeenCalledExactlyOnceWith('4321');
    await userEvent.click(screen.getByRole('button', { name: 'I’ve lifted the freeze — try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('counts the wrong attempts and puts lifting the freeze first after three', () => {
    renderWithProviders(<IncorrectPin view={wrong(3)} onPin={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByText(/\(3 wrong attempts so far\)/)).toBeInTheDocument();
    expect(headings()).toEqual(['How to lift your Equifax freeze', 'Have your freeze PIN?']);
  });
});
