import { LIEN_ATTESTATION_MESSAGES, underwritingPath, type UnderwritingResponse } from '@heloc/core';
import { stepRequest } from '@heloc/core/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../api/types';
import { JourneyContext, type Journey } from '../../features/journey/journey-context';
import { fakeServer } from '../../test/fake-server';
import { LIEN_FACTS } from '../../test/offer-fixtures';
import { renderWithProviders } from '../../test/render';
import { Liens } from './liens';
import { LiensRoute } from './route';

describe('liens', () => {
  it('asks the borrower to confirm the loans on their home, each one found with its balance', () => {
    renderWithProviders(<Liens facts={LIEN_FACTS.twoLiens} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm the loans on your home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Second Street Credit Union' })).toBeInTheDocument();
    expect(screen.getByText('$42,500')).toBeInTheDocument();
  });

  it('marks a lien paid off with a note and sends it as a correction', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Liens facts={LIEN_FACTS.twoLiens} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Acme Mortgage/ })).getByRole('radio', { name: 'This is correct' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Second Street/ })).getByRole('radio', {
        name: 'This is paid off',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(screen.getByText(LIEN_ATTESTATION_MESSAGES.paidOffNote)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'When and how was it paid off?' }), 'Closed in May 2026');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      attest: true,
      corrections: [{ lienUuid: 'lien-2', paidOff: true, balance: 0, note: 'Closed in May 2026' }],
      liens: [],
      inquiries: [],
    });
  });

  it('with nothing found, still asks for the attestation and lets a missed loan be added', () => {
    renderWithProviders(<Liens facts={LIEN_FACTS.none} onSubmit={vi.fn()} />);
    expect(screen.getByText('The title search found no loans or liens on your home.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a loan' })).toBeInTheDocument();
  });
});

describe('the route', () => {
  afterEach(() => vi.unstubAllGlobals());
  const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
  const journey = (): Journey =>
    ({
      uuid: UUID,
      application: { uuid: UUID } as Application,
      profile: {},
      status: { applicationUuid: UUID, state: 'LIEN_VERIFICATION', pendingSince: null },
      decision: null,
      machineState: 'liens',
      applyApplication: vi.fn(),
      sendMachineEvent: vi.fn(),
    }) as unknown as Journey;
  const FACTS: UnderwritingResponse = {
    decision: null,
    creditFreeze: null,
    offerChange: null,
    liens: LIEN_FACTS.twoLiens,
    payoff: null,
    valuation: null,
    delinquency: null,
    ownership: null,
    manualReviewSince: null,
  };

  it('reads the liens from the underwriting facts and sends the attestation as the liens step', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath(UUID), () => FACTS);
    const { url } = stepRequest('liens', UUID);
    server.on('POST', new URL(url, window.location.href).pathname, () => ({
      uuid: UUID,
      status: { state: 'LIEN_VERIFICATION' },
    }));
    const j = journey();
    renderWithProviders(
      <JourneyContext value={j}>
        <LiensRoute />
      </JourneyContext>,
    );
    const user = userEvent.setup();
    for (const name of [/Acme Mortgage/, /Second Street/])
      await user.click(
        within(await screen.findByRole('radiogroup', { name })).getByRole('radio', { name: 'This is correct' }),
      );
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(j.applyApplication).toHaveBeenCalledOnce());
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      attest: true,
      corrections: [],
      liens: [],
      inquiries: [],
    });
  });

  it('a failed read says so instead of an empty form', async () => {
    fakeServer();
    renderWithProviders(
      <JourneyContext value={journey()}>
        <LiensRoute />
      </JourneyContext>,
    );
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toBeInTheDocument();
  });
});
