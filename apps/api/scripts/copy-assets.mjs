// Copies the SQL migrations next to the compiled server (tsc copies only TypeScript).
import { cpSync } from 'node:fs';
cpSync(new URL('../src/db/migrations', import.meta.url), new URL('../dist/db/migrations', import.meta.url), {
  recursive: true,
});
