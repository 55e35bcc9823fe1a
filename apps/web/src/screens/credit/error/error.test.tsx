import { creditFreezeView, underwritingPath } from '@heloc/core';
import { stepRequest } from '@heloc/core/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { freezeFacts, underwritingFacts } from '../../../test/underwriting-fixtures';
import { CreditError } from './error';
import { CreditErrorRoute } from './route';

afterEach(() => vi.unstubAllGlobals());

const setup = (view = creditFreezeView(freezeFacts()), props: { error?: string; submitting?: boolean } = {}) => {
  const onRetry = vi.fn();
  const onPin = vi.fn();
  renderWithProviders(<CreditError view={view} onRetry={onRetry} onPin={onPin} {...props} />);
  return { onRetry, onPin, user: userEvent.setup() };
};

describe('credit/error', () => {
  it('names the bureau, says how to lift its freeze, and retries once lifted', async () => {
    const { onRetry, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Equifax credit file is frozen' })).toBeInTheDocument();
    expect(screen.getByText(/soft credit check: it does not affect your credit score/)).toBeInTheDocument();
    const lift = screen.getByRole('region', { name: 'How to lift your Equifax freeze' });
    expect(within(lift).getByRole('link', { name: 'equifax.com/personal/credit-report-services' })).toHaveAttribute(
      'href',
      'https://www.equifax.com/personal/credit-report-services/',
    );
    expect(within(lift).getByRole('link', { name: '1-888-298-0045' })).toHaveAttribute('href', 'tel:18882980045');
    expect(within(lift).getByText(/within one hour/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/freeze PIN/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I’ve lifted the freeze — try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('explains a hard pull in its own words', () => {
    setup(creditFreezeView(freezeFacts({ pull: 'HARD', bureau: 'TRANSUNION' })));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your TransUnion credit file is frozen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the full credit check you agreed to when you submitted it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-888-909-8872' })).toBeInTheDocument();
  });

  it('takes the freeze PIN, checks it on blur and sends it', async () => {
    const { onPin, user } = setup(creditFreezeView(freezeFacts({ withPin: true, bureau: 'EXPERIAN' })));
    const pin = screen.getByLabelText(/Experian freeze PIN/);
    await user.type(pin, '12a');
    await user.tab();
    expect(await screen.findByText('Must be 4 to 10 digits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock with my PIN' }));
    expect(onPin).not.toHaveBeenCalled();
    await user.clear(pin);
    await user.type(pin, '1234');
    await user.click(screen.getByRole('button', { name: 'Unlock with my PIN' }));
    expect(onPin).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('shows a failed retry and keeps the PIN typed', async () => {
    const { user } = setup(creditFreezeView(freezeFacts({ withPin: true })), {
      error: 'We could not reach the server. Check your connection and try again.',
    });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server.',
    );
    await user.type(screen.getByLabelText(/Equifax freeze PIN/), '9876');
    expect(screen.getByLabelText(/Equifax freeze PIN/)).toHaveValue('9876');
  });

  it('reads the freeze from the server and sends creditRetry with the PIN', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath('app-1'), () =>
      underwritingFacts({ creditFreeze: freezeFacts({ withPin: true, bureau: 'EXPERIAN' }) }),
    );
    const retry = stepRequest('creditRetry', 'app-1');
    server.on(retry.method, new URL(retry.url, window.location.href).pathname, () => ({
      uuid: 'app-1',
      status: { applicationUuid: 'app-1', state: 'SOFT_CREDIT_LOCKED_OR_FROZEN', pendingSince: null },
      offers: [],
    }));
    const user = userEvent.setup();
    renderWithProviders(
      <WithJourney
        journey={fakeJourney('app-1', {
          status: { applicationUuid: 'app-1', state: 'SOFT_CREDIT_LOCKED_OR_FROZEN', pendingSince: null },
        } as never)}
      >
        <CreditErrorRoute />
      </WithJourney>,
    );
    await user.type(await screen.findByLabelText(/Experian freeze PIN/), '1234');
    await user.click(screen.getByRole('button', { name: 'Unlock with my PIN' }));
    await vi.waitFor(() =>
      expect(server.requests.find((r) => r.method === retry.method && r.path.endsWith('/credit/retry'))?.body).toEqual({
        pin: '1234',
      }),
    );
    // The facts are read again after the retry (a wrong PIN keeps the state; its count must be current).
    await vi.waitFor(() => expect(server.count('GET', underwritingPath('app-1'))).toBe(2));
  });

  it('never strands the borrower when the facts cannot be read: every bureau’s way, the PIN from the status, and the retry', async () => {
    const server = fakeServer();
    const retry = stepRequest('creditRetry', 'app-1');
    server.on(retry.method, new URL(retry.url, window.location.href).pathname, () => ({
      uuid: 'app-1',
      status: { applicationUuid: 'app-1', state: 'HARD_CREDIT_LOCKED_OR_FROZEN', pendingSince: null },
      offers: [],
    }));
    const user = userEvent.setup();
    renderWithProviders(
      <WithJourney
        journey={fakeJourney('app-1', {
          status: {
            applicationUuid: 'app-1',
            state: 'HARD_CREDIT_LOCKED_OR_FROZEN',
            pendingSince: null,
            creditFrozenWithPin: true,
          },
        } as never)}
      >
        <CreditErrorRoute />
      </WithJourney>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your credit file is frozen' })).toBeInTheDocument();
    expect(screen.getByText(/hard credit check/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Equifax',
      'Experian',
      'TransUnion',
    ]);
    expect(screen.getByLabelText(/^Freeze PIN/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I’ve lifted the freeze — try again' }));
    await vi.waitFor(() => expect(server.requests.find((r) => r.path.endsWith('/credit/retry'))?.body).toEqual({}));
  });
});
