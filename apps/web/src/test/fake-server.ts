/**
 * A fake of the sandbox API for unit tests only (the e2e tests use the real server): `fetch` is
 * stubbed with handlers by method and path, and every request is recorded for assertions. Telemetry
 * calls (/ft/…, sent by the journey's key actions) are recorded apart, in `telemetry`: a screen's
 * tests assert the screen's own calls. A telemetry call no test answers is answered as the sandbox
 * does (a session, an accepted event), never with a 404: a failed session is retried for seconds on
 * real timers, and test files share a worker, so its retries reached the next file's `fetch` (ci76:
 * telemetry.test counted six session calls where it made four).
 */
import { vi } from 'vitest';

export type FakeHandler = (request: Request, url: URL) => unknown;

export interface FakeServer {
  /** Answers `METHOD /path` (exact path) with the handler's value as JSON, or a Response as is. */
  on(method: string, path: string, handler: FakeHandler): void;
  readonly requests: { method: string; path: string; body: unknown }[];
  readonly telemetry: { method: string; path: string; body: unknown }[];
  count(method: string, path: string): number;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeServer(): FakeServer {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeServer['requests'] = [];
  const telemetry: FakeServer['telemetry'] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, window.location.href), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    (url.pathname.startsWith('/ft/') ? telemetry : requests).push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    const handler = handlers.get(`${request.method} ${url.pathname}`);
    if (!handler && url.pathname === '/ft/external/session') return json({ sessionKey: 'fake-session' });
    if (!handler && url.pathname.startsWith('/ft/')) return new Response(null, { status: 202 });
    if (!handler) return json({ errors: ['Not found'] }, 404);
    const out = handler(request, url);
    return out instanceof Response ? out : json(out);
  });
  return {
    on: (method, path, handler) => void handlers.set(`${method} ${path}`, handler),
    requests,
    telemetry,
    count: (method, path) => requests.filter((r) => r.method === method && r.path === path).length,
  };
}
