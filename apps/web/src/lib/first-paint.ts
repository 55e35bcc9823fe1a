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
import { startTransition, useEffect, useState } from 'react';

type RequestFrame = (callback: () => void) => unknown;

/** The browser's frames (none in an environment without them: the wait alone decides). */
const browserFrames: RequestFrame | null =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(callback) : null;

/** One page's clock: `subscribe` starts it and tells the subscribers once, `isPainted` reads it. */
export function firstPaintClock(requestFrame: RequestFrame | null = browserFrames) {
  let painted = false;
  let scheduled = false;
  const listeners = new Set<() => void>();
  const done = () => {
    if (painted) return;
    painted = true;
    for (const listener of listeners) listener();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // A page opened in a background tab draws no frame until it is shown.
    setTimeout(done, FIRST_PAINT_MAX_WAIT_MS);
    if (!requestFrame) return void setTimeout(done, 0);
    requestFrame(() => requestFrame(() => setTimeout(done, 0)));
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      schedule();
      return () => void listeners.delete(listener);
    },
    isPainted: () => painted,
  };
}

const clock = firstPaintClock();

/**
 * False until the page's first screen has painted, then true for the life of the page. The change is
 * rendered as a transition, not as a store update: what waited for the paint (the footer, the chat
 * button, the signed-in user's reads) mounts in one render React time-slices, where an external
 * store's update renders synchronously, in one task (issue 27: total blocking time; decision 097).
 */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(clock.isPainted);
  useEffect(() => {
    if (painted) return;
    const reveal = () => startTransition(() => setPainted(true));
    const unsubscribe = clock.subscribe(reveal);
    // Painted between this render and this effect: the clock has no one left to tell.
    if (clock.isPainted()) reveal();
    return unsubscribe;
  }, [painted]);
  return painted;
}
