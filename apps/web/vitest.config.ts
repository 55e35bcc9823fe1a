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
    // Typing with user-event in jsdom takes seconds when two cores are shared with other work: a
    // generous ceiling so a slow machine is not a failure (no test asserts on time).
    testTimeout: 30_000,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/web.json` } : undefined,
  },
});
