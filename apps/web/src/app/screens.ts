/**
 * The screen registry: the screens this release has, found from the folders
 * (`screens/<route path>/route.tsx`, a path parameter spelled `$type`). The core's catalogue says which
 * route each folder serves; nothing else lists screens, so adding a screen is adding its folder.
 *
 * This module is itself loaded lazily (app/screen-loader.ts) and must never be imported, other than
 * as a type, from the entry: the glob below is one loader per screen (key, chunk name, preload list),
 * about 50 bytes gzip each, and in the entry it made the first screen grow with every folder
 * (decision 040). `pnpm budget --enforce` fails if the entry reaches it again.
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

/** The glob key of a folder's route module (the inverse of folderOfModule). */
export function moduleOfFolder(folder: string): string {
  return `${PREFIX}${folder}${SUFFIX}`;
}

export const SCREEN_MODULES = import.meta.glob<{ Component: ComponentType }>('../screens/**/route.tsx');

/** The folders that have a route module (catalogued or not). */
export const BUILT_FOLDERS: ReadonlySet<string> = new Set(Object.keys(SCREEN_MODULES).map(folderOfModule));

/** A folder's route module loader, or undefined when the folder has none yet. */
export function screenModule(folder: string): ScreenModule | undefined {
  return SCREEN_MODULES[moduleOfFolder(folder)];
}

/**
 * The customer-service agents' console (its own page, outside the borrower's site): found here, not
 * imported from the router, so its chunk's preload list stays out of the entry too.
 */
export const loadAgentConsole: ScreenModule = () => import('../features/chat/agent/agent-console');
