import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;
const suffix = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  // Read @heloc/core from source (its `source` export condition): no build needed to test.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../packages/heloc-core/test-setup/fast-check-seed.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One database server per file; files run one at a time on a real PostgreSQL server.
    fileParallelism: !process.env.TEST_DATABASE_URL,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/api-${suffix}.json` } : undefined,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/main.ts', 'src/db/migrations/**'],
      reporter: ['text-summary'],
    },
  },
});
