/**
 * Feature flags from an operator-editable JSON file (apps/api/config/flags.json, or FLAGS_FILE).
 * Re-read when the file changes, so an operator can switch maintenance on without a restart.
 * Overrides (PUT /sandbox/flags/:key) live in the database, so every server on it answers alike.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { Db } from '../db/client.js';
import { flagOverride, flagOverridesAll, saveFlagOverride } from './repo.js';

const FlagSchema = v.object({
  flagEnabled: v.boolean(),
  variables: v.optional(v.record(v.string(), v.unknown()), {}),
});
const FlagsFileSchema = v.record(v.string(), FlagSchema);
export type Flag = v.InferOutput<typeof FlagSchema>;

export interface FlagStore {
  get(key: string): Promise<Flag>;
  all(): Promise<Record<string, Flag>>;
  /** For tests and the sandbox control endpoint: an override shared by every server on the database. */
  set(key: string, flag: Flag): Promise<void>;
}

export const DEFAULT_FLAGS_FILE = fileURLToPath(new URL('../../config/flags.json', import.meta.url));

export function fileFlagStore(db: Db, path: string = DEFAULT_FLAGS_FILE): FlagStore {
  let cache: { mtimeMs: number; flags: Record<string, Flag> } | undefined;
  const load = (): Record<string, Flag> => {
    const mtimeMs = statSync(path).mtimeMs;
    if (!cache || cache.mtimeMs !== mtimeMs) {
      const parsed = v.safeParse(FlagsFileSchema, JSON.parse(readFileSync(path, 'utf8')));
      if (!parsed.success)
        throw new Error(`Invalid flags file ${path}: ${parsed.issues.map((i) => i.message).join('; ')}`);
      cache = { mtimeMs, flags: parsed.output };
    }
    return cache.flags;
  };
  // Read on every call, not cached: another server may have set one a moment ago. The table holds
  // a handful of rows, so this is one small indexed query.
  const normal = (f: { flagEnabled: boolean; variables?: Record<string, unknown> }): Flag => ({
    flagEnabled: f.flagEnabled,
    variables: f.variables ?? {},
  });
  return {
    get: async (key) => {
      const row = await flagOverride(db, key);
      return row ? normal(row.flag) : (load()[key] ?? { flagEnabled: false, variables: {} });
    },
    all: async () => {
      const rows = await flagOverridesAll(db);
      return { ...load(), ...Object.fromEntries(rows.map((r) => [r.key, normal(r.flag)])) };
    },
    set: async (key, flag) => {
      await saveFlagOverride(db, key, flag, new Date());
    },
  };
}
