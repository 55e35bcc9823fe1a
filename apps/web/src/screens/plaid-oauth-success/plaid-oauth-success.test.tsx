/**
 * The top-level return, through the real HTTP client against a fetch fake: the right step with the
 * right body, once; the token never spent again on reload; each code by its fixed message.
 */
import { BASE_PATH, LINK_ERROR_MESSAGES, LINK_NOT_IN_THIS_TAB_MESSAGE, topLevelUrl } from '@heloc/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { helocUuidStore, pendingLinkStore, tokenStore, type PendingLink } from '../../lib/storage';
import { fakeServer, json, type FakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { Component } from './route';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const APP = `/service-application/api/v1/application/heloc/${U}`;
const RETURN = topLevelUrl('plaid-oauth-success');

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const open = (search: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path={RETURN}
        element={
          <>
            <Component />
            <Where />
          </>
        }
      />
      <Route path={`${BASE_PATH}/:uuid/*`} element={<Where />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: `${RETURN}${search}` },
  );
const pending = (link: Partial<PendingLink>) => {
  helocUuidStore.set(U);
  pendingLinkStore.set({
    helocUuid: U,
    purpose: 'bank',
    step: 'disbursement',
    returnTo: `${BASE_PATH}/${U}/bank/disburse`,
    ...link,
  });
};

let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server = fakeServer();
  server.on('PUT', `${APP}/disbursement-account`, () => ({ uuid: U, status: { state: 'AUTOPAY_ACCOUNT' } }));
  server.on('PUT', `${APP}/autopay`, () => ({ uuid: U, status: { state: 'VERIFIED_AUTOPAY_ACCOUNT' } }));
  server.on('POST', `${APP}/assets`, () => ({ uuid: U, status: { state: 'WAITING_FOR_INITIAL_OFFERS' } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('plaid-oauth-success', () => {
  it('spends the token on the disbursement step, takes it out of the address bar and goes to the application', async () => {
    pending({});
    open('?public_token=public-sandbox-1');
    expect(screen.getByRole('status')).toHaveTextContent('Finishing the connection…');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}`));
    expect(screen.getByTestId('where')).not.toHaveTextContent('public_token');
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: `${APP}/disbursement-account`, body: { mode: 'linked', publicToken: 'public-sandbox-1' } },
    ]);
    expect(pendingLinkStore.get()).toBeNull();
  });

  it('takes a separate autopay account and an assets link through their own steps', async () => {
    pending({ step: 'autopay' });
    const first = open('?public_token=t1');
    await waitFor(() => expect(server.count('PUT', `${APP}/autopay`)).toBe(1));
    expect(server.requests.at(-1)?.body).toEqual({
      payType: 'AUTOPAY',
      useDisbursementAccount: false,
      account: { mode: 'linked', publicToken: 't1' },
      achAuthorization: true,
    });
    first.unmount();
    pending({ purpose: 'assets', returnTo: `${BASE_PATH}/${U}/product/assets` });
    open('?public_token=t2');
    await waitFor(() => expect(server.count('POST', `${APP}/assets`)).toBe(1));
    expect(server.requests.at(-1)?.body).toEqual({ publicToken: 't2' });
  });

  it('never spends the token again on a reload: the link in flight is gone, so nothing is sent', async () => {
    pending({});
    const first = open('?public_token=once');
    await waitFor(() => expect(server.count('PUT', `${APP}/disbursement-account`)).toBe(1));
    first.unmount();
    open('?public_token=once');
    expect(await screen.findByText(LINK_NOT_IN_THIS_TAB_MESSAGE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to your application' })).toBeVisible();
    expect(server.count('PUT', `${APP}/disbursement-account`)).toBe(1);
  });

  it('shows a provider’s error by its fixed message and starts the same link again', async () => {
    pending({ step: 'autopay', returnTo: `${BASE_PATH}/${U}/bank/autopay` });
    server.on('POST', `${APP}/link-sessions`, () => ({
      linkUrl: '/sandbox-link/abc',
      expiresAt: '2026-11-22T16:00:00Z',
    }));
    const user = userEvent.setup();
    open('?error_code=ITEM_LOCKED');
    expect(await screen.findByText(LINK_ERROR_MESSAGES.ITEM_LOCKED)).toBeVisible();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.count('POST', `${APP}/link-sessions`)).toBe(1));
    expect(server.requests.at(-1)?.body).toEqual({ purpose: 'bank', step: 'autopay' });
    // The new link remembers the same step and the same way back.
    await waitFor(() =>
      expect(pendingLinkStore.get()).toMatchObject({
        helocUuid: U,
        purpose: 'bank',
        step: 'autopay',
        returnTo: `${BASE_PATH}/${U}/bank/autopay`,
      }),
    );
  });

  it('shows an unknown code as a failed link, never the text from the URL, and goes back the way it came', async () => {
    pending({});
    const user = userEvent.setup();
    open('?error_code=%3Cb%3EYou%20won%3C%2Fb%3E');
    expect(await screen.findByText(LINK_ERROR_MESSAGES.INVALID_TOKEN)).toBeVisible();
    expect(screen.queryByText(/You won/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/bank/disburse`);
  });

  it('says so when the exchange fails, and lets the borrower start again', async () => {
    pending({});
    server.on('PUT', `${APP}/disbursement-account`, () => json({ errors: ['The link could not be exchanged.'] }, 400));
    open('?public_token=stale');
    expect(await screen.findByText(LINK_ERROR_MESSAGES.INVALID_TOKEN)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows a failed retry and keeps the choices', async () => {
    pending({});
    server.on('POST', `${APP}/link-sessions`, () =>
      json({ errors: ['Linking a bank account is not open at this point of the application.'] }, 409),
    );
    const user = userEvent.setup();
    open('?error_code=USER_CANCELLED');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'Linking a bank account is not open',
    );
    expect(screen.getByText(LINK_ERROR_MESSAGES.USER_CANCELLED)).toBeVisible();
  });

  it('opened in another tab (or handed back by an app): finishes from heloc_uuid and the server’s record of the link', async () => {
    helocUuidStore.set(U);
    tokenStore.set('a.b.c');
    server.on('GET', `${APP}/link-sessions/in-flight`, () => ({
      purpose: 'bank',
      sourceType: null,
      step: 'autopay',
      state: 's1',
      expiresAt: '2026-11-22T16:00:00Z',
    }));
    open('?public_token=from-another-tab');
    await waitFor(() => expect(server.count('PUT', `${APP}/autopay`)).toBe(1));
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      payType: 'AUTOPAY',
      useDisbursementAccount: false,
      account: { mode: 'linked', publicToken: 'from-another-tab' },
      achAuthorization: true,
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}`));
    expect(screen.queryByText(LINK_NOT_IN_THIS_TAB_MESSAGE)).toBeNull();
    // Nothing about the link was kept in storage: only what the spec names (heloc_uuid) and the session.
    expect(JSON.stringify({ ...localStorage })).not.toContain('from-another-tab');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('from-another-tab');
  });

  it('another tab’s error return offers the same link again, back to the screen it was started from', async () => {
    helocUuidStore.set(U);
    tokenStore.set('a.b.c');
    server.on('GET', `${APP}/link-sessions/in-flight`, () => ({
      purpose: 'bank',
      sourceType: null,
      step: 'disbursement',
      state: 's1',
      expiresAt: '2026-11-22T16:00:00Z',
    }));
    const user = userEvent.setup();
    open('?error_code=USER_CANCELLED');
    expect(await screen.findByText(LINK_ERROR_MESSAGES.USER_CANCELLED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/bank/disburse`);
  });

  it('another tab, but the server has no link waiting (already finished): nothing is spent', async () => {
    helocUuidStore.set(U);
    tokenStore.set('a.b.c');
    open('?public_token=spent');
    expect(await screen.findByText(LINK_NOT_IN_THIS_TAB_MESSAGE)).toBeVisible();
    expect(server.count('GET', `${APP}/link-sessions/in-flight`)).toBe(1);
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('opened in another browser: nothing to finish, the way to the application', async () => {
    open('?public_token=elsewhere');
    expect(await screen.findByText(LINK_NOT_IN_THIS_TAB_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
