/**
 * The one way to write (issue 24; decision 074). A borrower's journey step goes through `useStep`
 * (the core's step table); every other write — a sign-in, a settings section, a condition's
 * answer, a signer's invitation — goes through this hook, over the one HTTP client (the `send`
 * functions of api/*), with the one error mapping (`messageOf`: the spec's sentence for any failure).
 *
 * What the call sites had in common is here once: busy while the request runs, the message of a
 * failure, the queries the answer makes stale re-read before the screen moves on, and `run` for a
 * form that needs to know whether it worked. A form keeps what was typed on failure: nothing here
 * touches its values.
 *
 * BAD:  useMutation({ mutationFn, onSuccess: async () => { await qc.invalidateQueries(…); navigate(…) } })
 *       and `error={m.isError ? messageOf(m.error) : null}` in every screen (24 files), or a hand
 *       `setSubmitting(true); try { … } catch { setError(messageOf(e)) }`.
 * GOOD: useWrite(api.x, { invalidates: [queryKeys.y()], onSuccess: () => navigate(…) }) and `error={w.error}`.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messageOf } from './http-client';

export interface WriteOptions<V, D> {
  /** Queries the answer makes stale: re-read, and awaited, before `onSuccess` (the next screen shows fresh data). */
  readonly invalidates?: readonly QueryKey[] | ((data: D, variables: V) => readonly QueryKey[]);
  /** After the invalidated queries were re-read; a promise returned here keeps the write busy until it settles. */
  readonly onSuccess?: (data: D, variables: V) => unknown;
  /** `message` is the sentence to show (messageOf); `error` the failure itself, for the few that read its status. */
  readonly onError?: (message: string, variables: V, error: unknown) => unknown;
}

export interface Write<V, D> {
  /** Sends without waiting (a click): the outcome shows through `submitting`, `error`, `data`. */
  readonly send: (variables: V) => void;
  /** Sends and resolves true when it succeeded; a failure shows through `error` and never throws. */
  readonly run: (variables: V) => Promise<boolean>;
  readonly submitting: boolean;
  /** The sentence to show for the last failure (the spec's messages), else null. */
  readonly error: string | null;
  /** The last answer, once it succeeded. */
  readonly data: D | undefined;
  /** What the last (or running) write was sent with. */
  readonly variables: V | undefined;
  readonly succeeded: boolean;
  /** Forgets the last outcome (a dialog closed and opened again starts clean). */
  readonly reset: () => void;
}

type WriteState<V, D> =
  | { readonly status: 'idle'; readonly variables?: undefined }
  | { readonly status: 'pending'; readonly variables: V }
  | { readonly status: 'success'; readonly variables: V; readonly data: D }
  | { readonly status: 'error'; readonly variables: V; readonly error: unknown };

/**
 * React state and the query client, not TanStack's `useMutation`: the same outcome (busy until the
 * stale queries are re-read and `onSuccess` settles; the last write's outcome wins over an earlier
 * one still running) without the mutation cache and observer, so registration — the first
 * screen — writes this way too without carrying that code (decision 080's budget).
 */
export function useWrite<V = void, D = unknown>(
  write: (variables: V) => Promise<D>,
  options: WriteOptions<V, D> = {},
): Write<V, D> {
  const queryClient = useQueryClient();
  const { invalidates, onSuccess, onError } = options;
  const [state, setState] = useState<WriteState<V, D>>({ status: 'idle' });
  /** Which write is the latest: an earlier one's outcome, arriving late, is not shown. */
  const latest = useRef(0);

  const run = async (variables: V): Promise<boolean> => {
    const id = ++latest.current;
    setState({ status: 'pending', variables });
    try {
      const data = await write(variables);
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables);
      if (id === latest.current) setState({ status: 'success', variables, data });
      return true;
    } catch (error) {
      try {
        await onError?.(messageOf(error), variables, error);
      } finally {
        if (id === latest.current) setState({ status: 'error', variables, error });
      }
      return false;
    }
  };

  return {
    send: (variables) => void run(variables),
    run,
    submitting: state.status === 'pending',
    error: state.status === 'error' ? messageOf(state.error) : null,
    data: state.status === 'success' ? state.data : undefined,
    variables: state.variables,
    succeeded: state.status === 'success',
    reset: () => {
      latest.current++;
      setState({ status: 'idle' });
    },
  };
}
