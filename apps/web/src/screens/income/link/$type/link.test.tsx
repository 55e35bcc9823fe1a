/** income/link/{type}: what the borrower reads before leaving, the session it asks for, and where the other types go. */
import { BASE_PATH, appScreenUrl, incomeLinkScreen } from '@heloc/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { pendingLinkStore } from '../../../../lib/storage';
import { fakeServer, json, type FakeServer } from '../../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../../test/journey';
import { renderWithProviders } from '../../../../test/render';
import { IncomeLink } from './link';
import { Component } from './route';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const SESSIONS = `/service-application/api/v1/application/heloc/${U}/link-sessions`;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const open = (type: string) =>
  renderWithProviders(
    <WithJourney journey={fakeJourney(U)}>
      <Routes>
        <Route path={`${BASE_PATH}/:uuid/income/link/:type`} element={<Component />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </WithJourney>,
    { path: appScreenUrl(U, `income/link/${type}` as 'income/link/TRUV_PAYROLL') },
  );

let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  server = fakeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('income/link/{type}', () => {
  it('says who the provider is, what is shared, what is needed, and asks before leaving', async () => {
    const view = incomeLinkScreen('POINTSERV_PAYROLL');
    if (view.kind !== 'link') throw new Error('linkable');
    const onContinue = vi.fn();
    const onChooseAnother = vi.fn();
    renderWithProviders(<IncomeLink view={view.view} onContinue={onContinue} onChooseAnother={onChooseAnother} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your income with Pointserv' })).toBeVisible();
    expect(
      screen.getByText(
        'Your pay: pay dates and pay frequency, and gross and net pay for this year so far and the last two years',
      ),
    ).toBeVisible();
    expect(screen.getByText(/payroll or HR account/)).toBeVisible();
    expect(screen.getByText(/you authorize Pointserv to share the information above with us/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Pointserv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onChooseAnother).toHaveBeenCalledOnce();
  });

  it('asks for an income link session for the type and remembers it in this tab', async () => {
    server.on('POST', SESSIONS, () => ({ linkUrl: 'https://evil.example/steal', expiresAt: '2026-11-22T16:00:00Z' }));
    open('TRUV_PAYROLL');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Truv' }));
    await waitFor(() => expect(server.count('POST', SESSIONS)).toBe(1));
    expect(server.requests.at(-1)?.body).toEqual({ purpose: 'income', sourceType: 'TRUV_PAYROLL' });
    // An answer pointing off-site is refused: the borrower stays, told it did not work.
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toBeVisible();
    expect(pendingLinkStore.get()).toBeNull();
  });

  it('shows a failed start, keeps the borrower on the page, and can try again', async () => {
    let calls = 0;
    server.on('POST', SESSIONS, () =>
      ++calls === 1
        ? json({ errors: ['Linking income is not open at this point of the application.'] }, 409)
        : { linkUrl: '/sandbox-link/tok', expiresAt: '2026-11-22T16:00:00Z' },
    );
    open('PLAID_TRANSACTIONS');
    const button = screen.getByRole('button', { name: 'Continue to Plaid' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'Linking income is not open',
    );
    await userEvent.click(button);
    await waitFor(() =>
      expect(pendingLinkStore.get()).toMatchObject({
        helocUuid: U,
        purpose: 'income',
        sourceType: 'PLAID_TRANSACTIONS',
        returnTo: appScreenUrl(U, 'income/review'),
      }),
    );
  });

  it('sends the paystub upload to its own screen and an unknown type back to the review', () => {
    const first = open('MANUAL_PAYSTUB');
    expect(screen.getByTestId('where')).toHaveTextContent(appScreenUrl(U, 'income/upload/MANUAL_PAYSTUB'));
    first.unmount();
    open('NOT_A_TYPE');
    expect(screen.getByTestId('where')).toHaveTextContent(appScreenUrl(U, 'income/review'));
  });

  it('goes back to the review on "Choose another way"', async () => {
    open('TRUV_PAYROLL');
    await userEvent.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(screen.getByTestId('where')).toHaveTextContent(appScreenUrl(U, 'income/review'));
  });
});
