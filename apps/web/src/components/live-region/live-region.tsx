/** The one polite live region for screen-reader status messages (lib/announce.ts), visually hidden. */
import { VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { liveRegion } from '../../lib/announce';

export function LiveRegion() {
  const message = useSyncExternalStore(liveRegion.subscribe, liveRegion.get);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </VisuallyHidden>
  );
}
