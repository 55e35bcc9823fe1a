/**
 * The site gate against a fetch fake: what the shell shows a signed-in user is decided from the
 * session's own records (the profile's type, the identity-broker user's isBroker).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { loginRedirectFor, SIGNER_LOGIN_PATH } from '@heloc/core';
import { queryKeys } from '../../api/query-keys';
import { featureAttributesStore, signerSessionStore, tokenStore } from '../../lib/storage';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { STORY_ORG } from '../../test/orgs';
import { SiteGate } from './site-gate';

const FIGUREINFO = '/identity-broker/customer/secure/api/v3/self/figureinfo';
let server: FakeServer;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = fakeServer();
  server.on('POST', '/service-optimize/external/api/v2/decision', () => ({ flagEnabled: false, variables: {} }));
  server.on('GET', '/service-profile/api/v1/profile', () => ({
    uuid: 'p1',
    email: 'sam@example.com',
    type: 'CO_DEEDER',
    name: null,
  }));
  tokenStore.set('a.b.c');
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const open = (path = '/account/heloc/heloc-signer/resume', org?: typeof STORY_ORG) =>
  renderWithProviders(
    <Routes>
      <Route element={<SiteGate />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    org ? { path, org } : { path },
  );

describe('SiteGate: the Dashboard for additional signers (shared-surfaces §6)', () => {
  it('a signer who is a broker (isBroker on the session) has the Dashboard in the apps menu', async () => {
    server.on('GET', FIGUREINFO, () => ({ identityUuid: 'p1', userType: 'AGENT', isBroker: true }));
    open();
    // The bar's own Dashboard link shows once the session's user has answered; then the apps menu has it too.
    expect(await screen.findByRole('link', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Apps' }, { timeout: 15_000 }));
    // The menu's items come with the lazily loaded bar: as generous a wait as the bar's own.
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    const call = server.requests.find((r) => r.path === FIGUREINFO);
    expect(call?.method).toBe('GET');
  });

  it('a signer who is not a broker does not', async () => {
    server.on('GET', FIGUREINFO, () => ({ identityUuid: 'p1', userType: 'CO_DEEDER', isBroker: false }));
    open();
    await waitFor(() => expect(server.count('GET', FIGUREINFO)).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Apps' }, { timeout: 15_000 }));
    expect(await screen.findByRole('menuitem', { name: 'Marketplace' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});

describe('SiteGate: lender branding and query parameters (shared-surfaces §1, §2)', () => {
  const LO = '4b0b6a2e-6b0f-4c9e-9a4b-3b6b6f0c1a04';
  const BRAND_LOGO = 'data:image/svg+xml;utf8,%3Csvg%3E%3C%2Fsvg%3E';
  it('a referrer with a brand of its own replaces the lender’s logo', async () => {
    tokenStore.clear();
    server.on('GET', `/service-lead-portal/api/lo/${LO}`, () => ({
      userInfo: { uuid: LO, role: 'BROKER', brand: { name: 'Allegheny Mortgage Partners', logoUri: BRAND_LOGO } },
      originatorDisplayInfo: { brokerName: 'Allegheny Mortgage Partners' },
    }));
    open(`/account/heloc/register?referrer=${LO}`);
    const home = await screen.findByRole('link', { name: 'Allegheny Mortgage Partners home' });
    expect(home.querySelector('img')).toHaveAttribute('src', BRAND_LOGO);
    expect(screen.queryByRole('link', { name: 'Story Lender home' })).toBeNull();
  });

  it('without a referrer brand the lender’s logo stays', async () => {
    tokenStore.clear();
    server.on('GET', `/service-lead-portal/api/lo/${LO}`, () => ({
      userInfo: { uuid: LO, role: 'LOAN_OFFICER', brand: null },
      originatorDisplayInfo: { originatorName: 'Dana' },
    }));
    open(`/account/heloc/register?referrer=${LO}`);
    await waitFor(() => expect(server.count('GET', `/service-lead-portal/api/lo/${LO}`)).toBe(1));
    expect(screen.getByRole('link', { name: 'Story Lender home' })).toBeInTheDocument();
  });

  it('DDP_Pilot is kept as a feature attribute and taken out of the URL; the rest of the query stays', async () => {
    tokenStore.clear();
    open('/account/heloc/register?DDP_Pilot=wave2&step=name');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/account\/heloc\/register\?step=name$/),
    );
    expect(featureAttributesStore.get()).toEqual({ DDP_Pilot: 'wave2' });
  });
});

describe('SiteGate: the chat button follows the optimize answer both ways (shared-surfaces §7, §9)', () => {
  const FEATURE = '/service-optimize/external/api/v1/feature';
  const withChat = (on: boolean) => ({
    ...STORY_ORG,
    flags: { ...STORY_ORG.flags, webchat: { flagEnabled: on, variables: {} } },
  });
  const openAs = (org: ReturnType<typeof withChat>) => open('/account/heloc/register', org);
  beforeEach(() => tokenStore.clear());

  it('the record says off, the answer says on: the button shows', async () => {
    server.on('POST', FEATURE, () => ({ featureKey: 'webchat', enabled: true, variables: {} }));
    openAs(withChat(false));
    expect(await screen.findByRole('button', { name: 'Chat with us' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('the record says on, the answer says off: the button goes', async () => {
    server.on('POST', FEATURE, () => ({ featureKey: 'webchat', enabled: false, variables: {} }));
    openAs(withChat(true));
    await waitFor(() => expect(server.count('POST', FEATURE)).toBe(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull());
  });
});

describe('SiteGate: a v1 signer is remembered for the tab, so a 401 sends them to the signer login (§4, §8)', () => {
  const APP = '0b6c2f5e-1d1e-4f8a-9c3b-5a7d9e2f4c11';
  const openApp = () => {
    const view = renderWithProviders(
      <Routes>
        <Route element={<SiteGate />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>,
      { path: `/account/heloc/${APP}/identity` },
    );
    return view.queryClient;
  };
  beforeEach(() =>
    server.on('GET', '/service-profile/api/v1/profile', () => ({
      uuid: 'p1',
      email: 'sam@example.com',
      type: 'CUSTOMER',
      name: null,
    })),
  );

  it('listed in a v1 application’s signers (the profile says CUSTOMER): a signer', async () => {
    server.on('GET', FIGUREINFO, () => ({ identityUuid: 'id-sam', isBroker: false }));
    const queryClient = openApp();
    queryClient.setQueryData(queryKeys.application(APP), {
      uuid: APP,
      additionalSignerVersion: 'v1',
      helocSigners: [{ identityUuid: 'id-sam' }],
    });
    await waitFor(() => expect(signerSessionStore.get()).toBe(true), { timeout: 15_000 });
    expect(loginRedirectFor({ pathname: `/account/heloc/${APP}/identity`, isSigner: signerSessionStore.get() })).toBe(
      SIGNER_LOGIN_PATH,
    );
  });

  it('not listed: not a signer', async () => {
    signerSessionStore.set(true);
    server.on('GET', FIGUREINFO, () => ({ identityUuid: 'id-ann', isBroker: false }));
    const queryClient = openApp();
    queryClient.setQueryData(queryKeys.application(APP), {
      uuid: APP,
      additionalSignerVersion: 'v1',
      helocSigners: [{ identityUuid: 'id-sam' }],
    });
    await waitFor(() => expect(signerSessionStore.get()).toBe(false), { timeout: 15_000 });
  });
});
