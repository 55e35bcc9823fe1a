import { HANDOFF_MESSAGES, HANDOFF_PATH, LOGIN_PATH } from '@heloc/core';
import { ENDPOINTS as E } from '@heloc/core/contract';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/storage';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { Handoff } from './handoff';
import { HandoffRoute } from './route';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const IDENTITY = '/account/heloc/6f1c2a4e-0000-4000-8000-000000000000/identity';

function Where() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.hash}
    </p>
  );
}
const open = (hash: string) =>
  renderWithProviders(
    <Routes>
      <Route path={HANDOFF_PATH} element={<HandoffRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: `${HANDOFF_PATH}${hash}` },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('auth/handoff', () => {
  it('says it is signing in while it works', () => {
    renderWithProviders(<Handoff state="working" loginHref={LOGIN_PATH} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Continue on your phone' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in on this phone…');
  });

  it('redeems the code from the fragment once, keeps the new session and opens the step', async () => {
    const server = fakeServer();
    server.on('POST', E.redeemHandoff.path, () => ({ jwt: 'phone.jwt.token', path: IDENTITY }));
    open(`#t=${TOKEN}`);
    expect(await screen.findByText(`Now at ${IDENTITY}`)).toBeInTheDocument();
    expect(tokenStore.get()).toBe('phone.jwt.token');
    expect(server.requests.filter((r) => r.path === E.redeemHandoff.path)).toEqual([
      { method: 'POST', path: E.redeemHandoff.path, body: { token: TOKEN } },
    ]);
    // The token never travelled in a URL.
    expect(server.requests.some((r) => r.method === 'GET' && r.path.includes(TOKEN))).toBe(false);
  });

  it('says a used or expired code cannot sign in, and offers plain sign-in', async () => {
    const server = fakeServer();
    server.on('POST', E.redeemHandoff.path, () => json({ errors: [HANDOFF_MESSAGES.invalid] }, 400));
    open(`#t=${TOKEN}`);
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toHaveTextContent(HANDOFF_MESSAGES.invalid);
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', LOGIN_PATH);
    expect(tokenStore.get()).toBeNull();
  });

  it('without a code in the link, asks nothing of the server', async () => {
    const server = fakeServer();
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(HANDOFF_MESSAGES.invalid);
    expect(server.requests).toEqual([]);
  });
});
