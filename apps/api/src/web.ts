/** Serves the built web app: static assets with long caching, and index.html for app routes. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/context.js';
import { loadOrg, publicOrg } from './http/orgs.js';
import { isApiPath } from './http/security.js';
import { manifestReader, routePreloadTags } from './route-preloads.js';

/** JSON that is safe inside a <script type="application/json"> element. */
const inertJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The flow explorer (apps/flow-explorer), same origin as the app so its live view hears it. */
function serveExplorer(app: Hono<AppEnv>, dist: string) {
  const page = async (c: Context<AppEnv>) => {
    const nonce = String(c.get('secureHeadersNonce') ?? '');
    const html = (await readFile(join(dist, 'index.html'), 'utf8')).replaceAll('__CSP_NONCE__', nonce);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  app.get('/flow-explorer', (c) => c.redirect(`/flow-explorer/${new URL(c.req.url).search}`));
  app.get('/flow-explorer/', page);
  app.get('/flow-explorer/index.html', page);
  app.use('/flow-explorer/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '/flow-explorer/*',
    serveStatic({ root: dist, rewriteRequestPath: (path) => path.replace(/^\/flow-explorer/, '') }),
  );
  app.get('/flow-explorer/*', page);
}

/**
 * Paths serveStatic would answer with the raw template (dist/index.html: `__CSP_NONCE__` and
 * `__ORG_JSON__` unreplaced): the file itself and any directory index. They go to the rendered page.
 * BAD: `app.use('*', serveStatic({ root: dist }))` alone — GET / sent the template as it is.
 */
const isTemplatePath = (path: string) => path.endsWith('/') || path.split('/').at(-1)?.toLowerCase() === 'index.html';

export function serveWeb(dist: string, explorerDist?: string) {
  return (app: Hono<AppEnv>) => {
    if (explorerDist) serveExplorer(app, explorerDist);
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // `index` names a file the build never makes, so a directory never falls back to the template.
    // `precompressed`: the build's brotli (or gzip) copy of a script or style, when the browser takes it
    // (decision 097); the compress middleware leaves a response that already has its encoding alone.
    const assets = serveStatic({ root: dist, index: '.no-directory-index', precompressed: true });
    const manifest = manifestReader(dist);
    app.use('*', (c, next) => (isTemplatePath(c.req.path) ? next() : assets(c, next)));
    app.get('*', async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      // The CSP's per-response nonce (secureHeaders) goes into the page for Mantine's <style> tags.
      const nonce = String(c.get('secureHeadersNonce') ?? '');
      // The organisation record is injected into the page (shared-surfaces §1): no round trip
      // before the first render. The page's own choice (?org=) wins; otherwise the request's.
      const code = (c.req.query('org') ?? c.get('orgCode')).toLowerCase();
      let orgJson = 'null';
      try {
        const org = publicOrg(await loadOrg(c.get('deps').db, code));
        orgJson = inertJson({ ...org, flags: await c.get('deps').flags.all() });
      } catch {
        /* unknown organisation: the page asks the API and shows the spec's error */
      }
      // The page's own screen's chunks, fetched beside the entry (route-preloads.ts, decision 096).
      const built = await manifest();
      const preloads = built ? routePreloadTags(built, c.req.path) : '';
      const html = (await readFile(join(dist, 'index.html'), 'utf8'))
        .replaceAll('__CSP_NONCE__', nonce)
        .replace('__ORG_JSON__', orgJson)
        .replace('</head>', `${preloads}</head>`);
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
  };
}
