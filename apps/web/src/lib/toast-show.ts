/** Shows a toast with Mantine's notifications store (loaded with the first toast: lib/toast.ts). */
import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@heloc/core';
import type { Toast } from './toast';
import { TOAST_COLORS } from './toast';

export function show({ title, body, variant }: Toast): string {
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
