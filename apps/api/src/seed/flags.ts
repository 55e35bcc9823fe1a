/**
 * Feature flags from an operator-editable JSON file (apps/api/config/flags.json, or FLAGS_FILE).
 * Re-read when the file changes, so an operator can switch maintenance on without a restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const FlagSchema = v.object({
  flagEnabled: v.boolean(),
  variables: v.optional(v.record(v.string(), v.unknown()), {}),
});
const FlagsFileSchema = v.record(v.string(), FlagSchema);
export type Flag = v.InferOutput<typeof FlagSchema>;

export interface FlagStore {
  get(key: string): Flag;
  all(): Record<string, Flag>;
  /** For tests and the sandbox control endpoint: an in-memory override. */
  set(key: string, flag: Flag): void;
}

export const DEFAULT_FLAGS_FILE = fileURLToPath(new URL('../../config/flags.json', import.meta.url));

export function fileFlagStore(path: string = DEFAULT_FLAGS_FILE): FlagStore {
  let cache: { mtimeMs: number; flags: Record<string, Flag> } | undefined;
  const overrides = new Map<string, Flag>();
  const load = (): Record<string, Flag> => {
    const mtimeMs = statSync(path).mtimeMs;
    if (!cache || cache.mtimeMs !== mtimeMs) {
      const parsed = v.safeParse(FlagsFileSchema, JSON.parse(readFileSync(path, 'utf8')));
      if (!parsed.success) throw new Error(`Invalid flags file ${path}: ${parsed.issues.map((i) => i.message).join('; ')}`);
      cache = { mtimeMs, flags: parsed.output };
    }
    return cache.flags;
  };
  return {
    get: (key) => overrides.get(key) ?? load()[key] ?? { flagEnabled: false, variables: {} },
    all: () => ({ ...load(), ...Object.fromEntries(overrides) }),
    set: (key, flag) => void overrides.set(key, flag),
  };
}
