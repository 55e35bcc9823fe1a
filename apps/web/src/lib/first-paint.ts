/**
 * Whether the page has painted its first screen. What the first screen does not draw — the legal
 * footer below the fold, the chat button, the footer's phone hours and licences, the chat flag's
 * and the maintenance flag's second asking, the page-view event — waits for it, so a slow
 * connection spends itself on the screen first and nothing of that rides in the first paint's
 * critical path (issue 27: a first visit's FCP and LCP; decision 096).
 *
 * The first caller starts the clock: two animation frames (the first paint has then been presented,
 * not only drawn), then a task after them — or a second, for a page that draws no frame (a
 * background tab), so its signed-in reads and page view are not held until it is looked at.
 */
import { FIRST_PAINT_MAX_WAIT_MS } from '@heloc/core';
import { useSyncExternalStore } from 'react';

let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const done = () => {
    if (painted) return;
    painted = true;
    for (const listener of listeners) listener();
  };
  // A page opened in a background tab draws no frame until it is shown.
  setTimeout(done, FIRST_PAINT_MAX_WAIT_MS);
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(done, 0);
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  schedule();
  return () => void listeners.delete(listener);
}

const isPainted = () => painted;

/** False until the page's first screen has painted, then true for the life of the page. */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(subscribe, isPainted, isPainted);
}
