import { appScreenUrl } from '@heloc/core';
import { stepRequest } from '@heloc/core/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../api/types';
import { fakeServer } from '../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { SigningIntroRoute } from './route';

const uuid = '11111111-2222-4333-8444-555555555555';
const application = {
  term: 10,
  rate: 7.5,
  amount: 150_000,
  uwCalculatedDrawAmount: 100_000,
  payType: 'AUTOPAY' as const,
  autopayAccount: { mask: '6789' },
  originationFeePercent: 2,
};
const row = (name: RegExp) => screen.getByRole('row', { name });

function setup(state: string, over: Record<string, unknown> = {}) {
  const journey = fakeJourney(uuid, {
    ...application,
    ...over,
    status: { applicationUuid: uuid, state, pendingSince: null },
  } as never);
  renderWithProviders(
    <WithJourney journey={journey}>
      <SigningIntroRoute />
    </WithJourney>,
  );
  return journey;
}

// The route module renders the view with the core's figures from the application record.
describe('signing/intro', () => {
  it('shows the final offer in full, from the application', () => {
    setup('FINAL_OFFER');
    expect(screen.getByRole('heading', { level: 1, name: 'Your final offer' })).toBeInTheDocument();
    expect(row(/^Line amount \$150,000\.00$/)).toBeInTheDocument();
    expect(row(/^Initial draw \$100,000\.00$/)).toBeInTheDocument();
    expect(row(/^Fixed interest rate 7\.50%$/)).toBeInTheDocument();
    expect(row(/^Annual percentage rate \(APR\) 7\.50%$/)).toBeInTheDocument();
    expect(row(/^Term 10 years$/)).toBeInTheDocument();
    expect(row(/^Monthly payment on the initial draw \$1,187\.02$/)).toBeInTheDocument();
    expect(row(/^Origination fee \$2,000\.00 \(2\.00% of the draw/)).toBeInTheDocument();
    expect(row(/^Cash you receive from the draw \$98,000\.00$/)).toBeInTheDocument();
    expect(row(/^County recording fees \(estimate\) \$0\.00 to \$315\.00$/)).toBeInTheDocument();
    expect(row(/^Recording taxes \(estimate\) \$0\.00 to \$2,100\.00/)).toBeInTheDocument();
    expect(row(/account ending 6789/)).toBeInTheDocument();
    expect(screen.getByText(/Regulation Z, 12 CFR §1026\.6\(a\)/)).toBeInTheDocument();
    for (const title of [
      'Closing summary: your account, fees and costs',
      'Home equity line of credit agreement and note',
      'Notice of right to cancel',
    ])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your documents' })).toHaveAttribute(
      'href',
      `/account/heloc/${uuid}/document/disclosures`,
    );
    expect(screen.getByRole('link', { name: 'Get help with signing' })).toHaveAttribute(
      'href',
      `/account/heloc/${uuid}/signing/support`,
    );
  });

  it('says manual payments when autopay was not chosen', () => {
    setup('FINAL_OFFER', { payType: 'MANUAL' });
    expect(row(/^Payments Manual payments/)).toBeInTheDocument();
  });

  it('explains how to change the offer, and accepts without a second click', async () => {
    setup('FINAL_OFFER');
    const change = screen.getByRole('button', { name: 'Choose a different offer' });
    await userEvent.click(change);
    // The explanation opens (its transition's timing is not the test's business).
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/will reopen your offers/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept and continue' })).toBeEnabled();
  });

  it('goes to the documents once the offer is accepted (NOTE_SIGNING)', () => {
    setup('NOTE_SIGNING');
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign your documents' })).toHaveAttribute(
      'href',
      `/account/heloc/${uuid}/signing/sign`,
    );
  });

  it('"Accept and continue" continues: accepted, the note prepared, the borrower is on signing/sign with no second press', async () => {
    const server = fakeServer();
    const accept = stepRequest('acceptFinalOffer', uuid);
    server.on(accept.method, new URL(accept.url, window.location.href).pathname, () => ({
      uuid,
      ...application,
      status: { applicationUuid: uuid, state: 'GEN_NOTE_SIGNING', pendingSince: null },
      offers: [],
    }));
    // The journey as the root keeps it: the step's answer, then what polling reads.
    let polled: (state: string) => void = () => undefined;
    function Journey() {
      const [state, setState] = useState('FINAL_OFFER');
      polled = setState;
      const journey = useMemo(
        () => ({
          ...fakeJourney(uuid, {
            ...application,
            status: { applicationUuid: uuid, state, pendingSince: null },
          } as never),
          applyApplication: (app: Application) => setState(app.status.state),
        }),
        [state],
      );
      return (
        <WithJourney journey={journey}>
          <SigningIntroRoute />
        </WithJourney>
      );
    }
    renderWithProviders(
      <Routes>
        <Route path={appScreenUrl(uuid, 'signing/intro')} element={<Journey />} />
        <Route path={appScreenUrl(uuid, 'signing/sign')} element={<h1>Sign your documents</h1>} />
      </Routes>,
      { path: appScreenUrl(uuid, 'signing/intro') },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(server.count(accept.method, new URL(accept.url, window.location.href).pathname)).toBe(1);
    // The note is being prepared: still here (the processing dialog says so).
    expect(screen.getByRole('heading', { level: 1, name: 'Your final offer' })).toBeInTheDocument();
    // The note is ready: on to signing/sign, without pressing "Sign your documents".
    act(() => polled('NOTE_SIGNING'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign your documents' })).toBeInTheDocument();
  });

  it('says the offer is being updated when none is held (revalue)', () => {
    setup('FINAL_OFFER', { term: 0, rate: 0 });
    expect(screen.getByText('Your offer is not available right now')).toBeInTheDocument();
  });
});
