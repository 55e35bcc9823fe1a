/**
 * The first-paint clock (decision 096): not painted until two frames have been drawn and a task
 * has run after them — and painted after a second when no frame comes (a background tab). A clock
 * of its own with frames the test draws: no global is replaced, no module reloaded (test files
 * share one worker and one document).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintClock, useFirstPaintDone } from './first-paint';

describe('firstPaintClock', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is painted after two frames and a task, not before, and tells its subscribers', () => {
    const frames: (() => void)[] = [];
    const clock = firstPaintClock((callback) => frames.push(callback));
    const listener = vi.fn();
    clock.subscribe(listener);
    expect(clock.isPainted()).toBe(false);
    frames.shift()?.();
    frames.shift()?.();
    expect(clock.isPainted()).toBe(false);
    vi.advanceTimersByTime(0);
    expect(clock.isPainted()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(listener, 'the one-second wait does not tell it twice').toHaveBeenCalledOnce();
  });

  it('a page that draws no frame is painted after a second', () => {
    const clock = firstPaintClock(() => undefined);
    clock.subscribe(() => undefined);
    vi.advanceTimersByTime(999);
    expect(clock.isPainted()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(clock.isPainted()).toBe(true);
  });

  it('nothing starts before the first subscriber', () => {
    const requestFrame = vi.fn();
    const clock = firstPaintClock(requestFrame);
    vi.advanceTimersByTime(5000);
    expect(requestFrame).not.toHaveBeenCalled();
    expect(clock.isPainted()).toBe(false);
  });
});

describe('useFirstPaintDone', () => {
  // The page's own clock, on the environment's real frames and timers (shared by the test files of a
  // worker, so it may have painted already: the hook is then true from its first render).
  it('turns true once the page has painted, and a component mounted later is true at once', async () => {
    const first = renderHook(() => useFirstPaintDone());
    await waitFor(() => expect(first.result.current).toBe(true), { timeout: 3000 });
    const seen: boolean[] = [];
    renderHook(() => {
      const painted = useFirstPaintDone();
      seen.push(painted);
      return painted;
    });
    expect(seen[0], 'its first render').toBe(true);
  });
});
