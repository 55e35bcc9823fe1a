/** Who a feature flag is asked for (shared-surfaces §7 optimizeUser): the tracker (when tracking is allowed), the identity, the organisation. */
import type { OptimizeUser } from '../../api/endpoints';
import { mayTrack } from '../../lib/privacy';
import { trackerStore } from '../../lib/storage';

export function optimizeUser(org: string, identityUuid: string | undefined): OptimizeUser {
  const trackerId = mayTrack() ? trackerStore.get() : null;
  return {
    ...(trackerId ? { trackerId } : {}),
    ...(identityUuid ? { identityUuid } : {}),
    attributes: { organization: org },
  };
}
