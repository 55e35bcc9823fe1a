/** Serves the built web app: static assets with long caching, and index.html for app routes. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context.js';
import { isApiPath } from './http/security.js';

export function serveWeb(dist: string) {
  return (app: Hono<AppEnv>) => {
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: dist }));
    app.get('*', async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      // The CSP's per-response nonce (secureHeaders) goes into the page for Mantine's <style> tags.
      const nonce = String(c.get('secureHeadersNonce') ?? '');
      const html = (await readFile(join(dist, 'index.html'), 'utf8')).replaceAll('__CSP_NONCE__', nonce);
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
  };
}
