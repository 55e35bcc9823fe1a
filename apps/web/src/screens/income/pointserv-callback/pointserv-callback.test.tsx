/** Pointserv's return inside the journey: the application in the path must be the link's, and its state must come back. */
import { BASE_PATH, LINK_ERROR_MESSAGES, LINK_NOT_IN_THIS_TAB_MESSAGE, appScreenUrl } from '@heloc/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { pendingLinkStore } from '../../../lib/storage';
import { fakeServer, type FakeServer } from '../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { Component } from './route';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const OTHER = '1c8d3f9a-2e3b-4d4c-8f9a-8b7c6d5e4f3a';
const APP = `/service-application/api/v1/application/heloc/${U}`;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const journey = fakeJourney(U);
const open = (search: string) =>
  renderWithProviders(
    <WithJourney journey={journey}>
      <Routes>
        <Route
          path={`${BASE_PATH}/:uuid/income/pointserv-callback`}
          element={
            <>
              <Component />
              <Where />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </WithJourney>,
    { path: `${appScreenUrl(U, 'income/pointserv-callback')}${search}` },
  );

let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  server = fakeServer();
  server.on('POST', `${APP}/income/link`, () => ({
    uuid: U,
    status: { applicationUuid: U, state: 'IDENTITY_VERIFICATION' },
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('income/pointserv-callback', () => {
  it('spends Pointserv’s code on incomeLink, once, and goes to the application with the new state', async () => {
    pendingLinkStore.set({
      helocUuid: U,
      purpose: 'income',
      sourceType: 'POINTSERV_PAYROLL',
      returnTo: appScreenUrl(U, 'income/review'),
      state: 'st-1',
    });
    open('?code=pc-123&state=st-1');
    expect(screen.getByRole('status')).toHaveTextContent('Finishing the connection…');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${BASE_PATH}/${U}$`)));
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: `${APP}/income/link`, body: { publicToken: 'pc-123' } },
    ]);
    expect(journey.applyApplication).toHaveBeenCalledWith(
      expect.objectContaining({ status: expect.objectContaining({ state: 'IDENTITY_VERIFICATION' }) }),
    );
  });

  it('does not spend a code whose state is not the one this tab left with', async () => {
    pendingLinkStore.set({
      helocUuid: U,
      purpose: 'income',
      sourceType: 'POINTSERV_TAX',
      returnTo: appScreenUrl(U, 'income/review'),
      state: 'st-1',
    });
    open('?code=pc-123&state=forged');
    expect(await screen.findByText(LINK_ERROR_MESSAGES.INVALID_TOKEN)).toBeVisible();
    expect(server.count('POST', `${APP}/income/link`)).toBe(0);
  });

  it('does not finish a link started for another application', async () => {
    pendingLinkStore.set({
      helocUuid: OTHER,
      purpose: 'income',
      sourceType: 'POINTSERV_TAX',
      returnTo: appScreenUrl(OTHER, 'income/review'),
    });
    open('?code=pc-123');
    expect(await screen.findByText(LINK_NOT_IN_THIS_TAB_MESSAGE)).toBeVisible();
    expect(server.count('POST', `${APP}/income/link`)).toBe(0);
  });

  it('shows a cancelled link by its message and offers the way back to the review', async () => {
    pendingLinkStore.set({
      helocUuid: U,
      purpose: 'income',
      sourceType: 'POINTSERV_PAYROLL',
      returnTo: appScreenUrl(U, 'income/review'),
    });
    open('?error_code=USER_CANCELLED');
    expect(await screen.findByText(LINK_ERROR_MESSAGES.USER_CANCELLED)).toBeVisible();
    screen.getByRole('button', { name: 'Choose another way' }).click();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(appScreenUrl(U, 'income/review')));
  });
});
