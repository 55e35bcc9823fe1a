/**
 * The folder rule: every screen is a folder at its route path holding its view, stories, test and
 * route module; the router is made from the folders. This test lists the catalogued screens that
 * have no folder yet — the later issues drive NOT_YET_BUILT to empty, one screen at a time.
 */
import { screenCatalogue } from '@heloc/core';
import { describe, expect, it } from 'vitest';
import { folderOfModule, SCREEN_MODULES, screenRoutes } from './screens';

/** Catalogued screens without a folder yet. Remove a line when its folder lands (the test insists). */
const NOT_YET_BUILT = new Set<string>([]);

/** Screens moved into the folder shape before their own test was written: this list only shrinks. */
const WITHOUT_TEST_YET = new Set<string>([]);

/** Every file under screens/, by path relative to it (names only; nothing is imported). */
const FILES = Object.keys(import.meta.glob('../screens/**/*.{ts,tsx}')).map((k) => k.slice('../screens/'.length));

/** A folder's view name: its last segment that is not a parameter (`income/link/$type` → `link`). */
const viewName = (folder: string) =>
  folder
    .split('/')
    .filter((s) => !s.startsWith('$'))
    .at(-1) ?? folder;

describe('screen folders', () => {
  const { routes, strays } = screenRoutes(SCREEN_MODULES);
  const built = new Set(routes.map((r) => r.entry.folder));

  it('has a catalogued route for every folder', () => {
    expect(
      strays,
      'folders under screens/ whose path is not in the core catalogue (packages/heloc-core/src/journey/routes.ts)',
    ).toEqual([]);
  });

  it('lists the catalogued screens still missing', () => {
    const missing = screenCatalogue()
      .filter((e) => !built.has(e.folder))
      .map((e) => e.folder);
    console.info(
      `Catalogued screens still missing (${missing.length} of ${screenCatalogue().length}):\n  ${missing.join('\n  ')}`,
    );
    expect(
      missing.filter((f) => !NOT_YET_BUILT.has(f)),
      'catalogued screens with no folder (add the folder, or — only for a screen a later issue builds — NOT_YET_BUILT)',
    ).toEqual([]);
    expect(
      [...NOT_YET_BUILT].filter((f) => built.has(f)),
      'screens now built: remove them from NOT_YET_BUILT',
    ).toEqual([]);
  });

  it('keeps view, stories, test and route module side by side in each folder', () => {
    const incomplete = routes.flatMap(({ entry: { folder } }) => {
      const name = viewName(folder);
      const want = [
        `${name}.tsx`,
        `${name}.stories.tsx`,
        ...(WITHOUT_TEST_YET.has(folder) ? [] : [`${name}.test.tsx`]),
        'route.tsx',
      ];
      const missing = want.filter((file) => !FILES.includes(`${folder}/${file}`));
      return missing.length ? [`${folder}: ${missing.join(', ')}`] : [];
    });
    expect(incomplete).toEqual([]);
    const tested = [...WITHOUT_TEST_YET].filter((folder) => FILES.includes(`${folder}/${viewName(folder)}.test.tsx`));
    expect(tested, 'these screens have their test now: remove them from WITHOUT_TEST_YET').toEqual([]);
  });

  it('derives the folder from a route module key', () => {
    expect(folderOfModule('../screens/income/link/$type/route.tsx')).toBe('income/link/$type');
  });
});
