/** The app's configuration, read once from Vite's env and validated (bulletproof-react's env.ts). */
import * as v from 'valibot';

const EnvSchema = v.object({
  /** Absolute API base, used unless relative URLs are on. */
  VITE_API_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:8080'),
  /** Feature flag: API calls use relative URLs (same origin as the app). On by default. */
  VITE_RELATIVE_API: v.optional(v.picklist(['true', 'false']), 'true'),
  /** The organisation when the page does not name one. */
  VITE_DEFAULT_ORG: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)), 'homestead'),
  MODE: v.optional(v.string(), 'production'),
});

const parsed = v.parse(EnvSchema, import.meta.env);

export const env = {
  apiBase: parsed.VITE_RELATIVE_API === 'true' ? '' : parsed.VITE_API_BASE_URL.replace(/\/$/, ''),
  defaultOrg: parsed.VITE_DEFAULT_ORG,
  isProduction: parsed.MODE === 'production',
} as const;
