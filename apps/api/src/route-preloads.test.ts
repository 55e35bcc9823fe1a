/**
 * The page names its own screen's chunks (decisions 096, 097): from a manifest shaped as Vite writes
 * it, the screen's module, its imports and its CSS — not the entry's imports, nothing twice, nothing
 * for an application screen or a path no screen has; the screen registry unless the entry loads the
 * screen itself.
 */
import { describe, expect, it } from 'vitest';
import { routePreloadTags } from './route-preloads.js';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_framework-1.js', '_core-1.js'],
    dynamicImports: ['src/screens/register/route.tsx', 'src/app/screens.ts'],
  },
  'src/app/screens.ts': { file: 'assets/screens-1.js', imports: ['_core-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_core-1.js': { file: 'assets/core-1.js' },
  '_use-write-1.js': { file: 'assets/use-write-1.js', imports: ['_core-1.js', '_form-error-1.js'] },
  '_form-error-1.js': { file: 'assets/form-error-1.js', imports: ['_use-write-1.js'] },
  'src/screens/register/route.tsx': {
    file: 'assets/screen-register-1.js',
    imports: ['_framework-1.js', 'index.html', '_use-write-1.js', '_form-error-1.js'],
    css: ['assets/SimpleGrid-1.css'],
  },
  'src/screens/conditions/route.tsx': { file: 'assets/screen-conditions-1.js' },
  'src/screens/heloc-signer/login/route.tsx': {
    file: 'assets/screen-heloc-signer-login-1.js',
    imports: ['_core-1.js'],
  },
};

describe('routePreloadTags', () => {
  it('registration: its module, the imports the entry does not already have, and its CSS', () => {
    expect(routePreloadTags(manifest, '/account/heloc/register')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/SimpleGrid-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/screen-register-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/use-write-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form-error-1.js">',
    );
    expect(routePreloadTags(manifest, '/account/heloc/register/')).toContain('screen-register-1.js');
  });

  it('a screen loaded through the registry (the signer sign-in) names the registry; registration does not', () => {
    expect(routePreloadTags(manifest, '/account/heloc/heloc-signer/login')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/screens-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/screen-heloc-signer-login-1.js">',
    );
    expect(routePreloadTags(manifest, '/account/heloc/register')).not.toContain('screens-1.js');
  });

  it('nothing for an application screen (decision 097) or a path no screen has', () => {
    expect(routePreloadTags(manifest, '/account/heloc/0b7a4c4e-1d1e-4c43-9b0c-3f3f1d3e6a11/conditions')).toBe('');
    expect(routePreloadTags(manifest, '/account/heloc/no-such-page')).toBe('');
    expect(routePreloadTags(manifest, '/')).toBe('');
  });

  it('a screen whose module the build does not have gives nothing', () => {
    expect(routePreloadTags(manifest, '/account/heloc/heloc-signer/resume')).toBe('');
  });
});
