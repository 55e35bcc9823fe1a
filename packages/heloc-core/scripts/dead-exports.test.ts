/**
 * The core's public face carries no dead names (decision 069): every name exported from an entry
 * point in package.json "exports" is imported by something outside the module that declares it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deadExports, readRepo, type DeadExportsInput, type SourceText } from './dead-exports.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const fixture = (files: Record<string, string>): DeadExportsInput => ({
  files: Object.entries(files).map(([path, text]): SourceText => ({ path, text })),
  entries: { '@x/core': 'core/src/index.ts', '@x/core/testing': 'core/src/testing/index.ts' },
  coreSrc: 'core/src',
  corePackage: 'core',
});
const deadIn = (files: Record<string, string>) =>
  deadExports(fixture(files)).dead.map((d) => `${d.module.replace(/^core\/src\/(.*)\.ts$/, '$1')}#${d.local}`);

describe('the dead-export scan', () => {
  const core = {
    'core/src/index.ts':
      "export { a, b as bee, c, d, e, f, g, h } from './rules.js';\nexport type { T, U, V } from './rules.js';\nexport { k } from './other.js';",
    'core/src/rules.ts': [
      'export const a = 1;',
      'export const b = 2;',
      'export function c() { return d; }',
      'export const d = 4;',
      'export const e = 5;',
      'export const f = 6;',
      'export const g = 7;',
      'export const h = 8;',
      'export type T = string;',
      'export interface U { u: number }',
      'export type V = boolean;',
    ].join('\n'),
    'core/src/other.ts': "export { a as k } from './rules.js';",
    'core/src/testing/index.ts': "export { arb } from './arbitraries.js';",
    'core/src/testing/arbitraries.ts': 'export const arb = 1;',
  };

  it('reads every kind of import as a use, and names a dead export by its module', () => {
    expect(
      deadIn({
        ...core,
        'web/a.ts': "import { bee as B } from '@x/core';",
        'web/b.ts': "import type { T } from '@x/core';\nimport { type U } from '@x/core';",
        'web/c.ts': "import * as core from '@x/core';\ncore.c();\nlet v: core.V;",
        'web/d.ts': "type E = typeof import('@x/core').e;",
        'web/e.ts': "export { f } from '@x/core';",
        'core/scripts/s.ts': "import { g } from '../src/rules.js';",
        'core/src/thing.test.ts': "import { arb } from './testing/index.js';",
      }),
    ).toEqual(['rules#a', 'rules#d', 'rules#h', 'rules#a']); // `a` is on the face twice: as itself and as other.ts's `k`
  });

  it('traces a re-export to the module that declares the name, and does not count the re-export as a use', () => {
    // `k` is `a` re-exported by other.ts: importing `k` keeps `a` alive; other.ts re-exporting it does not.
    expect(deadIn({ ...core, 'web/a.ts': "import { k } from '@x/core';" })).not.toContain('rules#a');
    expect(deadIn({ ...core, 'web/a.ts': "import { c } from '@x/core';" })).toContain('rules#a');
  });

  it("counts a core test only for its own module (and for the test kit), and a module's own use not at all", () => {
    const dead = deadIn({
      ...core,
      'core/src/rules.test.ts': "import { a } from './rules.js';",
      'core/src/elsewhere.test.ts': "import { b } from './rules.js';",
      'core/scripts/lint.test.ts': "import { e } from '../src/index.js';",
    });
    expect(dead).not.toContain('rules#a');
    expect(dead).toContain('rules#b');
    expect(dead).toContain('rules#e');
    expect(dead).toContain('rules#d'); // used by c, in its own module only
    expect(dead).toContain('testing/arbitraries#arb');
  });

  it('counts a namespace that escapes as a use of every name (it cannot tell which are read)', () => {
    expect(deadIn({ ...core, 'web/a.ts': "import * as core from '@x/core';\nconsole.log(core);" })).toEqual([
      'testing/arbitraries#arb',
    ]);
  });
});

describe('the public face of @heloc/core', () => {
  it('exports no name that nothing outside its module imports', () => {
    const { publicNames, dead } = deadExports(readRepo(root));
    expect(publicNames.length).toBeGreaterThan(500); // the scan found the face
    const lines = dead.map(
      (d) => `  ${d.name} (${d.entry}; declared in ${d.module.replace('packages/heloc-core/', '')})`,
    );
    expect(
      lines,
      [
        `${dead.length} name(s) on the core's public face are imported by nothing outside their own module:`,
        ...lines,
        'Delete it (and what only it used), or import it where it is needed. A name only its own module uses',
        "keeps no `export`; one only another module's test uses leaves the entry point and is imported from",
        'its module. What counts as a use: packages/heloc-core/scripts/dead-exports.ts (decision 069).',
      ].join('\n'),
    ).toEqual([]);
  }, 60_000);
});
