/**
 * Toasts (shared-surfaces §3, §9): title, body and one of the spec's four variants, shown by the
 * toast region (components/toast-region), at most 5 at once — the rest wait their turn. The same
 * toast twice (the same variant, title and body) is shown once. Mantine's notifications do the
 * showing; their code (./toast-show) and the region's load with the first toast, so the first screen
 * carries neither.
 */
import type { ToastVariant } from '@heloc/core';
import { messageOf } from './http-client';

export interface Toast {
  readonly title?: string;
  readonly body: string;
  readonly variant: ToastVariant;
}

/** Dark shades: the coloured bar keeps 3:1 against the white toast (WCAG 1.4.11). */
export const TOAST_COLORS: Record<ToastVariant, string> = {
  error: 'red.8',
  warning: 'orange.9',
  success: 'teal.8',
  info: 'blue.8',
};

let requested = false;
const listeners = new Set<() => void>();

/** Whether any toast was asked for yet: the region mounts from then on. */
export const toastRequests = {
  get: () => requested,
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};

export function toast(t: Toast): Promise<string> {
  if (!requested) {
    requested = true;
    listeners.forEach((fn) => fn());
  }
  return import('./toast-show').then((m) => m.show(t));
}

/** A failure outside any form or window (shared-surfaces §8): its one sentence as an error toast. */
export const toastError = (error: unknown) => void toast({ variant: 'error', body: messageOf(error) });
