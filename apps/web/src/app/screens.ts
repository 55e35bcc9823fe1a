/**
 * The screens this release has, found from the folders: `screens/<route path>/route.tsx` (a path
 * parameter spelled `$type`). The core's catalogue says which route each folder serves; nothing else
 * lists screens, so adding a screen is adding its folder. Every route module loads lazily.
 */
import { screenForFolder, type ScreenEntry } from '@heloc/core';
import type { ComponentType } from 'react';

/** A route module: it exports its screen container as `Component`. */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

export interface ScreenRoute {
  readonly entry: ScreenEntry;
  readonly load: ScreenModule;
}

const PREFIX = '../screens/';
const SUFFIX = '/route.tsx';

/** The folder (relative to `screens/`) of a route module's glob key. */
export function folderOfModule(key: string): string {
  return key.slice(PREFIX.length, -SUFFIX.length);
}

/** Route modules by folder; `strays` are folders the catalogue does not know (a test fails on them). */
export function screenRoutes(modules: Record<string, ScreenModule>): { routes: ScreenRoute[]; strays: string[] } {
  const routes: ScreenRoute[] = [];
  const strays: string[] = [];
  for (const [key, load] of Object.entries(modules)) {
    const folder = folderOfModule(key);
    const entry = screenForFolder(folder);
    if (entry) routes.push({ entry, load });
    else strays.push(folder);
  }
  return { routes, strays };
}

export const SCREEN_MODULES = import.meta.glob<{ Component: ComponentType }>('../screens/**/route.tsx');
