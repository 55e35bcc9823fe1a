/**
 * Issue 26, items 5 and 9: the identity broker's user (figureinfo; the legacy identity when the broker
 * cannot answer), a broker's tab using the agent's paths, the identity id for telemetry.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, fakeServer, type FakeServer } from '../../test/fake-server';
import { identityStore } from '../../lib/identity-store';
import { brokerSessionStore, tokenStore } from '../../lib/storage';
import { useIdentity } from './use-identity';

const ID = '7d2f0c1e-aaaa-4bbb-8ccc-0123456789ab';
let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  tokenStore.set('a.b.c');
  server = fakeServer();
  server.on('GET', '/service-application/api/v3/experiment-profile', () => ({
    trackerUuid: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    optimizelyProfileUuid: null,
  }));
  server.on('PATCH', '/service-application/api/v3/experiment-profile', () => ({}));
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('useIdentity', () => {
  it('reads figureinfo, names the identity for telemetry, and remembers a broker’s session', async () => {
    server.on('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo', () => ({
      identityUuid: ID,
      isBroker: true,
    }));
    const { result } = renderHook(() => useIdentity(true), { wrapper });
    await waitFor(() => expect(result.current?.identityUuid).toBe(ID));
    await waitFor(() => expect(identityStore.get()).toBe(ID));
    expect(brokerSessionStore.get()).toBe(true);
    // The experiment profile is brought in line: the browser takes the profile's tracker and saves it.
    await waitFor(() => expect(server.count('PATCH', '/service-application/api/v3/experiment-profile')).toBe(1));
    expect(localStorage.getItem('telemetry_trackerUuid')).toBe('cccccccc-cccc-4ccc-8ccc-cccccccccccc');
  });
  it('a broker’s tab asks through the agent’s path', async () => {
    brokerSessionStore.set(true);
    server.on('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo', () => ({
      identityUuid: ID,
      isBroker: true,
    }));
    const { result } = renderHook(() => useIdentity(true), { wrapper });
    await waitFor(() => expect(result.current?.isBroker).toBe(true));
    expect(server.count('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo')).toBe(0);
  });
  it('the broker cannot answer: the identity service’s v1.1 stands in (never a broker), and v1 is not asked', async () => {
    server.on('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo', () =>
      json({ errors: ['Unavailable'] }, 503),
    );
    server.on('GET', '/identity/secure/api/v1_1/identity', () => ({
      uuid: ID,
      aliases: [{ type: 'Email', value: 'ann@example.com' }],
      profileType: 'CUSTOMER',
    }));
    const { result } = renderHook(() => useIdentity(true), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({
        identityUuid: ID,
        isBroker: false,
        email: 'ann@example.com',
        userType: 'CUSTOMER',
      }),
    );
    expect(server.count('GET', '/identity/secure/api/v1/identity')).toBe(0);
  });
  it('neither the broker nor v1.1 can answer: the legacy v1 identity stands in', async () => {
    server.on('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo', () =>
      json({ errors: ['Unavailable'] }, 503),
    );
    server.on('GET', '/identity/secure/api/v1_1/identity', () => json({ errors: ['Unavailable'] }, 503));
    server.on('GET', '/identity/secure/api/v1/identity', () => ({
      uuid: ID,
      aliases: [{ type: 'Email', value: 'ann@example.com' }],
      profileType: 'CUSTOMER',
    }));
    const { result } = renderHook(() => useIdentity(true), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({
        identityUuid: ID,
        isBroker: false,
        email: 'ann@example.com',
        userType: 'CUSTOMER',
      }),
    );
    expect(server.count('GET', '/identity/secure/api/v1_1/identity')).toBe(1);
  });
  it('no session (401): no fallback', async () => {
    server.on('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo', () =>
      json({ errors: ['Unauthorized'] }, 401),
    );
    renderHook(() => useIdentity(true), { wrapper });
    await waitFor(() => expect(server.count('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo')).toBe(1));
    expect(server.count('GET', '/identity/secure/api/v1/identity')).toBe(0);
    expect(server.count('GET', '/identity/secure/api/v1_1/identity')).toBe(0);
  });
});
