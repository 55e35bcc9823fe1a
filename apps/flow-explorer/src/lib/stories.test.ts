import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allAppScreenPaths } from '@heloc/core';
import { describe, expect, it } from 'vitest';
import { SCREENS_WITH_STORIES, storyId, storyUrl } from './stories';

// Tests run from apps/flow-explorer.
const screensDir = join(process.cwd(), '../web/src/screens');
// One folder per screen at its route path (screens/credit/social/social.stories.tsx).
const titles = readdirSync(screensDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.stories.tsx'))
  .map((f) => /title: '([^']+)'/.exec(readFileSync(join(screensDir, f), 'utf8'))?.[1]);

describe('story links', () => {
  it('list exactly the journey screens that have stories in the web app', () => {
    const screens = new Set<string>(allAppScreenPaths());
    const withStories = titles
      .filter((t): t is string => Boolean(t?.startsWith('Screens/')))
      .map((t) => t.slice('Screens/'.length))
      .filter((s) => screens.has(s));
    expect([...SCREENS_WITH_STORIES].sort()).toEqual(withStories.sort());
  });
  it('use Storybook’s ids', () => {
    expect(storyId('credit/social')).toBe('screens-credit-social--default');
    // A screen without stories (none may be left one day: any name outside the list stands in).
    expect(storyUrl('not-a-built-screen').label).toMatch(/not built yet/);
    expect(storyUrl('conditions').label).toBe('Story: Screens/conditions');
  });
});
