import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * What a lazy import fetches ahead of its module: its stylesheets, never its JS (decision 097).
 * Vite's preload helper otherwise appends a `<link rel="modulepreload">` for every chunk a lazy
 * chunk imports — 62 of them while a signed-in page loads — and on a return visit, with the chunks
 * in the cache, each append is synchronous work on the main thread (12–17 ms in all, unthrottled,
 * inside the tasks that count as blocking time). The import itself still fetches the chunk and its
 * static imports; the pages the server knows (registration, the signer's, the site's) get their
 * screen's chunks named in the HTML instead (apps/api/src/route-preloads.ts). The entry's own
 * static imports (`hostType: 'html'`) keep their links.
 */
export function lazyImportPreloads(_file: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of the scripts and styles, made once at build time: the server sends the
    // one the browser accepts (serveStatic's `precompressed`), brotli at its best level — 11 % fewer
    // bytes than gzip over the whole build — instead of gzipping every asset on every request (decision 097).
    compression({ include: /\.(js|css|svg)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: { conditions: ['source'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { resolveDependencies: lazyImportPreloads },
    rolldownOptions: {
      output: {
        // Every screen's module is a `route.tsx`: name its chunk after the screen's folder
        // (screen-credit-social-….js) so network logs, budgets and tests can tell them apart.
        chunkFileNames: (chunk) => {
          const screen = /[\\/]src[\\/]screens[\\/](.+)[\\/]route\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return screen
            ? `assets/screen-${screen.replace(/[\\/]/g, '-').replace(/\$/g, '')}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        // The libraries every page loads, in a few long-lived chunks rather than dozens of small ones:
        // fewer requests, better compression, and they stay cached across releases of the app code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // Not TanStack's mutation hook and observer: only the lazy screens' writes (lib/use-write.ts) use
            // them, and in this group they rode with the first screen (~0.8 kB gzip, decision 080).
            {
              name: 'data',
              test: (id: string) =>
                /[\\/]node_modules[\\/](@tanstack|ky|valibot)[\\/]/.test(id) &&
                !/[\\/](useMutation|mutationObserver)\.js$/.test(id),
              priority: 2,
            },
            // Not @mantine/hooks: every hook any lazy screen uses (SegmentedControl's, Accordion's …) landed
            // here and grew the first screen; the hooks now go with the chunks that use them.
            {
              name: 'mantine',
              test: /[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]form|clsx|klona|fast-deep-equal)[\\/]/,
              priority: 1,
            },
            // The form controls the first screen (registration) draws, in one chunk: shared with the
            // lazy screens, they would otherwise split into a dozen tiny chunks that compress worse.
            {
              name: 'mantine-forms',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|InputsGroupFieldset|TextInput|PasswordInput|NativeSelect|Radio|Stepper|InlineInput|ActionIcon|CloseButton|Alert|Text|SimpleGrid|Button|Anchor|Stack|Group|Title|Container)[\\/]/,
              priority: 1,
            },
            // The core's modules the first screen runs, in one chunk: shared with lazy screens, the
            // automatic splitting otherwise gave each its own small chunk (ten of them by issue 14),
            // and which ones split off changed with every unrelated lazy import.
            {
              name: 'core',
              test: /[\\/]heloc-core[\\/]src[\\/](constants|enums|format|forms|messages|schemas|shell[\\/]privacy|journey[\\/](progress|redirects|routes|server-states|polling)|closing[\\/]people|contract[\\/]endpoints)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '^/(service-|identity|ft/|sandbox/|sandbox-link/|openapi)': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
});
