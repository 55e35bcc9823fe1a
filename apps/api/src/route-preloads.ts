/**
 * The chunks a page's own route draws with, named in the page itself (decisions 096, 097): the server
 * reads the web build's manifest (dist/.vite/manifest.json) once and adds `<link rel="modulepreload">`
 * for the screen's module and its imports, and a stylesheet link for its CSS. The browser then fetches
 * them beside the entry instead of after it has run and routed: round trips less before the screen is
 * drawn on a first visit. The entry's own imports are left out (the build names them already), and so
 * is everything when there is no manifest (Vite's dev server, a test's dist).
 *
 * Which pages: those a visitor opens without a session — registration, sign-in, the signer's pages,
 * the site's pages. Which modules: the screen's route module, and the screen registry (app/screens.ts)
 * unless the entry loads that route module itself (registration): without it the registry's round
 * trip came between the entry and the screen.
 *
 * Not the application screens (measured, decision 097): named in the page, their journey root,
 * registry and screen took the bandwidth of a first visit's shell — its first paint 2.6 → 3.9 s, and
 * still 2.4 s with `fetchpriority="low"` for a score no better (70–73 against 74–76) — and a
 * signed-out visitor sent from one to sign in would fetch chunks that page never draws.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { screenAtPath } from '@heloc/core';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The screen registry: every screen but the entry's own is loaded through it (app/screen-loader.ts). */
const SCREEN_REGISTRY = 'src/app/screens.ts';

/** The link tags for `pathname`, from a manifest (empty when the path is no screen's). */
export function routePreloadTags(manifest: Manifest, pathname: string): string {
  const screen = screenAtPath(pathname);
  if (!screen || screen.area === 'app') return '';
  const route = `src/screens/${screen.folder}/route.tsx`;
  if (!manifest[route]) return '';
  const entry = manifest['index.html'];
  const skip = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (skip.has(key)) return;
    skip.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  if (!entry?.dynamicImports?.includes(route)) visit(SCREEN_REGISTRY);
  visit(route);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** The build's manifest, read once; null without one. */
export function manifestReader(dist: string): () => Promise<Manifest | null> {
  let read: Promise<Manifest | null> | undefined;
  return () =>
    (read ??= readFile(join(dist, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => null,
    ));
}
