/**
 * The endpoint table: every row is a distinct call, its path a template both sides read the same
 * way, and the app's filled path encodes each parameter as one segment.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { APPLICATION_API_PATH } from '../constants.js';
import { ACCOUNT_ENDPOINTS } from './account-endpoints.js';
import { ENDPOINTS, endpointPath, type EndpointBody, type EndpointResponse, type PathParamName } from './endpoints.js';
import { ENDPOINT_REQUESTS, NO_BODY } from './requests.js';
import { ENDPOINT_TABLES } from './all-rows.js';
import type { Application } from './wire.js';

const tables = ENDPOINT_TABLES;
const rows = Object.values(tables).flatMap((t) => Object.entries(t));

describe('the endpoint table', () => {
  it('declares each method and path once, under one name across the tables', () => {
    const keys = rows.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(rows.map(([name]) => name)).size).toBe(rows.length);
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
    expect(endpointPath(ACCOUNT_ENDPOINTS.sitePage, { code: 'a/b', page: 'terms' })).toBe(
      '/service-organization/external/api/v1/organizations/a%2Fb/pages/terms',
    );
    expect(endpointPath(ENDPOINTS.application, { uuid: 'u?1' })).toBe(`${APPLICATION_API_PATH}/u%3F1`);
    expect(endpointPath(ENDPOINTS.decision, { context: 'external' })).toBe(
      '/service-optimize/external/api/v2/decision',
    );
    expect(endpointPath(ENDPOINTS.login)).toBe('/identity/api/v1/login');
  });

  it('refuses a template whose param was not given', () => {
    expect(() => endpointPath(ENDPOINTS.org, {} as { code: string })).toThrow('no :code');
  });
});

describe('the request schemas (decision 085)', () => {
  it('has one for every row whose method sends a body, and none for a name that is not such a row', () => {
    const sending = rows.filter(([, r]) => r.method !== 'GET').map(([name]) => name);
    expect(Object.keys(ENDPOINT_REQUESTS).sort()).toEqual(sending.sort());
    expect(sending.length).toBeGreaterThan(20);
  });

  it('is a valibot schema, unless the row sends a form or a body the server does not read', () => {
    const other = Object.entries(ENDPOINT_REQUESTS)
      .filter(([, s]) => typeof s !== 'object' || s.kind !== 'schema')
      .map(([name, s]) => `${name} ${String(s)}`);
    expect(other.sort()).toEqual([
      'agentAttachments multipart',
      `agentEnd ${NO_BODY}`,
      `brokerLogin ${NO_BODY}`,
      `brokerLogout ${NO_BODY}`,
      `cancelSignerNotary ${NO_BODY}`,
      'chatAttachments multipart',
      `chatAuthenticate ${NO_BODY}`,
      `chatEnd ${NO_BODY}`,
      `chatRefreshNonce ${NO_BODY}`,
      'conditionDocuments multipart',
      `resendSigner ${NO_BODY}`,
      `signOutEverywhere ${NO_BODY}`,
      'signerIdentity multipart',
      `startNotarySession ${NO_BODY}`,
    ]);
  });
});

describe('the endpoint types', () => {
  it('names a template’s params', () => {
    expectTypeOf<PathParamName<'/a/:code/pages/:page'>>().toEqualTypeOf<'code' | 'page'>();
    expectTypeOf<PathParamName<'/a/b'>>().toEqualTypeOf<never>();
  });
  it('carries what a row answers and sends', () => {
    expectTypeOf<EndpointResponse<typeof ENDPOINTS.application>>().toEqualTypeOf<Application>();
    expectTypeOf<EndpointBody<typeof ENDPOINTS.login>>().toEqualTypeOf<{ email: string; password: string }>();
    // What the app sends is the schema's input: the server fills the default.
    expectTypeOf<EndpointBody<typeof ENDPOINTS.createApplication>['isCrypto']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<EndpointBody<typeof ACCOUNT_ENDPOINTS.signOutEverywhere>>().toEqualTypeOf<Record<string, never>>();
  });
  it('asks for exactly the params of the template', () => {
    // Type checks only (tsc reads this file): each call below must not compile.
    const never = () => {
      // @ts-expect-error the org's code is missing
      endpointPath(ENDPOINTS.org);
      // @ts-expect-error the login has no params
      endpointPath(ENDPOINTS.login, { code: 'x' });
    };
    expect(never).toBeTypeOf('function');
  });
});
