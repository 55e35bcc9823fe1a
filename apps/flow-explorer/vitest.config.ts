import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts', '../../packages/heloc-core/test-setup/fast-check-seed.ts'],
    testTimeout: 30_000,
    // One jsdom per worker, not per file (decision 081).
    isolate: false,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/flow-explorer.json` } : undefined,
  },
});
