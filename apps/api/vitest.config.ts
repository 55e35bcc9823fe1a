import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON_DIR;
const suffix = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Stops and starts the PostgreSQL server itself: runs alone, after every other file (decision 066). */
const ALONE = ['src/db/database-restart.test.ts'];

export default defineConfig({
  // Read @heloc/core from source (its `source` export condition): no build needed to test.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // On PostgreSQL each worker is pointed at its own database (src/testing/worker-database.ts).
    setupFiles: [
      '../../packages/heloc-core/test-setup/fast-check-seed.ts',
      'src/testing/worker-database.ts',
      'src/testing/fresh-modules.ts',
    ],
    // Files share a worker: libraries load once, the server's modules fresh per file (src/testing/fresh-modules.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two workers on 2 cores: the gate runs this package beside the web's, which finishes first, and
    // the API's files then had one worker and one idle core (decision 081).
    maxWorkers: 2,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/api-${suffix}.json` } : undefined,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/main.ts', 'src/db/migrations/**'],
      reporter: ['text-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // Tests sit beside the code they test (decision 083); helpers are in src/testing/.
          include: ['src/**/*.test.ts'],
          exclude: ALONE,
          // Migrate once per run, not once per file; on PostgreSQL one database per worker, so
          // files run side by side there too (decision 066).
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'api-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
