/**
 * useWrite through the one HTTP client (ky) against a fetch this test answers: the spec's sentence
 * on failure, `run`'s outcome, busy while the request runs, and stale queries re-read before the
 * screen moves on.
 */
import { MESSAGES } from '@heloc/core';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './http-client';
import { createQueryClient } from './query-client';
import { useWrite, type WriteOptions } from './use-write';

let client: QueryClient;
let answer: { status: number; body: unknown };
/** Resolves the pending write when the test says so (to see it busy). */
let hold: Promise<void>;
let reads: number;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  client = createQueryClient();
  answer = { status: 200, body: { saved: true } };
  hold = Promise.resolve();
  reads = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET') return json(200, { read: ++reads });
    await hold;
    return json(answer.status, answer.body);
  });
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

function renderWrite(options: WriteOptions<{ name: string }, { saved: boolean }> = {}) {
  return renderHook(
    () => {
      // A screen's read that the write makes stale.
      const list = useQuery({ queryKey: ['list'], queryFn: () => http.get<{ read: number }>('/list') });
      const write = useWrite(
        (body: { name: string }) => http.post<{ saved: boolean }>('/save', { json: body }),
        options,
      );
      return { list, write };
    },
    { wrapper },
  );
}

describe('useWrite', () => {
  it('is busy while the request runs, then holds the answer and what it was sent with', async () => {
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    const { result } = renderWrite();
    act(() => result.current.write.send({ name: 'Ana' }));
    await waitFor(() => expect(result.current.write.submitting).toBe(true));
    expect(result.current.write.variables).toEqual({ name: 'Ana' });
    release();
    await waitFor(() => expect(result.current.write.succeeded).toBe(true));
    expect(result.current.write).toMatchObject({ submitting: false, error: null, data: { saved: true } });
  });

  it("says the server's sentence on failure, tells run's caller, and passes it to onError", async () => {
    answer = { status: 400, body: { errors: ['That email is taken.'] } };
    const onError = vi.fn();
    const { result } = renderWrite({ onError });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.write.run({ name: 'Ana' });
    });
    expect(ok).toBe(false);
    await waitFor(() => expect(result.current.write.error).toBe('That email is taken.'));
    expect(onError).toHaveBeenCalledWith('That email is taken.', { name: 'Ana' }, expect.anything());
    act(() => result.current.write.reset());
    await waitFor(() => expect(result.current.write.error).toBeNull());
  });

  it('says the generic sentence for a failure that is not an HTTP answer', async () => {
    const { result } = renderHook(() => useWrite(() => Promise.reject(new TypeError('x is undefined'))), { wrapper });
    await act(async () => void (await result.current.run()));
    await waitFor(() => expect(result.current.error).toBe(MESSAGES.somethingUnexpected));
  });

  it('re-reads the queries the answer makes stale before onSuccess runs', async () => {
    const readsSeenBySuccess: number[] = [];
    const { result } = renderWrite({
      invalidates: [['list']],
      onSuccess: () => void readsSeenBySuccess.push(reads),
    });
    await waitFor(() => expect(result.current.list.data).toEqual({ read: 1 }));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.write.run({ name: 'Ana' });
    });
    expect(ok).toBe(true);
    expect(readsSeenBySuccess).toEqual([2]);
    await waitFor(() => expect(result.current.list.data).toEqual({ read: 2 }));
  });

  it('shows the latest write: an earlier one answered after it does not replace its outcome', async () => {
    const answers: ((value: string) => void)[] = [];
    const { result } = renderHook(
      () => useWrite((_: number) => new Promise<string>((resolve) => answers.push(resolve))),
      { wrapper },
    );
    act(() => result.current.send(1));
    act(() => result.current.send(2));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]?.('second'));
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => answers[0]?.('first'));
    expect(result.current).toMatchObject({ data: 'second', variables: 2, succeeded: true, submitting: false });
  });

  it('forgets a write still running when reset: its answer changes nothing', async () => {
    let answer!: (value: string) => void;
    const { result } = renderHook(() => useWrite(() => new Promise<string>((resolve) => (answer = resolve))), {
      wrapper,
    });
    act(() => result.current.send());
    await waitFor(() => expect(result.current.submitting).toBe(true));
    act(() => result.current.reset());
    await act(async () => answer('late'));
    expect(result.current).toMatchObject({ submitting: false, succeeded: false, data: undefined, error: null });
  });
});
