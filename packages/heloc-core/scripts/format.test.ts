/**
 * The whole tree has one layout, Biome's (biome.json at the root; decision 071), and the gate's
 * "format" step fails on a file that is not in it. These cases prove the check fires, so that a
 * config change cannot silently switch it off: the repository's own biome.json, on a copy.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const dir = mkdtempSync(join(tmpdir(), 'format-probe-'));
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
// The copy has no git: the ignore file cannot be read there.
writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The gate's check, on one file: its exit status and what it printed. */
const check = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  const run = spawnSync(biome, ['format', name], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
};

describe('the format check', () => {
  it.each([
    ['double quotes', 'probe.ts', 'export const a = "x";\n'],
    ['a missing semicolon', 'probe.ts', "export const a = 'x'\n"],
    [
      'a line past 120 characters',
      'probe.ts',
      `export const a = [${Array.from({ length: 30 }, (_, i) => `'item${i}'`).join(', ')}];\n`,
    ],
    ['four-space indentation', 'probe.tsx', 'export function A() {\n    return <p className="a">x</p>;\n}\n'],
    ['CSS on one line', 'probe.module.css', '.a{color:red}\n'],
  ])('fails on %s', (_what, name, text) => {
    const { status, out } = check(name, text);
    expect(status).not.toBe(0);
    expect(out).toContain('Formatter would have printed');
  });

  it('passes a file in the house layout', () => {
    expect(check('probe.ts', "export const a = 'x';\n").status).toBe(0);
  });

  it('is what the gate runs', () => {
    expect(readFileSync(join(root, 'scripts/validate.sh'), 'utf8')).toMatch(/biome format \.|biome ci/);
    expect(execFileSync(biome, ['--version'], { encoding: 'utf8' })).toMatch(/\d+\.\d+/);
  });
});
