import { offerChangeView, underwritingPath, type UnderwritingResponse } from '@heloc/core';
import { stepRequest } from '@heloc/core/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../../api/types';
import { JourneyContext, type Journey } from '../../../features/journey/journey-context';
import { fakeServer } from '../../../test/fake-server';
import { OFFER_CHANGES } from '../../../test/offer-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PrequalWinback } from './prequal-winback';
import { PrequalWinbackRoute } from './route';

const FACTS = OFFER_CHANGES.lienPosition;
const setup = (props: Partial<Parameters<typeof PrequalWinback>[0]> = {}) => {
  const onAnswer = vi.fn();
  renderWithProviders(
    <PrequalWinback offer={FACTS.after} change={offerChangeView(FACTS)} onAnswer={onAnswer} {...props} />,
  );
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
    const cltv = within(table)
      .getByRole('rowheader', { name: 'Combined loan-to-value (CLTV)' })
      .closest('tr') as HTMLElement;
    expect(
      within(cltv)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['74.0%', '80.0% ▲(went up)']);
    expect(
      screen.getByText('More is owed on the loans ahead of this line: $310,000 instead of $250,000.'),
    ).toBeInTheDocument();
  });

  it('accepts the offer', async () => {
    const { onAnswer, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('declining first says the application will be withdrawn, and only the confirmation withdraws it', async () => {
    const { onAnswer, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Decline this offer' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'If you decline this offer, your application will be withdrawn',
    );
    await user.click(screen.getByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline this offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my application' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('shows a failed request', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.' });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server.',
    );
  });
});

describe('the route', () => {
  afterEach(() => vi.unstubAllGlobals());
  const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
  const facts = (offerChange: UnderwritingResponse['offerChange']): UnderwritingResponse => ({
    decision: null,
    creditFreeze: null,
    offerChange,
    liens: null,
    payoff: null,
    valuation: null,
    delinquency: null,
    ownership: null,
    manualReviewSince: null,
  });
  const journey = (): Journey =>
    ({
      uuid: UUID,
      application: { uuid: UUID } as Application,
      profile: {},
      status: { applicationUuid: UUID, state: 'CLTV_LIEN_POSITION_REQUALIFY', pendingSince: null },
      decision: null,
      machineState: 'winback',
      applyApplication: vi.fn(),
      sendMachineEvent: vi.fn(),
    }) as unknown as Journey;

  it('declining after the confirmation sends winback { accept: false }', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath(UUID), () => facts(FACTS));
    server.on('POST', new URL(stepRequest('winback', UUID).url, window.location.href).pathname, () => ({
      uuid: UUID,
      status: { state: 'CANCELLED' },
    }));
    const j = journey();
    renderWithProviders(
      <JourneyContext value={j}>
        <PrequalWinbackRoute />
      </JourneyContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline this offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my application' }));
    await waitFor(() => expect(j.applyApplication).toHaveBeenCalledOnce());
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ accept: false }]);
  });

  it('before the figures are in, says the offer is not ready and that we will email', async () => {
    fakeServer().on('GET', underwritingPath(UUID), () => facts(null));
    renderWithProviders(
      <JourneyContext value={journey()}>
        <PrequalWinbackRoute />
      </JourneyContext>,
    );
    expect(await screen.findByText(/We will email you as soon as it is/)).toBeInTheDocument();
  });
});
