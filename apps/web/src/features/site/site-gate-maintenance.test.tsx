/**
 * The site gate asks the maintenance flag again on navigation (applicant-journey §2, §7): a borrower
 * already in the app gets the maintenance page on their next move to a flagged route.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_FLAG_STALE_MS } from '@heloc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { SiteGate } from './site-gate';

const DECISION = '/service-optimize/external/api/v2/decision';

let server: FakeServer;
let flag: { flagEnabled: boolean; variables: Record<string, unknown> };
beforeEach(() => {
  server = fakeServer();
  flag = { flagEnabled: false, variables: {} };
  server.on('POST', DECISION, () => flag);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderGate() {
  return renderWithProviders(
    <Routes>
      <Route element={<SiteGate />}>
        <Route
          path="/account/heloc/register"
          element={<Link to="/account/heloc/heloc-signer/login">Sign in as a signer</Link>}
        />
        <Route path="/account/heloc/heloc-signer/login" element={<h1>Signer sign-in</h1>} />
      </Route>
    </Routes>,
    { path: '/account/heloc/register' },
  );
}

const maintenanceAsks = () =>
  server.requests.filter(
    (r) => r.path === DECISION && (r.body as { featureKey?: string }).featureKey === 'fe-heloc-maintenance',
  ).length;

describe('SiteGate: maintenance', () => {
  it('asks the fe-heloc-maintenance flag again on the next navigation, and shows the maintenance page on a route flagged meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderGate();
    await screen.findByRole('link', { name: 'Sign in as a signer' }, { timeout: 5_000 });
    await waitFor(() => expect(maintenanceAsks()).toBeGreaterThan(0), { timeout: 5_000 });
    const asked = maintenanceAsks();
    // The operator turns maintenance on for the signer area while the borrower reads the page.
    flag = {
      flagEnabled: true,
      variables: { routes: '["/heloc-signer"]', message: '', pageTitle: '', shouldShowDashboardLink: false },
    };
    vi.setSystemTime(Date.now() + MAINTENANCE_FLAG_STALE_MS + 1);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in as a signer' }));
    await waitFor(() => expect(maintenanceAsks()).toBe(asked + 1), { timeout: 5_000 });
    expect(await screen.findByText(DEFAULT_MAINTENANCE_MESSAGE, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signer sign-in' })).not.toBeInTheDocument();
  });
});
