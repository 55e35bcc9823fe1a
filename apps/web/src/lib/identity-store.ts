/**
 * The signed-in identity's id (the identity broker's identityUuid), for the code that runs outside
 * React — telemetry events name it. Set by useIdentity when figureinfo (or the legacy identity)
 * answers and kept for the tab (a reload's first page view names it before figureinfo answers
 * again); forgotten when the token goes (sign-out, a 401).
 */
import { identityUuidStore, tokenStore } from './storage';

export const identityStore = {
  get: (): string | null => (tokenStore.get() ? identityUuidStore.get() : null),
  set: (uuid: string | null) => identityUuidStore.set(uuid),
};

tokenStore.subscribe(() => {
  if (!tokenStore.get()) identityUuidStore.set(null);
});
