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
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
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

export function useWrite<V = void, D = unknown>(
  write: (variables: V) => Promise<D>,
  options: WriteOptions<V, D> = {},
): Write<V, D> {
  const queryClient = useQueryClient();
  const { invalidates, onSuccess, onError } = options;
  const mutation = useMutation<D, unknown, V>({
    mutationFn: write,
    onSuccess: async (data, variables) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables);
    },
    onError: (error, variables) => onError?.(messageOf(error), variables, error),
  });
  return {
    send: (variables) => mutation.mutate(variables),
    run: async (variables) => {
      try {
        await mutation.mutateAsync(variables);
        return true;
      } catch {
        return false;
      }
    },
    submitting: mutation.isPending,
    error: mutation.isError ? messageOf(mutation.error) : null,
    data: mutation.data,
    variables: mutation.variables,
    succeeded: mutation.isSuccess,
    reset: mutation.reset,
  };
}
