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
import { cleanup } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
afterEach(() => {
  cleanup();
  // Toasts live in one store for the whole page: each test starts with none.
  cleanNotifications();
});
