/**
 * Toasts (shared-surfaces §3, §9): title, body and one of the spec's four variants, shown by the
 * toast region (components/toast-region), at most 5 at once — the rest wait their turn. The same
 * toast twice (the same variant, title and body) is shown once. Mantine's notifications store, so
 * the region's code loads only when the first toast does.
 */
import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, type ToastVariant } from '@heloc/core';
import { messageOf } from './http-client';

export interface Toast {
  readonly title?: string;
  readonly body: string;
  readonly variant: ToastVariant;
}

/** Dark shades: the coloured bar and the icon keep 3:1 against the white toast (WCAG 1.4.11). */
export const TOAST_COLORS: Record<ToastVariant, string> = { error: 'red.8', warning: 'orange.9', success: 'teal.8', info: 'blue.8' };

export function toast({ title, body, variant }: Toast): string {
  return notifications.show({
    id: `${variant}:${title ?? ''}:${body}`,
    ...(title ? { title } : {}),
    message: body,
    color: TOAST_COLORS[variant],
    // An error or a warning waits for the borrower; good news and information go by themselves.
    autoClose: variant === 'error' || variant === 'warning' ? false : TOAST_AUTO_CLOSE_MS,
    // Errors and warnings interrupt a screen reader; the others wait their turn.
    role: variant === 'error' || variant === 'warning' ? 'alert' : 'status',
    'data-variant': variant,
    closeButtonProps: { 'aria-label': 'Dismiss' },
    // Mantine dims the body under a title (gray.6, 3.3:1): the body is the message, so full contrast.
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}

/** A failure outside any form or window (shared-surfaces §8): its one sentence as an error toast. */
export const toastError = (error: unknown) => toast({ variant: 'error', body: messageOf(error) });
