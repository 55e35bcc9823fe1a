import '@testing-library/jest-dom/vitest';

// jsdom lacks these; Mantine reads them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// Testing Library cleans up after each test only when test globals exist; do it explicitly.
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

// Test files share one document and one worker (vitest.config.ts `isolate: false`), but each file
// gets the app's own modules fresh: module state (the telemetry session being established, errors
// already reported, the registry loaded) starts empty as it would in a new page. Libraries from
// node_modules stay loaded, which is where the time went.
vi.resetModules();
// findBy…/waitFor wait up to 10 s, not Testing Library's 1 s: a Mantine menu's 150 ms transition
// and a lazy chunk took over a second on a loaded 2-core machine (profile-menu.test failed so with
// three other runs beside it). A wait only ends early on success, so this costs nothing when idle;
// the test's own limit (vitest.config.ts testTimeout, 30 s) stays above it.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  // Test files share one document (vitest.config.ts `isolate: false`): nothing a test stored,
  // stubbed or faked reaches the next one.
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Toasts live in one store for the whole page: each test starts with none.
  cleanNotifications();
});
