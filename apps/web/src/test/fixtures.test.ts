/**
 * Stories, tests and Storybook's own set-up take their fixtures from the web app (src/test/orgs.ts)
 * or the core's testing generators, never from the api's source: a change to the sandbox's seed
 * must not restyle or break a story, and the browser bundle must never reach into server code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const DIRS = ['apps/web/src', 'apps/web/e2e', '.storybook'];
// Any import or re-export whose specifier reaches the api package, by path or by name.
const API_IMPORT = /\b(?:from|import)\s*\(?\s*['"]([^'"]*(?:apps\/api|\.\.\/api\/src|@heloc\/api)[^'"]*)['"]/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield path;
  }
}

describe('story and test fixtures', () => {
  it('never import the api’s source', () => {
    const offending = DIRS.flatMap((d) => [...sources(join(ROOT, d))]).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(API_IMPORT)].map((m) => `${relative(ROOT, file)}: ${m[1]}`),
    );
    expect(offending).toEqual([]);
  });

  it('would notice one', () => {
    // Split so this file does not match itself.
    const line = `import { SEED_ORGS } from '../../../../api${'/src/seed/orgs'}';`;
    expect(line.match(API_IMPORT)).not.toBeNull();
  });
});
