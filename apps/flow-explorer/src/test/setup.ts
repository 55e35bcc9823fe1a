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
import { afterEach, vi } from 'vitest';
// Files share one document (vitest.config.ts `isolate: false`, as in apps/web): the app's modules
// are fresh per file and nothing a test stored reaches the next one.
vi.resetModules();
// findBy…/waitFor wait up to 10 s, as in apps/web: a loaded machine is slow, never wrong.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
