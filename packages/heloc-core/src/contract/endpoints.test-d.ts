import { describe, expectTypeOf, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointBody, type EndpointResponse, type PathParamName } from './endpoints.js';
import type { Application } from './wire.js';

describe('the endpoint types', () => {
  it('names a template’s params', () => {
    expectTypeOf<PathParamName<'/a/:code/pages/:page'>>().toEqualTypeOf<'code' | 'page'>();
    expectTypeOf<PathParamName<'/a/b'>>().toEqualTypeOf<never>();
  });
  it('carries what a row answers and sends', () => {
    expectTypeOf<EndpointResponse<typeof ENDPOINTS.application>>().toEqualTypeOf<Application>();
    expectTypeOf<EndpointBody<typeof ENDPOINTS.login>>().toEqualTypeOf<{ email: string; password: string }>();
  });
  it('asks for exactly the params of the template', () => {
    // @ts-expect-error the org's code is missing
    endpointPath(ENDPOINTS.org);
    // @ts-expect-error the login has no params
    endpointPath(ENDPOINTS.login, { code: 'x' });
  });
});
