/**
 * Only a feature's repo.ts (and src/db/**) imports drizzle-orm or the schema (decision 072; the ban is in the
 * root eslint.config.js). These cases prove the ban fires with its message, so that a config change
 * cannot silently switch it off, and that it stays quiet where queries belong.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
// ESLint loads the whole config and its plugins on the first lint: pay that once, with room.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: `${root}/apps/api/src/warmup.ts` });
}, 120_000);
const lint = async (code: string, file: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};
const REPO_MESSAGE = "queries live in the feature's repo.ts";

describe('the API repo boundary', () => {
  it.each([
    ["import { eq } from 'drizzle-orm';\nexport const f = eq;", 'apps/api/src/probe/routes.ts'],
    ["import { sql } from 'drizzle-orm/sql';\nexport const f = sql;", 'apps/api/src/probe/service.ts'],
    ["import { users } from '../db/schema.js';\nexport const t = users;", 'apps/api/src/probe/service.ts'],
    ["import type { users } from '../../db/schema.js';\nexport type T = typeof users;", 'apps/api/src/probe/a/b.ts'],
    ["import { users } from './db/schema.js';\nexport const t = users;", 'apps/api/src/probe.ts'],
  ])('rejects %s in %s', async (code, file) => {
    const messages = await lint(code, file);
    expect(messages.some((m) => m.startsWith('no-restricted-imports') && m.includes(REPO_MESSAGE))).toBe(true);
  });

  it.each([
    [
      "import { eq } from 'drizzle-orm';\nimport { users } from '../db/schema.js';\nexport const f = [eq, users];",
      'apps/api/src/probe/repo.ts',
    ],
    [
      "import { sql } from 'drizzle-orm';\nimport { users } from './schema.js';\nexport const f = [sql, users];",
      'apps/api/src/db/probe.ts',
    ],
    ["import { probeRows } from './repo.js';\nexport const f = probeRows;", 'apps/api/src/probe/service.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await lint(code, file)).toEqual([]);
  });

  // The tests sit beside the code (decision 083) and read rows to check what a route wrote.
  it('does not apply to the tests', async () => {
    expect(
      await lint(
        "import { users } from '../db/schema.js';\nexport const t = users;",
        'apps/api/src/probe/probe.test.ts',
      ),
    ).toEqual([]);
  });

  it("does not apply to the tests' helpers in src/testing/ (they set rows up)", async () => {
    expect(
      await lint(
        "import { eq } from 'drizzle-orm';\nimport { users } from '../db/schema.js';\nexport const f = [eq, users];",
        'apps/api/src/testing/probe.ts',
      ),
    ).toEqual([]);
  });
});
