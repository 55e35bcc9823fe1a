/**
 * The server's page: every path that shows the app (`/`, `/index.html`, app routes) gets the
 * rendered template — the CSP nonce and the organisation filled in — never the raw file; and
 * every response carries a Permissions-Policy that allows the camera only on identity capture.
 * The web app's real template (apps/web/index.html) in a throw-away dist folder.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from './web.js';
import { registerBorrower, startSandbox, type Sandbox } from './testing/harness.js';

let sb: Sandbox;
let dist: string;
const BIG = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: `row ${i}` })))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'heloc-web-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")\n');
  // A built script with the build's compressed copies beside it (vite-plugin-compression2, decision 097).
  writeFileSync(join(dist, 'assets', 'big.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big.js.gz'), gzipSync(BIG));
  sb = await startSandbox({}, { web: serveWeb(dist) });
});
afterAll(async () => {
  await sb.close();
  rmSync(dist, { recursive: true, force: true });
});

const cspNonce = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];

describe('the page is always the rendered template', () => {
  it.each([
    '/',
    '/index.html',
    '/account/heloc/register',
    '/account/heloc/',
    '/assets/',
    '//index.html',
    '/dashboard?org=summitridge',
  ])('GET %s', async (path) => {
    const r = await sb.app.request(path);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await r.text();
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).not.toContain('__ORG_JSON__');
    const nonce = cspNonce(r.headers);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    const org = JSON.parse(
      /<script type="application\/json" id="org-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'undefined',
    );
    expect(org.orgCode).toBe(path.includes('summitridge') ? 'summitridge' : 'homestead');
  });

  it('each response has its own nonce', async () => {
    const [one, two] = await Promise.all([sb.app.request('/'), sb.app.request('/')]);
    expect(cspNonce(one.headers)).not.toBe(cspNonce(two.headers));
  });

  it('static assets are still files', async () => {
    const r = await sb.app.request('/assets/app.js');
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('console.log("app")\n');
  });
});

describe("the build's compressed copies", () => {
  const get = (encoding?: string) =>
    sb.app.request('/assets/big.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('brotli when the browser takes it, gzip when it takes only that, each once and as a script', async () => {
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BIG);
    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG);
  });

  it('the file itself to a client that takes no encoding', async () => {
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG);
  });
});

describe('Permissions-Policy', () => {
  const policy = (r: Response) =>
    Object.fromEntries(
      (r.headers.get('permissions-policy') ?? '').split(/,\s*/).map((d) => d.split('=') as [string, string]),
    );

  it.each([
    ['the page', '/account/heloc/register'],
    ['the root', '/'],
    ['an API answer', '/healthz'],
    ['an API error', '/service-notifications/api/v1/notifications'],
    ['a 404', '/service-nothing'],
  ])(
    '%s: camera, microphone and payment off; geolocation for the site itself (the signing screens ask, decision 060)',
    async (_label, path) => {
      const p = policy(await sb.app.request(path));
      expect(p).toMatchObject({ camera: '()', microphone: '()', geolocation: '(self)', payment: '()' });
    },
  );

  it('geolocation is allowed to the site itself on the signing and notary screens (reached by client-side navigation)', async () => {
    const uuid = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    for (const path of [
      `/account/heloc/${uuid}`,
      `/account/heloc/${uuid}/signing/sign`,
      `/account/heloc/${uuid}/notary/session`,
      '/account/heloc/heloc-signer/sign',
    ]) {
      expect(policy(await sb.app.request(path)).geolocation, path).toBe('(self)');
    }
  });

  it.each([
    '/account/heloc/0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/identity',
    '/account/heloc/heloc-signer/identity',
    '/account/heloc/heloc-signer/conditions/identity',
  ])('camera on self only at identity capture: %s', async (path) => {
    const p = policy(await sb.app.request(path));
    expect(p).toMatchObject({ camera: '(self)', microphone: '()', geolocation: '(self)' });
  });

  it.each([
    '/account/heloc/0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/identity/extra',
    '/account/heloc/not-a-uuid/identity',
    '/identity',
    '/account/heloc/dashboard',
  ])('no camera at %s', async (path) => {
    expect(policy(await sb.app.request(path)).camera).toBe('()');
  });

  it('on a signed-in API answer too', async () => {
    const b = await registerBorrower(sb);
    const r = await sb.app.request(`/service-application/api/v1/application/heloc/${b.uuid}`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(r.status).toBe(200);
    expect(policy(r).camera).toBe('()');
  });
});
