/**
 * The signed-in identity's id (the identity broker's identityUuid), for the code that runs outside
 * React — telemetry events name it. Set by useIdentity when figureinfo (or the legacy identity)
 * answers; forgotten when the token goes (sign-out, a 401).
 */
import { tokenStore } from './storage';

let identityUuid: string | null = null;

export const identityStore = {
  get: (): string | null => (tokenStore.get() ? identityUuid : null),
  set: (uuid: string | null) => void (identityUuid = uuid),
};

tokenStore.subscribe(() => {
  if (!tokenStore.get()) identityUuid = null;
});
