/**
 * The site gate against a fetch fake: what the shell shows a signed-in user is decided from the
 * session's own records (the profile's type, the identity-broker user's isBroker).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { tokenStore } from '../../lib/storage';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { SiteGate } from './site-gate';

const FIGUREINFO = '/identity-broker/customer/secure/api/v3/self/figureinfo';
let server: FakeServer;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = fakeServer();
  server.on('POST', '/service-optimize/external/api/v2/decision', () => ({ flagEnabled: false, variables: {} }));
  server.on('GET', '/service-profile/api/v1/profile', () => ({ uuid: 'p1', email: 'sam@example.com', type: 'CO_DEEDER', name: null }));
  tokenStore.set('a.b.c');
});
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderWithProviders(
    <Routes>
      <Route element={<SiteGate />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { path: '/account/heloc/heloc-signer/resume' },
  );

describe('SiteGate: the Dashboard for additional signers (shared-surfaces §6)', () => {
  it('a signer who is a broker (isBroker on the session) has the Dashboard in the apps menu', async () => {
    server.on('GET', FIGUREINFO, () => ({ identityUuid: 'p1', userType: 'AGENT', isBroker: true }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Apps' }, { timeout: 15_000 }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    const call = server.requests.find((r) => r.path === FIGUREINFO);
    expect(call?.method).toBe('GET');
  });

  it('a signer who is not a broker does not', async () => {
    server.on('GET', FIGUREINFO, () => ({ identityUuid: 'p1', userType: 'CO_DEEDER', isBroker: false }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Apps' }, { timeout: 15_000 }));
    expect(await screen.findByRole('menuitem', { name: 'Marketplace' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
