/**
 * How the router loads a screen without carrying the list of screens (decision 040).
 *
 * The route table comes from the core's catalogue, which the entry carries anyway. A route's module
 * is looked up in the screen registry (app/screens.ts, the folder glob), which is itself a lazy
 * chunk: the entry holds one import for the registry, not one per screen, so the first screen no
 * longer grows with every folder. The price is one small chunk fetched before the first screen
 * the borrower opens other than registration; later screens find it loaded.
 */
import type { ComponentType } from 'react';
import type * as ScreenRegistry from './screens';
import type { ScreenModule } from './screens';

type Registry = typeof ScreenRegistry;
type LoadedScreen = Awaited<ReturnType<ScreenModule>>;

/**
 * The screens loaded straight from the entry, without waiting for the registry: only the first
 * screen that `pnpm budget` measures (registration), so that it renders after one round trip as
 * before. Each line costs the entry a loader; this list does not grow with the screens.
 */
export const DIRECT_SCREENS: Readonly<Record<string, ScreenModule>> = {
  register: () => import('../screens/register/route'),
};

let registry: Promise<Registry> | undefined;
let built: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

function loadRegistry(): Promise<Registry> {
  registry ??= import('./screens').then(
    (module) => {
      built = module.BUILT_FOLDERS;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk load (a deploy, a dropped connection) must not stick: the route error
      // boundary's retry loads it again.
      registry = undefined;
      throw error;
    },
  );
  return registry;
}

/**
 * Starts loading the registry without waiting for it: the journey root calls it while its own chunk
 * loads, so the application screens nested under it do not pay the registry's round trip after it.
 */
export function preloadRegistry(): void {
  // A failure here is retried by the screen's own load, which reports it.
  loadRegistry().catch(() => undefined);
}

/** The folders that have a route module; null until the registry has loaded (useSyncExternalStore). */
export function builtFolders(): ReadonlySet<string> | null {
  return built;
}

export function subscribeBuiltFolders(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Renders nothing: a catalogued screen without a folder yet. By the time it would render, the
 * registry has told the router which folders exist and the router has dropped this route, so the
 * URL falls through to what it met before the screen was catalogued (the journey's "step continues"
 * page, the signer's home, or not found).
 */
function NotBuiltYet() {
  return null;
}

/** A catalogued folder's route module: direct for the first screen, else through the registry. */
export function loadScreen(folder: string): Promise<LoadedScreen> {
  const direct = DIRECT_SCREENS[folder];
  if (direct) return direct();
  return loadRegistry().then(
    (module) => module.screenModule(folder)?.() ?? { Component: NotBuiltYet as ComponentType },
  );
}

/** The agents' console route module, through the registry (app/screens.ts says why). */
export function loadAgentConsole(): Promise<LoadedScreen> {
  return loadRegistry().then((module) => module.loadAgentConsole());
}
