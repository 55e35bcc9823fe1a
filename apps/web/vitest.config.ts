import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Typing with user-event in jsdom is slow on a busy 2-core machine: a test may not fail for load.
    testTimeout: 30_000,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/web.json` } : undefined,
  },
});
