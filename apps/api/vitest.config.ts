import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;
const suffix = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Stops and starts the PostgreSQL server itself: runs alone, after every other file (decision 066). */
const ALONE = ['test/database-restart.test.ts'];

export default defineConfig({
  // Read @heloc/core from source (its `source` export condition): no build needed to test.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // On PostgreSQL each worker is pointed at its own database (test/worker-database.ts).
    setupFiles: ['../../packages/heloc-core/test-setup/fast-check-seed.ts', 'test/worker-database.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/api-${suffix}.json` } : undefined,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/main.ts', 'src/db/migrations/**'],
      reporter: ['text-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ALONE,
          // Migrate once per run, not once per file; on PostgreSQL one database per worker, so
          // files run side by side there too (decision 066).
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'api-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
