/** Bootstrap: the organisation record first (the spec's error without one), then the app. */
import './app/mantine-styles';
import { LOGIN_PATH, loginRedirectFor, MESSAGES, ROUTE_PRELOAD_WAIT_MS, SIGNER_LOGIN_PATH } from '@heloc/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type NavigateFunction } from 'react-router';
import { api } from './api/endpoints';
import type { OrgData } from './api/types';
import { applyCspNonce, Providers } from './app/providers';
import { AppRoutes, NavigateBridge, preloadRoute } from './app/router';
import { env } from './config/env';
import { httpConfig } from './lib/http-client';
import { createQueryClient } from './lib/query-client';
import { orgStore, signerSessionStore } from './lib/storage';

function chooseOrg(): string {
  const param = new URLSearchParams(window.location.search).get('org');
  if (param && /^[a-z0-9-]{1,40}$/.test(param)) orgStore.set(param);
  return orgStore.get() ?? env.defaultOrg;
}

/** The organisation record the server injected into the page, if it is the one this page uses. */
function injectedOrg(code: string): OrgData | null {
  try {
    const data = JSON.parse(document.getElementById('org-data')?.textContent ?? 'null') as OrgData | null;
    return data?.orgCode === code ? data : null;
  } catch {
    return null;
  }
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  applyCspNonce();
  const orgCode = chooseOrg();
  httpConfig.setOrg(orgCode);
  let org = injectedOrg(orgCode);
  try {
    org ??= await api.org(orgCode);
  } catch {
    root.render(
      <p role="alert" style={{ padding: 24 }}>
        {MESSAGES.noPrivateLabelData}
      </p>,
    );
    return;
  }
  let navigate: NavigateFunction | undefined;
  const onNavigateReady = (fn: NavigateFunction) => void (navigate = fn);
  httpConfig.onUnauthenticated(() => {
    const { pathname, search } = window.location;
    // Already on a sign-in page: a wrong password is an error on the form, not a navigation.
    if (pathname.startsWith(LOGIN_PATH) || pathname === SIGNER_LOGIN_PATH) return;
    // A signer (remembered for the tab: the session's records are gone by now) goes to the signer login.
    void navigate?.(loginRedirectFor({ pathname, search, isSigner: signerSessionStore.get() }), { replace: true });
  });
  document.title = `${org.orgBrand.name} · Home equity line of credit`;
  // The page's own screen is drawn in the first render, not after a loader (decision 096); a chunk
  // not there within the wait leaves the shell and the loader to be drawn meanwhile.
  await preloadRoute(window.location.pathname, ROUTE_PRELOAD_WAIT_MS);
  // The first render as a transition: React time-slices it, so the page's first render never holds
  // the main thread in one long task (issue 27: total blocking time; decision 078 amendment 7).
  startTransition(() =>
    root.render(
      <Providers org={org} queryClient={createQueryClient()}>
        <BrowserRouter>
          <NavigateBridge onReady={onNavigateReady} />
          <AppRoutes />
        </BrowserRouter>
      </Providers>,
    ),
  );
}

void start();
