/**
 * The chunks a page's own route draws with, named in the page itself (decision 096): the server
 * reads the web build's manifest (dist/.vite/manifest.json) once and, for a page a visitor opens
 * without a session — registration, sign-in, the signer's pages, the site's pages — adds
 * `<link rel="modulepreload">` for the screen's module and its imports, and a stylesheet link for its
 * CSS. The browser then
 * fetches them beside the entry instead of after it has run and routed: one round trip less before
 * the first paint on a first visit. The entry's own imports are left out (the build names them
 * already), and so is everything when there is no manifest (Vite's dev server, a test's dist).
 * Not the application screens: the server cannot see the session (it is in the browser's storage),
 * and a signed-out visitor following a link to one is sent to sign in — preloading the journey
 * would spend a first visit's bandwidth on chunks that page never draws.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { screenAtPath } from '@heloc/core';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The link tags for `pathname`, from a manifest (empty when the path is no screen's). */
export function routePreloadTags(manifest: Manifest, pathname: string): string {
  const screen = screenAtPath(pathname);
  if (!screen || screen.area === 'app') return '';
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
  visit(`src/screens/${screen.folder}/route.tsx`);
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
