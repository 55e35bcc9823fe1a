/**
 * The apps' lint bans (eslint.config.js at the root, issue 8). Each case lints a snippet as if it
 * were a file at the given path, with the workspace's real config, and checks the ban fires with
 * a message saying what to use instead — or stays quiet where the thing is allowed — so that a
 * config change cannot silently switch a ban off.
 */
import { SERVER_STATES } from '@heloc/core';
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// A path string, not a URL object: this runs under the web app's jsdom, whose URL is not Node's.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
// ESLint loads the whole config and its plugins on the first lint: seconds on a loaded CI machine.
// Pay that once here, with room, so each case below measures only its own lint.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: `${root}/apps/web/src/warmup.tsx` });
}, 120_000);
const lint = async (code: string, file: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
};

const WEB = 'apps/web/src/screens/probe/view.tsx';
const WEB_ROUTE = 'apps/web/src/screens/probe/route.tsx';
const EXPLORER = 'apps/flow-explorer/src/panels/probe.tsx';
const STORY = 'apps/web/src/screens/probe/view.stories.tsx';
const TEST = 'apps/web/src/screens/probe/view.test.tsx';

describe('browser storage only through lib/storage.ts', () => {
  it.each([
    ['localStorage.getItem("jwt");', WEB],
    ['sessionStorage.setItem("k", "v");', WEB],
    ['window.localStorage.getItem("jwt");', WEB],
    ['globalThis.sessionStorage.clear();', WEB],
    ['localStorage.getItem("x");', EXPLORER],
    ['localStorage.getItem("x");', '.storybook/preview.tsx'],
  ])('rejects %s in %s', async (code, file) => {
    const found = await lint(`export const f = () => ${code}`, file);
    expect(found).toContainEqual({
      rule: expect.stringMatching(/^no-restricted-(globals|properties)$/),
      message: expect.stringContaining('Use the helpers in lib/storage.ts'),
    });
  });

  it('allows lib/storage.ts itself and tests', async () => {
    expect(
      await lint(
        'export const f = () => localStorage.getItem("jwt") ?? sessionStorage.getItem("x");',
        'apps/web/src/lib/storage.ts',
      ),
    ).toEqual([]);
    expect(await lint('export const f = () => localStorage.getItem("jwt");', TEST)).toEqual([]);
  });
});

describe("paths only from the core's builders", () => {
  it.each([
    ["export const to = '/dashboard';", WEB],
    ["export const to = '/auth/login?redirectUrl=%2Fdashboard';", WEB_ROUTE],
    ["export const to = '/account/heloc/register';", STORY],
    ['export const to = (uuid: string) => `/account/heloc/${uuid}/start/profile`;', WEB],
    ['export const A = () => <a href="/dashboard">Back</a>;', WEB],
    ["export const to = '/account/heloc';", EXPLORER],
  ])('rejects %s in %s', async (code, file) => {
    expect(await lint(code, file)).toContainEqual({
      rule: 'no-restricted-syntax',
      message: expect.stringContaining("Build paths with the core's builders"),
    });
  });

  it('allows the core, tests and unrelated paths', async () => {
    expect(await lint("export const DASHBOARD = '/dashboard';", 'packages/heloc-core/src/probe.ts')).toEqual([]);
    expect(await lint("export const url = '/auth/login';", TEST)).toEqual([]);
    expect(
      await lint("export const api = '/service-heloc/api/v1/status'; export const css = `/assets/${'x'}`;", WEB),
    ).toEqual([]);
  });
});

describe("no server-state names in apps/web: the core's rules decide", () => {
  it('rejects every member of SERVER_STATES and CO_DEEDER', async () => {
    const code = [...SERVER_STATES, 'CO_DEEDER'].map((s, i) => `export const s${i} = '${s}';`).join('\n');
    const found = await lint(code, WEB_ROUTE);
    expect(
      found.filter((m) => m.rule === 'no-restricted-syntax' && m.message.includes("Use the core's rules")),
    ).toHaveLength(SERVER_STATES.length + 1);
  });

  it.each([
    ["export const f = (s: { state: string }) => s.state === 'GEN_SUMMARY_DISCLOSURE';"],
    ["export const f = (p: { type?: string }) => p.type === 'CO_DEEDER';"],
  ])('rejects %s', async (code) => {
    expect(await lint(code, WEB_ROUTE)).toContainEqual({
      rule: 'no-restricted-syntax',
      message: expect.stringContaining('isAdditionalSigner'),
    });
  });

  it('allows type positions, fixtures in stories and tests, and other words', async () => {
    expect(await lint("export type T = { coDeedStatus: 'COMPLETE' | 'PENDING' };", WEB)).toEqual([]);
    expect(await lint("export const fixture = { state: 'OFFER_SELECTION' };", STORY)).toEqual([]);
    expect(await lint("export const fixture = { state: 'DECLINED' };", TEST)).toEqual([]);
    expect(await lint("export const word = 'DECLINED_BY_BORROWER';", WEB)).toEqual([]);
  });
});

