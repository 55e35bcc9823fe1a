/**
 * One call of the core's endpoint table (`@heloc/core/contract`), through the one client: the row
 * gives the method and the path template, `params` fill its `:names`, `json` is the row's body.
 */
import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
  type PathParamName,
  type PathParams,
} from '@heloc/core/contract';
import { request, type RequestOptions } from '../lib/http-client';

/** What a call of `E` passes: its params (when its path has any), its body (when it sends one) and the client's options. */
export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'json'> &
  (PathParamName<E['path']> extends never
    ? { readonly params?: undefined }
    : { readonly params: PathParams<E['path']> }) &
  (undefined extends EndpointBody<E> ? { readonly json?: EndpointBody<E> } : { readonly json: EndpointBody<E> });

/** e.g. call(ENDPOINTS.application, { params: { uuid } }) answers an Application. */
export function call<E extends Endpoint>(
  endpoint: E,
  // Options may be left out when nothing in them is required (no params, no body).
  ...[options]: Record<never, never> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, string> };
  // The row's type has already asked for exactly its params; here the template is any string.
  const path = (endpointPath as (e: { readonly path: string }, p?: Record<string, string>) => string)(endpoint, params);
  return request<EndpointResponse<E>>(endpoint.method, path, rest);
}
