/**
 * The endpoint table: every row is a distinct call, its path a template both sides read the same
 * way, and the app's filled path encodes each parameter as one segment.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_API_PATH } from '../constants.js';
import { ENDPOINTS, endpointPath } from './endpoints.js';

const rows = Object.entries(ENDPOINTS);

describe('the endpoint table', () => {
  it('declares each method and path once', () => {
    const keys = rows.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds absolute paths whose params are whole segments, and nothing but method and path', () => {
    for (const [name, r] of rows) {
      expect(r.path, name).toMatch(/^(\/([A-Za-z0-9._-]+|:[A-Za-z]+))+$/);
      expect(Object.keys(r).sort(), name).toEqual(['method', 'path']);
    }
  });

  it('fills a template, one encoded segment per param', () => {
    expect(endpointPath(ENDPOINTS.org, { code: 'heloc' })).toBe(
      '/service-organization/external/api/v1/organizations/heloc',
    );
    expect(endpointPath(ENDPOINTS.sitePage, { code: 'a/b', page: 'terms' })).toBe(
      '/service-organization/external/api/v1/organizations/a%2Fb/pages/terms',
    );
    expect(endpointPath(ENDPOINTS.application, { uuid: 'u?1' })).toBe(`${APPLICATION_API_PATH}/u%3F1`);
    expect(endpointPath(ENDPOINTS.decision, { context: 'external' })).toBe(
      '/service-optimize/external/api/v2/decision',
    );
    expect(endpointPath(ENDPOINTS.login)).toBe('/identity/api/v1/login');
  });

  it('refuses a template whose param was not given', () => {
    expect(() => endpointPath(ENDPOINTS.org, {} as { code: string })).toThrow(':code');
  });
});
