/**
 * The toast region (shared-surfaces §4, §9): at most MAX_VISIBLE_TOASTS toasts at once, the rest
 * queued. Mantine's Notifications renders them; its code loads with the first toast (lib/toast.ts),
 * so the first screen carries none of it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequests } from '../../lib/toast';

const Region = lazy(() => import('./toast-region-view'));

export function ToastRegion() {
  // Once asked for, the region stays: a toast's closing transition and the next toast need it.
  const needed = useSyncExternalStore(toastRequests.subscribe, toastRequests.get);
  return needed ? (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  ) : null;
}
