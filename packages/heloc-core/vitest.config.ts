import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    reporters: process.env.VITEST_JSON_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_DIR ? { json: `${process.env.VITEST_JSON_DIR}/heloc-core.json` } : undefined,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['test-setup/fast-check-seed.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
