/**
 * Setup file (decision 066): on PostgreSQL each vitest worker has its own database, a copy of the
 * migrated template made by `global-setup.ts`. TEST_DATABASE_URL is pointed at it before a test file
 * is imported, so the sandbox and every server a test spawns use this worker's database alone.
 */
import { workerDatabaseUrl } from './worker-database-url.js';

const template = process.env.TEST_DATABASE_TEMPLATE_URL ?? process.env.TEST_DATABASE_URL;
if (template) {
  process.env.TEST_DATABASE_TEMPLATE_URL = template;
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(template, process.env.VITEST_POOL_ID ?? '1');
}