describe("timings from the core's constants", () => {
  it.each([
    ["useQuery({ queryKey: ['x'], queryFn: f, staleTime: 60_000 });"],
    ["useQuery({ queryKey: ['x'], queryFn: f, staleTime: 10 * 60_000 });"],
    ["useQuery({ queryKey: ['x'], queryFn: f, refetchInterval: () => 2500 });"],
    ["http.get('/x', { timeout: 30_000 });"],
    ['setTimeout(f, 1000);'],
    ['window.setInterval(f, 5000);'],
  ])('rejects %s', async (code) => {
    const found = await lint(
      `declare const useQuery: (o: object) => void, f: () => void, http: { get: (u: string, o: object) => void };\n${code}`,
      WEB_ROUTE,
    );
    expect(found).toContainEqual({
      rule: 'no-restricted-syntax',
      message: expect.stringContaining("Use the core's constants"),
    });
  });

  it.each([
    ['export function Modal({ rotateMs = 2500 }: { rotateMs?: number }) { return rotateMs; }'],
    ['export const POLL_MS = 1500;'],
    ['export const A = () => <Tooltip openDelay={1200} />; declare const Tooltip: (p: { openDelay: number }) => null;'],
  ])('rejects a duration in a name that says so: %s', async (code) => {
    expect(await lint(code, WEB)).toContainEqual({
      rule: 'no-restricted-syntax',
      message: expect.stringContaining("Use the core's constants"),
    });
  });

  it('allows the constants, small delays and non-durations', async () => {
    expect(
      await lint(
        "import { STATUS_STALE_TIME_MS } from '@heloc/core';\nexport const o = { staleTime: STATUS_STALE_TIME_MS };",
        WEB_ROUTE,
      ),
    ).toEqual([]);
    expect(
      await lint(
        'export const o = { staleTime: 250, retry: 0 }; export const max = { loanAmount: 400_000 };',
        WEB_ROUTE,
      ),
    ).toEqual([]);
  });
});

describe('apps/web never imports apps/api', () => {
  it.each([
    ["import { SEED_ORGS } from '../../../../api/src/seed/orgs';", 'apps/web/src/components/shell/probe.stories.tsx'],
    ["import { app } from '@heloc/api';", WEB],
    ["import { x } from '../../../api/src/app';", 'apps/flow-explorer/src/panels/probe.ts'],
  ])('rejects %s in %s', async (code, file) => {
    const found = await lint(
      `${code}\nexport const y = [SEED_ORGS, app, x];\ndeclare const SEED_ORGS: 1, app: 1, x: 1;`,
      file,
    );
    expect(found.map((m) => m.message)).toContain('apps/web never imports apps/api; move shared code to @heloc/core.');
  });

  it("allows the web app's own api folder and the Storybook set-up", async () => {
    expect(
      await lint(
        "import { api } from '../../api/endpoints';\nexport const a = api;",
        'apps/web/src/screens/probe/route.tsx',
      ),
    ).toEqual([]);
    expect(
      await lint(
        "import { SEED_ORGS } from '../apps/api/src/seed/orgs';\nexport const o = SEED_ORGS;",
        '.storybook/orgs.ts',
      ),
    ).toEqual([]);
  });
});

describe('react-hooks rules, as errors', () => {
  it.each([
    [
      'export function A({ on }: { on: boolean }) { if (on) { useState(0); } return null; }\nimport { useState } from "react";',
      'react-hooks/rules-of-hooks',
      WEB,
    ],
    [
      'import { useEffect } from "react";\nexport function A({ n }: { n: number }) { useEffect(() => { console.log(n); }, []); return null; }',
      'react-hooks/exhaustive-deps',
      EXPLORER,
    ],
    ['export function A() { return <p>{Date.now()}</p>; }', 'react-hooks/purity', WEB],
  ])('%s → %s', async (code, rule, file) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
    expect(result?.messages.find((m) => m.ruleId === rule)?.severity).toBe(2);
  });
});

describe('one polling mechanism and one way to write (issue 24, decision 074)', () => {
  const MUTATION = "import { useMutation } from '@tanstack/react-query';\nexport const useX = () => useMutation({});";
  const POLL =
    "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['x'], refetchInterval: 5 });";

  // The chat was exempt until its own move (decision 074): it is covered like the rest now.
  const CHAT_FILES = [
    'apps/web/src/features/chat/chat-window.tsx',
    'apps/web/src/features/chat/agent/agent-console.tsx',
  ];

  it.each([WEB_ROUTE, 'apps/web/src/features/probe/use-probe.ts', 'apps/web/src/lib/use-probe.ts', ...CHAT_FILES])(
    'rejects useMutation in %s and names the helpers',
    async (file) => {
      expect(await lint(MUTATION, file)).toContainEqual({
        rule: 'no-restricted-imports',
        message: expect.stringContaining('useWrite (lib/use-write.ts)'),
      });
    },
  );

  it('rejects refetchInterval outside the polling hook, and names it', async () => {
    for (const file of [WEB_ROUTE, 'apps/web/src/features/probe/use-probe.ts', ...CHAT_FILES]) {
      expect(await lint(POLL, file)).toContainEqual({
        rule: 'no-restricted-syntax',
        message: expect.stringContaining('usePolledQuery (lib/use-polled-query.ts)'),
      });
    }
  });

  it('allows each in its one home', async () => {
    expect(await lint(MUTATION, 'apps/web/src/lib/use-write.ts')).toEqual([]);
    expect(await lint(POLL, 'apps/web/src/lib/use-polled-query.ts')).toEqual([]);
  });

  it('still bans apps/api where useMutation is banned too', async () => {
    const found = await lint("import { x } from '@heloc/api/src/app';\nexport const y = x;", WEB_ROUTE);
    expect(found.map((m) => m.message)).toContain('apps/web never imports apps/api; move shared code to @heloc/core.');
  });
});
