/**
 * The toast region (shared-surfaces §4, §9): at most MAX_VISIBLE_TOASTS toasts at once, the rest
 * queued. Mantine's Notifications renders them; its code loads with the first toast, so the first
 * screen carries only the store.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Region = lazy(() => import('./toast-region-view'));

export function ToastRegion() {
  const { notifications, queue } = useNotifications();
  // Once shown, the region stays: a toast's closing transition and the next toast need it.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  ) : null;
}
