/**
 * What waits for the first paint (decision 096): false on the first render, true once two frames
 * have been drawn — and true after a second when no frame comes (a page opened in a background tab).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function Probe({ hook }: { readonly hook: () => boolean }) {
  return <p>{hook() ? 'painted' : 'not yet'}</p>;
}

describe('useFirstPaintDone', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true after two animation frames and a task, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const { useFirstPaintDone } = await import('./first-paint');
    render(<Probe hook={useFirstPaintDone} />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => frames.shift()?.(0));
    act(() => frames.shift()?.(16));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(0));
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('a page that draws no frame goes on after a second', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { useFirstPaintDone } = await import('./first-paint');
    render(<Probe hook={useFirstPaintDone} />);
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('painted')).toBeInTheDocument();
  });
});
