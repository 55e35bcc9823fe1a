/** Issue 26, item 6: the list refreshes while open (every 60 s, and on focus), and the clock moves on. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS, RELATIVE_TIME_TICK_MS } from '@heloc/core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { useNow } from '../../lib/use-now';
import { liveRegion } from '../../lib/announce';
import { useNotifications } from './use-notifications';

const LIST = '/service-notifications/api/v1/notifications';
let server: FakeServer;
let unread = 1;
beforeEach(() => {
  unread = 1;
  server = fakeServer();
  server.on('GET', LIST, () => ({ unreadCount: unread, notifications: [] }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('notifications while the page is open', () => {
  it('are asked again every 60 s, and a new unread one is announced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useNotifications(true), { wrapper });
    await waitFor(() => expect(result.current.data?.unreadCount).toBe(1));
    expect(server.count('GET', LIST)).toBe(1);
    unread = 2;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS));
    await waitFor(() => expect(result.current.data?.unreadCount).toBe(2));
    expect(server.count('GET', LIST)).toBe(2);
    expect(liveRegion.get()).toBe('You have 2 unread notifications.');
  });
  it('the relative clock moves on every minute', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNow(RELATIVE_TIME_TICK_MS));
    const first = result.current;
    act(() => void vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS));
    expect(result.current - first).toBe(RELATIVE_TIME_TICK_MS);
  });
});
