/** product/assets: why, what counts, the link it starts, and each linked account with what counts of it. */
import { appScreenUrl } from '@heloc/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { pendingLinkStore } from '../../../lib/storage';
import { fakeServer, json, type FakeServer } from '../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { ProductAssets } from './assets';
import { Component } from './route';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const SESSIONS = `/service-application/api/v1/application/heloc/${U}/link-sessions`;
const ACCOUNTS = [
  { institution: 'First Platypus Bank', kind: 'SAVINGS', mask: '1111', balance: 20_000 },
  { institution: 'Houndstooth Brokerage', kind: 'RETIREMENT', mask: '2222', balance: 100_000 },
  { institution: 'First Platypus Bank', kind: 'CREDIT', mask: '3333', balance: 4_000 },
];

let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  server = fakeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('product/assets', () => {
  it('explains why and what counts before anything is linked', () => {
    renderWithProviders(<ProductAssets accounts={[]} onLink={vi.fn()} onContinue={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your savings can help you qualify' })).toBeVisible();
    expect(screen.getByText(/income you told us about is not enough on its own/)).toBeVisible();
    expect(screen.getByText(/Retirement accounts such as a 401\(k\) or IRA do not count/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue to offers' })).toBeNull();
  });

  it('shows each linked account, whether it counts, and the total', async () => {
    const onContinue = vi.fn();
    renderWithProviders(<ProductAssets accounts={ACCOUNTS} onLink={vi.fn()} onContinue={onContinue} />);
    const row = (mask: string) =>
      screen.getAllByRole('listitem').find((li) => li.textContent?.includes(`ending in ${mask}`)) as HTMLElement;
    expect(within(row('1111')).getByText('Counts in full')).toBeVisible();
    expect(within(row('2222')).getByText('Does not count')).toBeVisible();
    expect(within(row('3333')).getByText('Does not count')).toBeVisible();
    expect(screen.getByText('Total that counts').parentElement).toHaveTextContent(/\$20,000/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to offers' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('starts an assets link that comes back to this screen, and shows a failed start', async () => {
    let calls = 0;
    server.on('POST', SESSIONS, () =>
      ++calls === 1
        ? json({ errors: ['Linking assets is not open at this point of the application.'] }, 409)
        : { linkUrl: '/sandbox-link/tok', expiresAt: '2026-11-22T16:00:00Z' },
    );
    renderWithProviders(
      <WithJourney journey={fakeJourney(U, { assetDepletion: { complete: false } })}>
        <Routes>
          <Route path="*" element={<Component />} />
        </Routes>
      </WithJourney>,
      { path: appScreenUrl(U, 'product/assets') },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link your accounts' }));
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'Linking assets is not open',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link your accounts' }));
    await waitFor(() =>
      expect(pendingLinkStore.get()).toMatchObject({
        helocUuid: U,
        purpose: 'assets',
        returnTo: appScreenUrl(U, 'product/assets'),
      }),
    );
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { purpose: 'assets' },
      { purpose: 'assets' },
    ]);
  });
});
