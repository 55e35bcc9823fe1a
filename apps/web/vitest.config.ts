import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // One document and one module graph for every file in a worker: a fresh jsdom, setup file and
    // Mantine import per file cost 440 of the package's 640 s on 2 cores, against 194 s of tests
    // (decision 081). What a test leaves behind is cleared in src/test/setup.ts; a file that needs
    // fresh module state takes it with vi.resetModules().
    isolate: false,
    // Typing with user-event in jsdom takes seconds when two cores are shared with other work: a
    // generous ceiling so a slow machine is not a failure (no test asserts on time).
    testTimeout: 30_000,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/web.json` } : undefined,
  },
});
