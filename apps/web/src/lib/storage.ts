/**
 * Browser storage, in one place. Keys from the core (jwt, heloc_uuid, telemetry_trackerUuid); form
 * drafts keep what the borrower typed across reloads — never sensitive fields such as the SSN.
 */
import { STORAGE_KEYS } from '@heloc/core';

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const tokenStore = {
  get: (): string | null => safe(() => localStorage.getItem(STORAGE_KEYS.jwt), null),
  set: (token: string) => safe(() => localStorage.setItem(STORAGE_KEYS.jwt, token), undefined),
  clear: () => safe(() => localStorage.removeItem(STORAGE_KEYS.jwt), undefined),
};

export const helocUuidStore = {
  get: (): string | null => safe(() => localStorage.getItem(STORAGE_KEYS.helocUuid), null),
  set: (uuid: string) => safe(() => localStorage.setItem(STORAGE_KEYS.helocUuid, uuid), undefined),
};

/** Per-session counters (screen-load reloads). */
export const sessionCounter = (key: string) => ({
  get: (): number => safe(() => Number(sessionStorage.getItem(key) ?? 0) || 0, 0),
  set: (n: number) => safe(() => sessionStorage.setItem(key, String(n)), undefined),
});

/** Fields that are never written to storage, whatever form they are in. */
const SENSITIVE = /ssn|social|password|pin|accountnumber|routing/i;

export const draftStore = {
  load<T extends object>(key: string): Partial<T> {
    return safe(() => JSON.parse(sessionStorage.getItem(`draft:${key}`) ?? '{}') as Partial<T>, {});
  },
  save(key: string, values: object) {
    const clean = Object.fromEntries(Object.entries(values).filter(([k]) => !SENSITIVE.test(k)));
    safe(() => sessionStorage.setItem(`draft:${key}`, JSON.stringify(clean)), undefined);
  },
  clear(key: string) {
    safe(() => sessionStorage.removeItem(`draft:${key}`), undefined);
  },
};
