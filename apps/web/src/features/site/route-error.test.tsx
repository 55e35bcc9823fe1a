/** Issue 26, item 8: a render error shows the fallback page, logs an event and reports the error. */
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@heloc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { RouteErrorBoundary } from './route-error';

let server: FakeServer;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server = fakeServer();
  server.on('POST', '/ft/external/session', () => ({ sessionKey: 'sess-err' }));
  server.on('POST', '/ft/external/error', () => ({ accepted: true }));
  server.on('POST', '/ft/external/event', () => ({ accepted: true }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined (reading "offers")');
}

describe('RouteErrorBoundary', () => {
  it('shows the fallback page, reports the error with its component stack and logs ERROR_PAGE_SHOWN', async () => {
    renderWithProviders(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.errorFallbackTitle })).toBeInTheDocument();
    await waitFor(() => expect(server.telemetry.find((r) => r.path === '/ft/external/error')).toBeDefined());
    const report = server.telemetry.find((r) => r.path === '/ft/external/error');
    expect(report?.body).toMatchObject({
      message: 'Cannot read properties of undefined (reading "offers")',
      name: 'TypeError',
      sessionKey: 'sess-err',
      pagePath: '/',
    });
    expect((report?.body as { componentStack: string }).componentStack).toContain('Broken');
    await waitFor(() =>
      expect(server.telemetry.find((r) => r.path === '/ft/external/event')?.body).toMatchObject({
        event: 'ERROR_PAGE_SHOWN',
        eventType: 'ERROR',
        sessionKey: 'sess-err',
      }),
    );
    expect(server.telemetry.filter((r) => r.path === '/ft/external/error')).toHaveLength(1);
  });
});
