/**
 * Setup file (decision 081): test files share a worker (vitest.config.ts `isolate: false`), so
 * drizzle, PGlite's compiled WebAssembly and Hono are loaded once per worker; the server's own
 * modules start fresh for every file, as in a new process — per-address meters, caches and the
 * bus's listeners never carry from one file to the next.
 */
import { vi } from 'vitest';

vi.resetModules();
