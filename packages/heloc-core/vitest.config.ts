import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    reporters: process.env.VITEST_JSON_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_DIR ? { json: `${process.env.VITEST_JSON_DIR}/heloc-core.json` } : undefined,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['test-setup/fast-check-seed.ts'],
    // Pure rules: nothing a file does can reach another, so files share one worker's modules.
    // 98 s -> 25 s on 2 cores with the same coverage (decision 081).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
