/**
 * Screen-reader status messages (shared-surfaces §4, §9): one polite live region
 * (components/live-region) says the message, which clears after LIVE_REGION_CLEAR_DELAY_MS so the
 * same words said again are announced again and nothing stale is read later.
 */
import { LIVE_REGION_CLEAR_DELAY_MS } from '@heloc/core';

let message = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((fn) => fn());

export const liveRegion = {
  get: () => message,
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};

export function announce(text: string) {
  clearTimeout(timer);
  message = text;
  changed();
  timer = setTimeout(() => {
    message = '';
    changed();
  }, LIVE_REGION_CLEAR_DELAY_MS);
}
