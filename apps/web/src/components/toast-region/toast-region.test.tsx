/** Issue 26, item 7: the toast region shows at most 5 toasts, in the spec's four variants; the same toast once. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, liveRegion } from '../../lib/announce';
import { toast } from '../../lib/toast';
import { renderWithProviders } from '../../test/render';
import { LiveRegion } from '../live-region/live-region';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('at most 5 at once; the rest wait their turn; a repeated one shows once', async () => {
    renderWithProviders(<div />);
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast({ variant: 'error', body: `Failure ${i}` });
      toast({ variant: 'error', body: 'Failure 1' });
    });
    await waitFor(() => expect(screen.getByText('Failure 5')).toBeInTheDocument());
    expect(screen.queryByText('Failure 6')).toBeNull();
    expect(screen.getAllByText(/^Failure \d$/)).toHaveLength(5);
  });
  it('the four variants: errors and warnings interrupt (alert), success and info wait (status)', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast({ variant: 'error', title: 'E', body: 'An error' });
      toast({ variant: 'warning', body: 'A warning' });
      toast({ variant: 'success', body: 'Done' });
      toast({ variant: 'info', body: 'For your information' });
    });
    const box = async (text: string) => (await screen.findByText(text)).closest('[data-variant]');
    expect(await box('An error')).toHaveAttribute('role', 'alert');
    expect(await box('A warning')).toHaveAttribute('data-variant', 'warning');
    expect(await box('Done')).toHaveAttribute('role', 'status');
    expect(await box('For your information')).toHaveAttribute('data-variant', 'info');
  });
});

describe('screen-reader status messages', () => {
  it('are said in the live region and cleared after 300 ms', () => {
    vi.useFakeTimers();
    renderWithProviders(<LiveRegion />);
    act(() => announce('Wallet Address Copied!'));
    expect(screen.getByTestId('live-region')).toHaveTextContent('Wallet Address Copied!');
    act(() => void vi.advanceTimersByTime(299));
    expect(liveRegion.get()).toBe('Wallet Address Copied!');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId('live-region')).toHaveTextContent('');
  });
});
