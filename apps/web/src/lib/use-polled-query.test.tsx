/** usePolledQuery with fake timers: it asks again exactly when the rule says, and stops when it says false. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { usePolledQuery, type PollRule } from './use-polled-query';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/** Renders a polled query whose nth answer is `answers(n)`; returns the count of reads and what the rule saw. */
function poll(every: PollRule<number>, answers: (n: number) => number = (n) => n) {
  let reads = 0;
  const seen: [number | undefined, boolean][] = [];
  renderHook(
    () =>
      usePolledQuery({
        queryKey: ['polled'],
        queryFn: async () => answers(++reads),
        every: (data, failed) => {
          seen.push([data, failed]);
          return every(data, failed);
        },
      }),
    { wrapper },
  );
  return { reads: () => reads, seen };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('usePolledQuery', () => {
  it('reads again after the interval the rule gives for the last answer, and stops on false', async () => {
    // 1 s after the first answer, 2 s after the second, then stop: three reads in all.
    const polled = poll((n) => (n === 1 ? 1000 : n === 2 ? 2000 : false));
    await advance(0);
    expect(polled.reads()).toBe(1);
    await advance(999);
    expect(polled.reads()).toBe(1);
    await advance(1);
    expect(polled.reads()).toBe(2);
    await advance(1999);
    expect(polled.reads()).toBe(2);
    await advance(1);
    expect(polled.reads()).toBe(3);
    await advance(60_000);
    expect(polled.reads()).toBe(3);
  });

  it('tells the rule that the last read failed, so the core can stop the loop', async () => {
    const polled = poll(
      (_data, failed) => (failed ? false : 1000),
      (n) => {
        if (n === 2) throw new Error('down');
        return n;
      },
    );
    await advance(0);
    await advance(1000);
    expect(polled.reads()).toBe(2);
    expect(polled.seen.at(-1)).toEqual([1, true]);
    await advance(10_000);
    expect(polled.reads()).toBe(2);
  });
});
