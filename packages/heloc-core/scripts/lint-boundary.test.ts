/**
 * The core's boundary is enforced by ESLint (eslint.config.js at the root). These cases prove the
 * rule fails on each kind of reach-out, so that a config change cannot silently switch it off.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
// ESLint loads the whole config and its plugins on the first lint: seconds on a loaded CI machine.
// Pay that once here, with room, so each case below measures only its own lint.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: `${root}/packages/heloc-core/src/warmup.ts` });
}, 120_000);
const lint = async (code: string, file = 'packages/heloc-core/src/probe.ts') => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe('@heloc/core boundary rule', () => {
  it.each([
    ["import React from 'react';", 'no-restricted-imports'],
    ["import ky from 'ky';", 'no-restricted-imports'],
    ["import { format } from 'date-fns';", 'no-restricted-imports'],
    ["import { readFileSync } from 'node:fs';", 'no-restricted-imports'],
    ['export const f = () => fetch("/x");', 'no-restricted-globals'],
    ['export const f = () => setTimeout(() => 1, 5);', 'no-restricted-globals'],
    ['export const f = () => window.location.href;', 'no-restricted-globals'],
    ['export const f = () => document.title;', 'no-restricted-globals'],
    ['export const f = () => localStorage.getItem("jwt");', 'no-restricted-globals'],
    ['export const f = () => sessionStorage.getItem("x");', 'no-restricted-globals'],
    ['export const f = () => Date.now();', 'no-restricted-properties'],
    ['export const f = () => new Date();', 'no-restricted-syntax'],
    ['export const f = () => globalThis.fetch("/x");', 'no-restricted-properties'],
    ["export * from './routes.js';", 'no-restricted-syntax'],
  ])('rejects %s', async (code, rule) => {
    expect(await lint(code)).toContain(rule);
  });

  it.each([
    "import { setup } from 'xstate';\nexport const m = setup({});",
    "import * as v from 'valibot';\nexport const s = v.string();",
    "import { BASE_PATH } from './constants.js';\nexport const p = BASE_PATH;",
    'export const d = (iso: string) => new Date(iso);',
  ])('allows %s', async (code) => {
    expect(await lint(code)).toEqual([]);
  });

  it('does not apply to tests and the testing entry', async () => {
    expect(
      await lint(
        "import fc from 'fast-check';\nexport const a = fc.nat();",
        'packages/heloc-core/src/testing/probe.ts',
      ),
    ).toEqual([]);
  });
});
